import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import fresh from 'fresh';
import { canonicalPagePath, hasOverlongSegment } from '@/lib/blog/page-paths';
import { getConfig } from '@/lib/config';
import { pageContentSecurityPolicy } from './headers';
import { pageOrigins } from './page-origins';
import { createPagePolicyResolver, type PageScriptPolicy } from './page-policy';

/**
 * The headers of a page Next.js serves from its cache as it is: the Content-Security-Policy that allows
 * that HTML's own inline scripts by their hashes, and the entity tag of that HTML.
 *
 * proxy.ts sets them on every page request. Next.js calling a proxy costs more per request than the
 * proxy's own work (`npm run bench:breakdown` measures both), so the production server
 * (scripts/server.mjs, which loads this module itself) sets them for a plain GET or HEAD of such a page
 * and marks the request with `PAGE_HEADERS_SET`:
 * proxy.ts's matcher leaves marked requests alone (a literal there; a unit test keeps the two in step).
 * The server removes that header from every request it receives, so no client can skip the proxy.
 * So does a path no route serves, which Next.js answers with the prerendered 404 page. Anything else (a
 * redirect, a route's own 404, a page rendered now, an RSC payload) still goes through the proxy. A
 * request that already holds the cached version is answered 304 by the server itself, from the same
 * decision as the 200.
 */
export const PAGE_HEADERS_SET = 'x-prerendered-page-headers';

export type PageHeaders = { 'Content-Security-Policy': string; ETag?: string };

/** What the server answers with: the page's headers, and whether the request already holds this version (304). */
export type PrerenderedAnswer = { headers: PageHeaders; notModified: boolean };

type Resolver = {
  resolve(pathname: string): PageScriptPolicy;
  styleSources(): readonly string[];
  servesNoRoute(pathname: string): boolean;
  ready?(pathname: string): Promise<void>;
};

/**
 * A path the server may answer for: plain segments, no trailing slash, no file name extension, and no
 * percent-encoding (`/legal%2F` names the cached `/legal` once decoded, but Next.js routes it as a slug).
 */
const PLAIN_PAGE_PATH = /^\/(?:[A-Za-z0-9\-_~]+(?:\/[A-Za-z0-9\-_~]+)*)?$/;
/**
 * A path that may be one no route serves (what bots try all day: `/wp-admin/setup-config.php`): plain
 * characters and dots, no empty, `.` or `..` segment, no trailing slash (Next.js redirects those), and
 * none of the prefixes proxy.ts's matcher leaves out (keep the two in step).
 */
const UNROUTED_CANDIDATE = /^(?!\/(?:api|_next|images|fonts|insight\/og|insight\/opengraph-image)(?:\/|$))(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-_~.]+)+$/;
const NOT_FOUND_PAGE = '/_not-found';

export function createPageHeaders(resolver: Resolver, development: boolean) {
  // A prerendered page keeps the same sources array until its HTML changes, and the stylesheet's hashes the
  // same array for the whole build (once read), so a page's policy is built once.
  const policies = new WeakMap<readonly string[], { styleSources: readonly string[]; policy: string }>();
  const policyFor = (scriptSources: readonly string[]) =>
    pageContentSecurityPolicy(scriptSources, pageOrigins(), development, resolver.styleSources());

  function cachedPageHeaders(scriptSources: readonly string[], etag?: string): PageHeaders {
    const styleSources = resolver.styleSources();
    let entry = policies.get(scriptSources);
    if (!entry || entry.styleSources !== styleSources) {
      entry = { styleSources, policy: pageContentSecurityPolicy(scriptSources, pageOrigins(), development, styleSources) };
      policies.set(scriptSources, entry);
    }
    const policy = entry.policy;
    return etag ? { 'Content-Security-Policy': policy, ETag: etag } : { 'Content-Security-Policy': policy };
  }

  /**
   * The headers of a GET or HEAD whose answer is a cached page as it is, or undefined when the request
   * needs proxy.ts. `url` is the request target as it arrived (path and query).
   */
  function prerenderedPageHeaders(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): PrerenderedAnswer | undefined {
    if (development || (method !== 'GET' && method !== 'HEAD') || !url) return undefined;
    // An RSC payload or a prefetch: the proxy's checks decide what it renders.
    if (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined) return undefined;
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    if (hasOverlongSegment(pathname)) return undefined;
    if (PLAIN_PAGE_PATH.test(pathname) && !canonicalPagePath(pathname)) {
      // The listing's `?category=` filter is rewritten to a route rendered per request (see proxy.ts).
      if (query !== -1 && new URLSearchParams(url.slice(query + 1)).has('category')) return undefined;
      const { scriptSources, nonce, etag } = resolver.resolve(pathname);
      // The 304 is decided by the same resolver as the 200, so both carry one version's policy.
      if (!nonce && etag) return { headers: cachedPageHeaders(scriptSources, etag), notModified: isFresh(headers, etag) };
      // With REDIS_URL, this bundle's resolver reads the page's stored copy for the next request (the
      // proxy's resolver, another instance, reads its own before answering this one).
      resolver.ready?.(pathname).catch(() => undefined);
    }
    const notFound = UNROUTED_CANDIDATE.test(pathname) && resolver.servesNoRoute(pathname) ? notFoundHeaders() : undefined;
    return notFound && { headers: notFound, notModified: false };
  }

  /**
   * A path no route serves: Next.js answers it with the prerendered 404 page as it is, not stored, so it
   * needs that page's hashes and nothing the proxy decides per request (a nonce would change nothing in
   * the cached HTML). Bots send such paths all day: they are answered as cheaply as a cached page.
   */
  function notFoundHeaders(): PageHeaders | undefined {
    const { scriptSources, nonce, etag } = resolver.resolve(NOT_FOUND_PAGE);
    // No entity tag: a 404 is never stored, and a page published later must not meet a 304.
    return nonce || !etag ? undefined : cachedPageHeaders(scriptSources);
  }

  return { resolver, policyFor, cachedPageHeaders, prerenderedPageHeaders };
}

/** True when the request already holds the version tagged `etag` (and does not ask to skip caches). */
export function isFresh(headers: IncomingHttpHeaders | Record<string, string>, etag: string): boolean {
  return headers['if-none-match'] !== undefined && fresh(headers, { etag });
}

let shared: ReturnType<typeof createPageHeaders> | undefined;

/** The one instance of a module graph (proxy.ts's bundle and scripts/server.mjs each have theirs), on the build Next.js serves. */
export function pageHeaders(): ReturnType<typeof createPageHeaders> {
  shared ??= createPageHeaders(
    // next.config.ts passes its distDir here.
    createPagePolicyResolver({
      distDir: path.resolve(process.cwd(), process.env.SITE_DIST_DIR || '.next'),
      // With it the pages are served from Redis (lib/cache/redis-cache-handler.mjs), and so are their hashes.
      redisUrl: getConfig().redisUrl,
      renderNonceKey: getConfig().revalidateSecret,
    }),
    process.env.NODE_ENV === 'development',
  );
  return shared;
}
