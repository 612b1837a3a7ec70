import { httpGet } from './http-get';
import { parseBlogList, parseCategoryList, parseSingleBlog } from './parse';
import { compareNewestFirst, toBlog } from './reshape';
import { inCategory, LATEST_POSTS_LIMIT } from './rules';
import { isSafeCategory, isSafeSlug, upstreamUrl, type UpstreamCall } from './safe-segment';
import type { BlogSource } from './source';
import type { Blog, Category } from './types';

export type UpstreamErrorKind = 'timeout' | 'unavailable' | 'bad-response';

/** An upstream call failed and no earlier good answer was available. Route handlers map it to 502 / 504. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}

export const UPSTREAM_TIMEOUT_MS = 5000;
export const UPSTREAM_MAX_BYTES = 2 * 1024 * 1024;
export const UPSTREAM_REVALIDATE_SECONDS = 300;
/** Entries kept per last-good store, so arbitrary category or slug requests cannot grow memory unbounded. */
const LAST_GOOD_MAX_ENTRIES = 500;
/** How long a request in flight is shared with later reads of the same URL. */
export const JOIN_IN_FLIGHT_MS = 1000;
/** Answers kept for reuse; each may be up to the size cap, so fewer. */
const FRESH_MAX_ENTRIES = 100;

export type UpstreamSourceOptions = {
  /** e.g. https://api.example.com (no trailing slash needed). */
  host: string;
  /** Relative feature image paths are resolved against this host. */
  imageHost?: string | undefined;
  timeoutMs?: number;
  maxBytes?: number;
  /** How long a good answer is reused (and concurrent reads of one URL always share one request). */
  revalidateSeconds?: number;
  /**
   * The time (ms since the epoch) by which the caller needs its answer: one deadline for all the reads of
   * a page render, so reads made one after another share it instead of each waiting `timeoutMs`.
   */
  deadline?: () => number | undefined;
  /** Injected in tests; defaults to a node:http GET that no framework cache buffers (./http-get). */
  fetch?: (url: URL, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<Response>;
};

const NOT_FOUND = Symbol('not-found');

// Errors thrown by fetch (TypeError, DOMException) may come from another realm, so they are read by shape.
function field(value: unknown, key: 'name' | 'message' | 'cause'): unknown {
  return typeof value === 'object' && value !== null && key in value ? (Reflect.get(value, key) as unknown) : undefined;
}

function toUpstreamError(error: unknown, url: URL): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const name = field(error, 'name');
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new UpstreamError('timeout', `Upstream ${url.pathname} timed out`, undefined, { cause: error });
  }
  const causeMessage = field(field(error, 'cause'), 'message');
  const cause = typeof causeMessage === 'string' ? causeMessage : '';
  if (/redirect/i.test(cause)) {
    return new UpstreamError('bad-response', `Upstream ${url.pathname} answered with a redirect`, undefined, { cause: error });
  }
  const message = field(error, 'message');
  const detail = `${typeof message === 'string' ? message : String(error)}${cause ? ` (${cause})` : ''}`;
  return new UpstreamError('unavailable', `Upstream ${url.pathname} is unavailable: ${detail}`, undefined, { cause: error });
}

async function readCapped(response: Response, maxBytes: number, url: URL, abort: () => void): Promise<string> {
  const tooLarge = () => {
    // Aborting the request itself closes the connection, so the rest of the body is never read.
    abort();
    return new UpstreamError('bad-response', `Upstream ${url.pathname} answered with more than ${maxBytes} bytes`);
  };
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** Keeps the last successful answer per key; bounded, oldest entry dropped first. */
class LastGood<T> {
  private readonly entries = new Map<string, T>();
  get(key: string): T | undefined {
    return this.entries.get(key);
  }
  set(key: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= LAST_GOOD_MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
}

function uniqueBySlug(posts: Blog[]): Blog[] {
  const seen = new Set<string>();
  return posts.filter((post) => {
    if (seen.has(post.blog_slug)) return false;
    seen.add(post.blog_slug);
    return true;
  });
}

/** The upstream source: the agency backend's /api/blog/* calls (spec 1 §7), hardened and cached. */
export function createUpstreamSource(options: UpstreamSourceOptions): BlogSource {
  const host = options.host.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? UPSTREAM_MAX_BYTES;
  const revalidate = options.revalidateSeconds ?? UPSTREAM_REVALIDATE_SECONDS;
  const fetchImpl = options.fetch ?? httpGet;
  const lists = new LastGood<Blog[]>();
  // Per URL: the request in flight (shared by every caller) or a good answer still fresh.
  const answers = new Map<string, { value: Promise<unknown>; expires: number; started: number }>();
  const categoryLists = new LastGood<Category[]>();
  const posts = new LastGood<Blog>();

  /** The JSON at `call`'s URL: one request per URL at a time, awaited no later than the caller's deadline. */
  function getJson(call: UpstreamCall, notFoundIsAnswer = false): Promise<unknown> {
    const url = upstreamUrl(host, call);
    const key = url.href;
    const now = Date.now();
    let entry = answers.get(key);
    // A request still waiting after JOIN_IN_FLIGHT_MS is not joined: once a slow upstream recovers, the
    // next read asks again instead of sharing the failure of a request sent before.
    const stuck = entry !== undefined && entry.expires === Number.POSITIVE_INFINITY && now - entry.started > JOIN_IN_FLIGHT_MS;
    if (!entry || entry.expires <= now || stuck) {
      const value = request(url, notFoundIsAnswer);
      const created = { value, expires: Number.POSITIVE_INFINITY, started: now };
      entry = created;
      answers.delete(key);
      answers.set(key, created);
      while (answers.size > FRESH_MAX_ENTRIES) answers.delete(answers.keys().next().value!);
      value.then(
        () => {
          created.expires = Date.now() + revalidate * 1000;
          if (created.expires <= Date.now() && answers.get(key) === created) answers.delete(key);
        },
        () => {
          // A failure is never reused: the next caller asks again.
          if (answers.get(key) === created) answers.delete(key);
        },
      );
    }
    return withinDeadline(entry.value, url);
  }

  function withinDeadline<T>(value: Promise<T>, url: URL): Promise<T> {
    const deadline = options.deadline?.();
    if (deadline === undefined) return value;
    const left = deadline - Date.now();
    if (left <= 0) return Promise.reject(new UpstreamError('timeout', `Upstream ${url.pathname}: no time left for this page`));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new UpstreamError('timeout', `Upstream ${url.pathname} did not answer in time for this page`)), left);
    });
    return Promise.race([value, late]).finally(() => clearTimeout(timer));
  }

  async function request(url: URL, notFoundIsAnswer: boolean): Promise<unknown> {
    const oversize = new AbortController();
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      // Fresh headers: no header or cookie of the visitor's request is forwarded.
      const signal = AbortSignal.any([timeout, oversize.signal]);
      const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal });
      if (notFoundIsAnswer && response.status === 404) {
        await response.body?.cancel().catch(() => undefined);
        return NOT_FOUND;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        const kind = response.status >= 500 ? 'unavailable' : 'bad-response';
        throw new UpstreamError(kind, `Upstream ${url.pathname} answered ${response.status}`, response.status);
      }
      const text = await readCapped(response, maxBytes, url, () => oversize.abort());
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        throw new UpstreamError('bad-response', `Upstream ${url.pathname} did not answer with JSON`, undefined, { cause: error });
      }
    } catch (error) {
      // A body cut off by the time-out fails with the socket's own error, whatever its name.
      if (timeout.aborted && !(error instanceof UpstreamError)) {
        throw new UpstreamError('timeout', `Upstream ${url.pathname} timed out`, undefined, { cause: error });
      }
      throw toUpstreamError(error, url);
    }
  }

  async function withLastGood<T>(store: LastGood<T>, key: string, load: () => Promise<T>): Promise<T> {
    try {
      const value = await load();
      store.set(key, value);
      return value;
    } catch (error) {
      const failure = error instanceof UpstreamError ? error : new UpstreamError('bad-response', String(error), undefined, { cause: error });
      const copy = store.get(key);
      if (copy !== undefined) {
        console.error(`[blog] ${failure.message}; serving the last good copy of ${key}`);
        return copy;
      }
      console.error(`[blog] ${failure.message}`);
      throw failure;
    }
  }

  function toBlogs(json: unknown, what: string): Blog[] {
    const parsed = parseBlogList(json);
    if (!parsed) throw new UpstreamError('bad-response', `Upstream ${what} holds no list of blogs`);
    if (parsed.items.length === 0 && parsed.skipped > 0) {
      throw new UpstreamError('bad-response', `Upstream ${what}: all ${parsed.skipped} blog items are malformed`);
    }
    if (parsed.skipped > 0) console.error(`[blog] Upstream ${what}: skipped ${parsed.skipped} malformed blog item(s)`);
    return uniqueBySlug(parsed.items.map((item) => toBlog(item, { imageHost: options.imageHost })));
  }

  return {
    kind: 'upstream',
    listPosts: () =>
      withLastGood(lists, 'fetchblog', async () => {
        const blogs = toBlogs(await getJson({ kind: 'list' }), 'fetchblog');
        // Sorted only when every post is dated; otherwise the upstream's own order stands.
        return blogs.every((blog) => blog.date) ? [...blogs].sort(compareNewestFirst) : blogs;
      }),
    listedPosts: async () => {
      const parsed = parseBlogList(await getJson({ kind: 'list' }));
      if (!parsed) throw new UpstreamError('bad-response', 'Upstream fetchblog holds no list of blogs');
      return parsed.items.map(({ slug, id }) => ({ blog_slug: slug, id }));
    },
    latestPosts: async (limit) => {
      const count = limit !== undefined && Number.isSafeInteger(limit) && limit > 0 ? limit : LATEST_POSTS_LIMIT;
      const blogs = await withLastGood(lists, 'latestblog', async () => toBlogs(await getJson({ kind: 'latest' }), 'latestblog'));
      return blogs.slice(0, count);
    },
    categories: () =>
      withLastGood(categoryLists, 'fetchcategory', async () => {
        const parsed = parseCategoryList(await getJson({ kind: 'categories' }));
        if (!parsed) throw new UpstreamError('bad-response', 'Upstream fetchcategory holds no list of categories');
        if (parsed.skipped > 0) console.error(`[blog] Upstream fetchcategory: skipped ${parsed.skipped} malformed item(s)`);
        return parsed.items;
      }),
    postBySlug: async (slug) => {
      if (!isSafeSlug(slug)) return null;
      const key = `individualBlog/${slug}`;
      try {
        const json = await getJson({ kind: 'post', slug }, true);
        const item = json === NOT_FOUND ? null : parseSingleBlog(json);
        if (!item) {
          posts.delete(key);
          return null;
        }
        const blog = toBlog(item, { imageHost: options.imageHost });
        posts.set(key, blog);
        return blog;
      } catch (error) {
        return withLastGood(posts, key, () => Promise.reject(error));
      }
    },
    draftBySlug: async (slug) => {
      if (!isSafeSlug(slug)) return null;
      // Never kept: a preview shows the backend's draft as it is now, and a failure as a failure.
      const json = await getJson({ kind: 'post', slug, draft: true }, true);
      const item = json === NOT_FOUND ? null : parseSingleBlog(json);
      return item ? toBlog(item, { imageHost: options.imageHost }) : null;
    },
    postsByCategory: async (categorySlug) => {
      if (!isSafeCategory(categorySlug)) return [];
      const category = categorySlug.toLowerCase();
      return withLastGood(lists, `category/${category}`, async () => {
        const json = await getJson({ kind: 'category', category, page: 1 }, true);
        // An unknown category may come back as 404: that is "no blogs in this category", not a failure.
        if (json === NOT_FOUND) return [];
        const blogs = toBlogs(json, `category ${category}`);
        // The spec's client filtered the answer too; posts without a category name are left in.
        return blogs.filter((blog) => blog.category_name === '' || inCategory(blog, category));
      });
    },
  };
}
