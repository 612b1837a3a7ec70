import { createHash, createHmac, createSecretKey, randomBytes } from 'node:crypto';
import { readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { buildIdOf, CACHE_EVENTS, cachePrefix, createCacheClient, readFreshHtml } from '../cache/redis-cache-handler.mjs';
import { SHEET_HASH_SOURCES } from '@/app/sheets';
import { inlineScriptHashes } from './csp';

// Which script allowance a page gets, decided per request in proxy.ts without rendering anything.
//
// Workaround, kept in this one file: Next.js gives a cached page no way to allow its inline RSC scripts
// but a nonce, which a cached page cannot carry (https://github.com/vercel/next.js/issues/95354), so the
// hashes are taken from the HTML Next.js keeps on disk, whose layout is not a documented API (the security
// e2e tests fail if it changes). Remove the disk reading once Next.js itself allows its inline scripts on a
// cached page by hash or integrity (the request of that issue).
//
// - A page with cached HTML gets the hashes of that HTML's inline scripts. Next.js 16 keeps the copy it
//   serves in `<distDir>/server/route-cache/APP_PAGE/<sha256 of the route's page>/$<path>.html` (ISR
//   writes there; the first read copies the build's `<distDir>/server/app/<path>.html` there). The file
//   is hashed on first use and again whenever its mtime or size changes; the hashes of the last few
//   versions are kept, so a server still holding the previous version in memory (or another instance
//   sharing the folder) is not refused. Nothing is added to the request: the page stays static.
// - A path of a blocking ISR route that has no HTML yet (a post or a 404 first rendered at run time, and
//   then cached in memory) gets a nonce that is stable for that path in this process, so the cached copy
//   keeps matching the header until it is written to disk and hashed.
// - A page with cached HTML also gets an entity tag of the HTML served (SHA-256 of the file's bytes,
//   which Next.js serves unchanged), computed with the hashes; proxy.ts sends it and answers a matching If-None-Match with 304 itself. Next.js's own
//   ETag (`generateEtags`, off in next.config.ts) hashed the whole page on every request.
// - Every other path (pages rendered per request, unknown paths) gets a fresh random nonce. Unknown
//   paths may also be answered with the prerendered 404 page, whose hashes are therefore added.
// - With REDIS_URL the pages Next.js serves come from Redis (lib/cache/redis-cache-handler.mjs), not
//   from disk: the hashes and entity tag are taken from the HTML stored there, under the key Next.js
//   documents for a response (`/route-cache/APP_PAGE/<sha256 of the route's page>/$<path>`), read when
//   the proxy first meets the path (`ready`) and read again after the handler announces a new copy or an
//   expired tag. Until then the path counts as having no cached HTML (a nonce, as above), so a page
//   written or expired by another instance is never answered with hashes of a copy it no longer serves.

export type PageScriptPolicy = {
  /** Sources for script-src: hashes, or a nonce plus the hashes of the 404 page. */
  scriptSources: string[];
  /** Set when the page will be rendered now: Next.js reads it from the request's CSP header. */
  nonce?: string;
  /**
   * For a page with cached HTML: the nonce its policy also allows, to be put in the request's CSP header in
   * case Next.js renders the page again for this request (after an on-demand revalidation).
   */
  renderNonce?: string;
  /** Strong entity tag of the cached HTML that will be served (only for a page with cached HTML). */
  etag?: string;
  /** The dynamic route that will render the path now (`/blog/[slug]`), for a path without cached HTML. */
  route?: string;
};

type CachedPage = { file: string; mtimeMs: number; size: number; versions: string[][]; sources: string[]; etag: string };

/**
 * A page's policy from the HTML stored in Redis, or `absent` when Redis holds no fresh copy; `current`
 * false once the handler announced a change.
 */
type SharedPage = { key: string; versions: string[][]; sources: string[]; etag: string; current: boolean; absent?: boolean };

type RouteKind = 'isr' | 'dynamic';

type Route = { page: string; kind: RouteKind };

type RouteTable = {
  staticPages: Set<string>;
  dynamicRoutes: (Route & { regex: RegExp })[];
  /** Route page (`/blog/[slug]`) -> its folder in Next.js's route cache. */
  cacheFolders: Map<string, string>;
  /** Route page -> the start of its cache keys (`/route-cache/APP_PAGE/<sha256>/$`). */
  cacheKeys: Map<string, string>;
};

export type ResolverOptions = {
  /** Absolute path of the build folder (`.next`). */
  distDir: string;
  /** How many versions of a page's hashes stay allowed (current one included). */
  keepVersions?: number;
  /** Pages whose hashes are kept in memory at most. */
  maxPages?: number;
  /** Fresh nonce per call (tests pass a fixed one). */
  randomNonce?: () => string;
  /** REDIS_URL when the pages are served from Redis (lib/cache/redis-cache-handler.mjs). */
  redisUrl?: string;
  /**
   * REVALIDATE_SECRET, when on-demand revalidation is on: the key of a cached page's render nonce, the
   * same in the proxy's bundle, the server's and every instance, so a 304 and its 200 carry one policy.
   */
  renderNonceKey?: string;
};

const NOT_FOUND_PAGE = '/_not-found';

/**
 * A path that may be one no route serves: plain characters and dots, no empty, `.` or `..` segment, no
 * trailing slash (Next.js redirects those) and no percent-encoding, so the path routed is the path read.
 */
const UNROUTED_CANDIDATE = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-_~.]+)+$/;

/** A percent-encoded ASCII letter, digit, `-._~`, `/` or `\\`: characters a browser never encodes in a path. */
const ENCODED_PLAIN_CHARACTER = /%(?:2[dDeEfF]|3\d|4[1-9a-fA-F]|5[0-9aAcCfF]|6[1-9a-fA-F]|7[0-9aAeE])/;

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8'));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `/blog/[slug]/(article)/page` -> `/blog/[slug]`: the route a page entry serves (groups and slots are not in URLs). */
export function routeOfAppPage(entry: string): string | undefined {
  if (!entry.endsWith('/page')) return undefined;
  const segments = entry
    .slice(0, -'/page'.length)
    .split('/')
    .filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment) && !segment.startsWith('@'));
  return `/${segments.join('/')}`;
}

/** The routes of the build, from the manifests `next build` writes. Empty when they are missing. */
function loadRouteTable(distDir: string): RouteTable {
  const routes = readJson(path.join(distDir, 'routes-manifest.json'));
  const prerender = readJson(path.join(distDir, 'prerender-manifest.json'));
  const appPaths = readJson(path.join(distDir, 'server', 'app-paths-manifest.json'));
  const cacheFolders = new Map<string, string>();
  const cacheKeys = new Map<string, string>();
  // Next.js names a route's cache folder after the SHA-256 of its page entry (server/lib/route-cache-key).
  for (const entry of isRecord(appPaths) ? Object.keys(appPaths) : []) {
    const route = routeOfAppPage(entry);
    if (route && !cacheFolders.has(route)) {
      const owner = createHash('sha256').update(entry).digest('hex');
      cacheFolders.set(route, path.join(distDir, 'server', 'route-cache', 'APP_PAGE', owner, '$'));
      cacheKeys.set(route, `/route-cache/APP_PAGE/${owner}/$`);
    }
  }
  const prerenderDynamic = isRecord(prerender) && isRecord(prerender.dynamicRoutes) ? prerender.dynamicRoutes : {};
  const staticPages = new Set<string>();
  const dynamicRoutes: RouteTable['dynamicRoutes'] = [];
  if (isRecord(routes)) {
    for (const route of Array.isArray(routes.staticRoutes) ? routes.staticRoutes : []) {
      if (isRecord(route) && typeof route.page === 'string') staticPages.add(route.page);
    }
    // Kept in the manifest's order, which is the order Next.js tries them in.
    for (const route of Array.isArray(routes.dynamicRoutes) ? routes.dynamicRoutes : []) {
      if (!isRecord(route) || typeof route.page !== 'string' || typeof route.regex !== 'string') continue;
      const isr = prerenderDynamic[route.page];
      // fallback false: unknown params get the prerendered 404; null (blocking) or a shell: rendered, then cached.
      const kind: RouteKind = isRecord(isr) && isr.fallback !== false && isr.fallback !== undefined ? 'isr' : 'dynamic';
      try {
        dynamicRoutes.push({ page: route.page, regex: new RegExp(route.regex), kind });
      } catch {
        // A pattern this runtime cannot compile is treated as not matching.
      }
    }
  }
  return { staticPages, dynamicRoutes, cacheFolders, cacheKeys };
}

export function createPagePolicyResolver(options: ResolverOptions) {
  const appDir = path.join(options.distDir, 'server', 'app');
  const keepVersions = Math.max(1, options.keepVersions ?? 3);
  const maxPages = Math.max(1, options.maxPages ?? 2000);
  const randomNonce = options.randomNonce ?? (() => randomBytes(18).toString('base64'));
  // A key object, made once: a raw key would be imported again on every path's nonce.
  const nonceKey = createSecretKey(randomBytes(32));
  const pages = new Map<string, CachedPage>();
  const renderPolicies = new WeakMap<object, PageScriptPolicy>();
  let routeTable: RouteTable | undefined;

  /** The hashes of `bytes`'s inline scripts added to the last versions', and the entity tag of `bytes`. */
  function policyOfHtml(bytes: Buffer, previous: string[][] = []) {
    const current = inlineScriptHashes(bytes.toString('utf8'));
    const versions = [current, ...previous.filter((version) => version.join() !== current.join())].slice(0, keepVersions);
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    return { versions, sources: [...new Set(versions.flat())], etag };
  }

  // Opened on first use: `next build` loads this module without a build to read or a server to run.
  let sharedState: ReturnType<typeof sharedPages> | undefined;
  const sharedOf = () => (options.redisUrl ? (sharedState ??= sharedPages(options.redisUrl)) : undefined);

  /** The pages Next.js serves from Redis: their policies, read from the copies stored there. */
  function sharedPages(redisUrl: string) {
    const client = createCacheClient(redisUrl);
    const prefix = cachePrefix(buildIdOf(options.distDir));
    const known = new Map<string, SharedPage>();
    const loading = new Map<string, Promise<void>>();
    // A copy written or a tag expired anywhere: the affected policies are read again before their next use.
    const subscriber = client.duplicate();
    subscriber.on('error', () => {});
    // A policy read before the subscription holds could miss the announcement of the next copy.
    const subscribed = subscriber.subscribe(`${prefix}${CACHE_EVENTS}`).then(
      () => undefined,
      () => undefined,
    );
    subscriber.on('message', (_channel: string, message: string) => {
      const key = message.startsWith('set ') ? message.slice('set '.length) : undefined;
      for (const page of known.values()) if (key === undefined || page.key === key) page.current = false;
    });
    // Messages sent while the connection was down are lost: nothing read before then is trusted.
    subscriber.on('ready', () => {
      for (const page of known.values()) page.current = false;
    });

    function keyOf(pathname: string): string | undefined {
      const name = pageFileName(pathname);
      const route = name ? routeOf(pathname) : undefined;
      const start = route ? routeTable?.cacheKeys.get(route.page) : undefined;
      return start && name ? `${start}${name.slice(0, -'.html'.length)}` : undefined;
    }

    async function load(pathname: string, key: string): Promise<void> {
      await subscribed;
      const previous = known.get(pathname);
      // Unknown until read: a request meanwhile gets a nonce (nothing of the old copy is vouched for).
      if (previous) previous.current = false;
      let html: string | undefined;
      try {
        html = await readFreshHtml(client, prefix, key);
      } catch {
        // Redis not answering: Next.js's read fails too and the page renders now, with a nonce.
        html = undefined;
      }
      known.delete(pathname);
      known.set(
        pathname,
        html === undefined
          ? { key, current: true, absent: true, versions: previous?.versions ?? [], sources: [], etag: '' }
          : { key, current: true, ...policyOfHtml(Buffer.from(html, 'utf8'), previous?.versions) },
      );
      while (known.size > maxPages) known.delete(known.keys().next().value!);
    }

    return {
      close: () => {
        client.disconnect();
        subscriber.disconnect();
      },
      get(pathname: string): SharedPage | undefined {
        const page = known.get(pathname);
        return page?.current && !page.absent ? page : undefined;
      },
      ready(pathname: string): Promise<void> | undefined {
        if (known.get(pathname)?.current) return undefined;
        const key = keyOf(pathname);
        if (!key) return undefined;
        let pending = loading.get(pathname);
        if (!pending) {
          pending = load(pathname, key).finally(() => loading.delete(pathname));
          loading.set(pathname, pending);
        }
        return pending;
      },
    };
  }

  /** The path as a file name below a cache folder (`/` is `/index`), or undefined when it cannot be one. */
  function pageFileName(pathname: string): string | undefined {
    // Next.js routes an encoded slash (`/legal%2F`) or an encoded plain character (`/%6Cegal`) as a slug of
    // a dynamic route, not as the page the decoded name would find: such a path has no cached page.
    if (ENCODED_PLAIN_CHARACTER.test(pathname)) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (!decoded.startsWith('/') || /[\0\\]/.test(decoded)) return undefined;
    const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
    if (trimmed.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
    if (trimmed === '/') return '/index.html';
    return `${/^\/index(\/|$)/.test(trimmed) ? `/index${trimmed}` : trimmed}.html`;
  }

  function inside(folder: string, name: string): string | undefined {
    const file = path.join(folder, name);
    return file.startsWith(folder + path.sep) ? file : undefined;
  }

  function routeOf(pathname: string): Route | undefined {
    routeTable ??= loadRouteTable(options.distDir);
    if (routeTable.staticPages.has(pathname)) return { page: pathname, kind: 'dynamic' };
    return routeTable.dynamicRoutes.find(({ regex }) => regex.test(pathname));
  }

  /**
   * Hash sources and entity tag of the cached HTML of `pathname` (served by `route`), or undefined when it
   * has none on disk.
   */
  function prerendered(pathname: string, route = routeOf(pathname)): Pick<CachedPage, 'sources' | 'etag'> | undefined {
    const shared = sharedOf();
    if (shared) return shared.get(pathname);
    // A path no route serves has no page to read (what bots send all day: nothing to look up on disk).
    if (!route) return undefined;
    const name = pageFileName(pathname);
    if (!name) return undefined;
    // The route cache holds what Next.js serves once it has read or regenerated the page; before that, the build's copy.
    const cacheFolder = routeTable?.cacheFolders.get(route.page);
    let file: string | undefined;
    let stat: Stats | undefined;
    for (const candidate of [cacheFolder && inside(cacheFolder, name), inside(appDir, name)]) {
      if (!candidate) continue;
      stat = statSync(/* turbopackIgnore: true */ candidate, { throwIfNoEntry: false });
      if (stat?.isFile()) {
        file = candidate;
        break;
      }
    }
    if (!file || !stat?.isFile()) return undefined;
    const cached = pages.get(pathname);
    if (cached && cached.file === file && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;

    let bytes: Buffer;
    try {
      bytes = readFileSync(/* turbopackIgnore: true */ file);
    } catch {
      return cached;
    }
    const entry: CachedPage = { file, mtimeMs: stat.mtimeMs, size: stat.size, ...policyOfHtml(bytes, cached?.versions) };
    pages.delete(pathname);
    pages.set(pathname, entry);
    // Oldest first in a Map: the set of pages only grows with ISR pages, but it stays bounded.
    while (pages.size > maxPages) pages.delete(pages.keys().next().value!);
    return entry;
  }

  function stableNonce(pathname: string): string {
    return createHmac('sha256', nonceKey).update(pathname).digest('base64').slice(0, 24);
  }

  return {
    /**
     * The hashes of the stylesheets a page may carry inline (app/sheets/): fixed by the build, the same for a
     * page rendered now or cached.
     */
    styleSources(): readonly string[] {
      return SHEET_HASH_SOURCES;
    },
    /**
     * Reads what `resolve` needs that is not at hand: with REDIS_URL, the stored copies of `pathname` and of
     * the 404 page when their policies are unknown or were announced changed. Nothing to wait for on disk.
     */
    async ready(pathname: string): Promise<void> {
      const shared = sharedOf();
      if (!shared) return;
      await Promise.all([shared.ready(pathname), shared.ready(NOT_FOUND_PAGE)]);
    },
    /** Ends the Redis subscription (tests; a server keeps it for its lifetime). */
    close(): void {
      sharedState?.close();
    },
    resolve(pathname: string): PageScriptPolicy {
      const route = routeOf(pathname);
      const cached = prerendered(pathname, route);
      if (cached) {
        // Served as cached, unless an on-demand revalidation expired it: then Next.js renders the page again
        // for this very request, with inline scripts the cached copy's hashes do not cover. The policy also
        // allows a nonce, the same for the path on every request, that such a render is given and carries.
        if (!options.renderNonceKey) return { scriptSources: cached.sources, etag: cached.etag };
        // Kept per cached copy: the same array each time lets the headers module reuse the policy it built.
        let withNonce = renderPolicies.get(cached);
        if (!withNonce) {
          const renderNonce = createHmac('sha256', options.renderNonceKey).update(`render-nonce:${pathname}`).digest('base64').slice(0, 24);
          withNonce = { scriptSources: [...cached.sources, `'nonce-${renderNonce}'`], etag: cached.etag, renderNonce };
          renderPolicies.set(cached, withNonce);
        }
        return withNonce;
      }
      if (!route && UNROUTED_CANDIDATE.test(pathname)) {
        // A path no route serves (bots send such paths all day: `/wp-admin/setup-config.php`): Next.js answers
        // it with the prerendered 404 page as it is, not stored, so that page's hashes are its policy, the same
        // array on every request, and no entity tag (a page published later must not meet a 304).
        const notFound = prerendered(NOT_FOUND_PAGE);
        if (notFound) return { scriptSources: notFound.sources };
      }
      const nonce = route?.kind === 'isr' ? stableNonce(pathname) : randomNonce();
      const scriptSources = [`'nonce-${nonce}'`, ...(prerendered(NOT_FOUND_PAGE)?.sources ?? [])];
      return route && route.page !== pathname ? { scriptSources, nonce, route: route.page } : { scriptSources, nonce };
    },
  };
}
