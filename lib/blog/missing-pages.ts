import { uncachedReads, UpstreamError, type UpstreamErrorKind } from '.';
import { mayHavePost, servesPost, type ArticleRoute } from './article-routes';
import { listingCategory, paginate, parsePage, slugify } from './rules';
import type { ListedPost } from './source';

const { getCategories, getPost, getPostsByCategory, getPostsPage, listedPosts } = uncachedReads;

// Which paths of the blog's on-demand routes are 404 pages, decided before rendering (proxy.ts).
//
// Next.js 16 renders a page that calls notFound() at request time as a bare error document: the 404
// status is right, but the body holds no layout and no "Page not found" until JavaScript has run (the
// prerendered 404 of unknown paths is complete). So proxy.ts asks here first and, for a page that
// does not exist, serves the prerendered 404 page instead. The rules are the pages' own: the pages
// still call notFound() themselves, for client navigations and for anything this check lets through.

type Params = Readonly<Record<string, string>>;
type Check = (params: Params, search: URLSearchParams, postList: PostList | undefined) => Promise<boolean>;

/** How long an answer is reused: posts published upstream show within this time. */
export const MISSING_TTL_MS = 30_000;
/**
 * How long the check may wait for the data source. A slower upstream leaves the decision to the page,
 * which waits for it anyway: a visitor waits at most this much longer, never two upstream time-outs.
 */
export const MISSING_DEADLINE_MS = 1_000;
const MAX_ANSWERS = 500;

/**
 * How soon the list may be read again for a slug it does not name: a post published since the last read is
 * then found in the list, so its page is the only reader. Unknown slugs (what bots send) read the list at
 * most this often.
 */
export const LIST_RENEW_MS = 5_000;

/** The posts the list names, by slug; undefined when the list could not be read (the post is read instead). */
type Posts = ReadonlyMap<string, ListedPost> | undefined;
/**
 * The post the list names under `slug`; undefined when no list names it or the list could not be read.
 * A slug the list does not name has the list read again if it is over LIST_RENEW_MS old: a post published
 * since is found there without a read of its own.
 */
type PostList = (slug: string) => Promise<ListedPost | undefined>;

/**
 * The list of posts, read again once it is MISSING_TTL_MS old; one read in flight at a time. A post it names
 * exists without a read here, so its page reads it once, not twice (the page's bundle has its own caches); a
 * post it does not name is read (a 404, or a post the list leaves out).
 */
function createPostList(now: () => number): PostList {
  type Entry = { value: Promise<Posts>; started: number; expires: number };
  let current: Entry | undefined;
  const read = (): Entry => {
    const entry: Entry = {
      value: listedPosts().then(
        (posts) => {
          entry.expires = now() + MISSING_TTL_MS;
          return new Map(posts.map((post) => [post.blog_slug, post]));
        },
        () => {
          // A failed list is not kept: each article is read, and its own read tells the failure.
          if (current === entry) current = undefined;
          return undefined;
        },
      ),
      started: now(),
      expires: Number.POSITIVE_INFINITY,
    };
    current = entry;
    return entry;
  };
  return async (slug) => {
    const posts = await (!current || current.expires <= now() ? read() : current).value;
    if (!posts || posts.has(slug)) return posts?.get(slug);
    const recent = !current || current.started + LIST_RENEW_MS <= now() ? read() : current;
    return (await recent.value)?.get(slug);
  };
}

async function articleMissing(route: ArticleRoute, postList: PostList | undefined): Promise<boolean> {
  if (!mayHavePost(route)) return true;
  const listed = await postList?.(route.slug);
  if (listed) return !servesPost(route, listed);
  const post = await getPost(route.slug);
  return !post || !servesPost(route, post);
}

/** The listing's layout: a page past the last one. Page 1 is read too, so a failed read is known. */
async function listingMissing(page: number): Promise<boolean> {
  const { totalPages } = await getPostsPage(page);
  return page > 1 && page > totalPages;
}

/**
 * /blog/{category}/page/{page}: no usable slug, a category that neither has posts nor is listed, or a page
 * past the last one.
 */
async function categoryPageMissing(rawSlug: string, page: number): Promise<boolean> {
  const slug = slugify(rawSlug);
  if (!slug) return true;
  const posts = await getPostsByCategory(slug);
  if (posts.length > 0) return page > paginate(posts, page).totalPages;
  return page > 1 || !(await getCategories()).some((category) => slugify(category.category_name) === slug);
}

/** By route, as Next.js names them in its manifests. */
const CHECKS: Readonly<Record<string, Check>> = {
  '/[blogSlug]': (params, _search, postList) => articleMissing({ kind: 'root', slug: params.blogSlug ?? '' }, postList),
  '/blog/[slug]': (params, _search, postList) => articleMissing({ kind: 'blog', slug: params.slug ?? '' }, postList),
  '/insight/blogs/[id]/[blogSlug]': (params, _search, postList) =>
    articleMissing({ kind: 'insight', id: params.id ?? '', slug: params.blogSlug ?? '' }, postList),
  '/insight/page/[page]': (params) => listingMissing(parsePage(params.page)),
  '/insight/page/[page]/filtered': async (params, search) => {
    const page = parsePage(params.page);
    const category = listingCategory(search.get('category'));
    // Without a usable category the page redirects to the plain listing: not a 404.
    if (!category) return false;
    return (await listingMissing(page)) || page > (await getPostsPage(page, category)).totalPages;
  },
  '/blog/[slug]/page/[page]': (params) => categoryPageMissing(params.slug ?? '', parsePage(params.page)),
};

/** The route's parameters read from the path (`/blog/[slug]` and `/blog/a%20b` give `{ slug: 'a b' }`). */
export function paramsOf(route: string, pathname: string): Params | undefined {
  const names = route.split('/');
  const values = pathname.replace(/\/+$/, '').split('/');
  if (names.length !== values.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    const value = values[index]!;
    const match = /^\[([^\].]+)\]$/.exec(name);
    if (!match) {
      if (name !== value) return undefined;
      continue;
    }
    try {
      params[match[1]!] = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return params;
}

export type MissingPageChecker = {
  /**
   * True when `pathname`, served by `route`, is a 404 page. False when it exists, when the route is not
   * one of the blog's, or when the data source failed or did not answer in time (the page decides then).
   */
  isMissing(route: string, pathname: string, search: URLSearchParams): Promise<boolean>;
  /** The same check, with the failure of an article read when `articleDeadlineMs` is set; undefined: the page decides. */
  decide(route: string, pathname: string, search: URLSearchParams): Promise<PageDecision | undefined>;
};

const UNDECIDED: unique symbol = Symbol('undecided');

/**
 * The article routes, a category's pages and the listing: with nothing read they have nothing to show but
 * an error text or an empty list, which must not be cached as the page.
 */
export const FAILING_ROUTES: ReadonlySet<string> = new Set([
  '/[blogSlug]',
  '/blog/[slug]',
  '/insight/blogs/[id]/[blogSlug]',
  '/blog/[slug]/page/[page]',
  '/insight/page/[page]',
]);

/** What the proxy does with a path: a 404, the page, or the error text of a post that could not be read. */
export type PageDecision = { missing: boolean } | { failed: UpstreamErrorKind };

type Failure = { failed: UpstreamErrorKind };

/** The check's answer, the failure of the data source, or UNDECIDED when it was too slow. */
async function decide(check: Promise<boolean>, deadlineMs: number): Promise<boolean | Failure | typeof UNDECIDED> {
  const answer = check.catch((error: unknown): Failure => {
    if (error instanceof UpstreamError) return { failed: error.kind };
    throw error;
  });
  if (!Number.isFinite(deadlineMs)) return answer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof UNDECIDED>((resolve) => {
    timer = setTimeout(() => resolve(UNDECIDED), deadlineMs);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

export type MissingPageCheckerOptions = {
  now?: () => number;
  deadlineMs?: number;
  /**
   * When set, an article or category route waits this long and its answer is final: data that could not be
   * read in time, or at all, is a failure the proxy answers itself, so no error page is ever rendered (and
   * cached) as the page. Used with an upstream; the page's own reads could not finish sooner anyway.
   */
  articleDeadlineMs?: number;
  /**
   * When true, an article route first looks its post up in the list of posts (see createPostList). Used
   * with an upstream, where each read is a request to the agency's backend.
   */
  articlesFromList?: boolean;
};

export function createMissingPageChecker({
  now = Date.now,
  deadlineMs = MISSING_DEADLINE_MS,
  articleDeadlineMs,
  articlesFromList = false,
}: MissingPageCheckerOptions = {}): MissingPageChecker {
  const answers = new Map<string, { missing: boolean; expires: number }>();
  const postList = articlesFromList ? createPostList(now) : undefined;

  async function decidePage(route: string, pathname: string, search: URLSearchParams): Promise<PageDecision | undefined> {
    const check = CHECKS[route];
    const params = check && paramsOf(route, pathname);
    if (!check || !params) return undefined;
    const key = `${pathname}?${search.get('category') ?? ''}`;
    const known = answers.get(key);
    if (known && known.expires > now()) return { missing: known.missing };
    const final = articleDeadlineMs !== undefined && FAILING_ROUTES.has(route);
    const answer = await decide(check(params, search, postList), final ? articleDeadlineMs : deadlineMs);
    if (answer === UNDECIDED) return final ? { failed: 'timeout' } : undefined;
    if (typeof answer === 'object') return final ? answer : undefined;
    answers.delete(key);
    answers.set(key, { missing: answer, expires: now() + MISSING_TTL_MS });
    // Oldest first in a Map: drop the oldest answers beyond the bound.
    while (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!);
    return { missing: answer };
  }

  return {
    decide: decidePage,
    async isMissing(route, pathname, search) {
      const decision = await decidePage(route, pathname, search);
      return decision !== undefined && 'missing' in decision && decision.missing;
    },
  };
}
