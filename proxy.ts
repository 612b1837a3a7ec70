import { randomBytes } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import type { MissingPageChecker } from '@/lib/blog/missing-pages';
import { canonicalPagePath, hasOverlongSegment } from '@/lib/blog/page-paths';
import { getConfig } from '@/lib/config';
import { publicFile } from '@/lib/public-files';
import { refuseBadActionPost } from '@/lib/security/action-guard';
import { FILE_CONTENT_SECURITY_POLICY } from '@/lib/security/headers';
import type { PageScriptPolicy } from '@/lib/security/page-policy';
import { isFresh, pageHeaders } from '@/lib/security/prerendered-page-headers';

// Sets the Content-Security-Policy of every page, the one place that does (lib/security/headers.ts states
// which headers every response gets; lib/security/page-policy.ts says which script allowance each page gets).
// A page with cached HTML also gets its entity tag here, and a request that already holds that version
// is answered 304 without reaching the renderer.

const development = process.env.NODE_ENV === 'development';
const { resolver, policyFor, cachedPageHeaders } = pageHeaders();

// Unknown posts and listing pages past the end: answered with the prerendered 404 page (see missing-pages.ts).
// Loaded on the first path that needs the check: cached pages never do, and the blog's sources (the
// markdown pipeline among them) stay out of the proxy until then.
let missingPages: Promise<MissingPageChecker> | undefined;
function missingPageChecker(): Promise<MissingPageChecker> {
  // The markdown files always answer (if slowly, on a cold start): no deadline, so the page never renders a
  // 404 of its own, which Next.js would write to its route cache.
  // With an upstream, an article's read gets ARTICLE_DEADLINE_MS and a failure is answered here; an article
  // the list of posts names is not read here at all, so its page reads it once.
  const options = getConfig().upstreamApiHost
    ? { articleDeadlineMs: ARTICLE_DEADLINE_MS, articlesFromList: true }
    : { deadlineMs: Number.POSITIVE_INFINITY };
  missingPages ??= import('@/lib/blog/missing-pages').then(({ createMissingPageChecker }) => createMissingPageChecker(options));
  return missingPages;
}
// A path no route matches: Next.js answers it with the prerendered 404 page and the headers it gives
// unknown paths (not cacheable, so a post published later never meets a cached 404; the proxy runs again
// for it and gives it an unknown path's policy). Rewriting to /_not-found itself would send that page's
// own year-long s-maxage.
const UNMATCHED_PATH = '/_not-found/unmatched';
// The prerendered 404 page, whose hashes that answer needs.
const NOT_FOUND_PAGE = '/_not-found';
// An article or category whose data could not be read: a page rendered per request with the error text.
const ARTICLE_UNAVAILABLE_PATH = '/insight/unavailable';
// Long enough for a healthy upstream, short enough that a page answers within about 6 s: the article then
// reads the post again within its own 4 s.
const ARTICLE_DEADLINE_MS = 2000;
// Which of that page's texts a failed read shows; the article's by default.
const SCREENS: Readonly<Record<string, 'category' | 'listing'>> = {
  '/blog/[slug]/page/[page]': 'category',
  '/insight/page/[page]': 'listing',
};

/** For a page rendered per request: `next dev` renders every page so, and so does a form's post. */
function noncePolicy(): PageScriptPolicy {
  const nonce = randomBytes(18).toString('base64');
  return { scriptSources: [`'nonce-${nonce}'`], nonce };
}

/**
 * The route that will render the request. The listing's `?category=` filter goes to a route rendered per
 * request, so that it never reaches the listing's cache; the proxy rewrites it there (see `proceed`).
 */
function renderedPath({ pathname, searchParams }: NextRequest['nextUrl']): string {
  if (searchParams.has('category') && /^\/insight\/page\/[^/]+\/?$/.test(pathname)) {
    return `${pathname.replace(/\/$/, '')}/filtered`;
  }
  return pathname;
}

/** A file of public/ (an image of a post): the blog's routes would otherwise take its path for a slug. */
function isPublicFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname) && publicFile(pathname) !== undefined;
}

/** The request's headers with `policy` as its CSP: Next.js reads a nonce from there when it renders. */
function withPolicy(request: NextRequest, policy: string): Headers {
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  headers.delete('Content-Security-Policy-Report-Only');
  return headers;
}

/**
 * Whether the request's CSP header must become the answer's policy: Next.js reads a nonce from it when the
 * page renders for this request, and a policy the client sent must never be the one it reads.
 */
function replacesPolicy(request: NextRequest, mayRender: boolean): boolean {
  return mayRender || request.headers.has('content-security-policy') || request.headers.has('content-security-policy-report-only');
}

/** Lets the request go on to Next.js, rewritten to `pathname` (its query kept) when that route renders it. */
function proceed(request: NextRequest, pathname: string, init?: { request: { headers: Headers } }): NextResponse {
  if (pathname === request.nextUrl.pathname) return NextResponse.next(init);
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url, init);
}

/**
 * Lets the request go on to the route of `pathname`, its answer carrying `policy`. Next.js reads a nonce
 * from the request's CSP header when it renders, so that header becomes `policy` when the page may render
 * for this request, or when the client sent a policy of its own; otherwise the request goes on as it came.
 */
function nextWithPolicy(request: NextRequest, pathname: string, policy: string, mayRender: boolean): NextResponse {
  const response = proceed(request, pathname, replacesPolicy(request, mayRender) ? { request: { headers: withPolicy(request, policy) } } : undefined);
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * The prerendered 404 page, with that page's policy set here: Next.js serves the rewrite without calling
 * the proxy again, so nothing else would give the answer one.
 */
function notFound(request: NextRequest): NextResponse {
  const { scriptSources, nonce } = development ? noncePolicy() : resolver.resolve(NOT_FOUND_PAGE);
  // Without a nonce the page is served as prerendered, and its policy was built once.
  const policy = nonce ? policyFor(scriptSources) : cachedPageHeaders(scriptSources)['Content-Security-Policy'];
  const url = new URL(UNMATCHED_PATH, request.url);
  const response = replacesPolicy(request, nonce !== undefined)
    ? NextResponse.rewrite(url, { request: { headers: withPolicy(request, policy) } })
    : NextResponse.rewrite(url);
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export async function proxy(request: NextRequest) {
  // A form post from another site, or too large: a clear 403 or 413 instead of Next.js's 500.
  const refused = refuseBadActionPost(request);
  if (refused) return refused;
  // Before anything names a file after the path (a too-long name fails the request with a 500).
  if (hasOverlongSegment(request.nextUrl.pathname)) return notFound(request);
  // `/insight/page/abc` shows page 1 at page 1's address, rather than as a cached copy of its own.
  const canonical = canonicalPagePath(request.nextUrl.pathname);
  if (canonical) {
    const url = request.nextUrl.clone();
    url.pathname = canonical;
    return NextResponse.redirect(url, 308);
  }
  if (isPublicFile(request.nextUrl.pathname)) {
    // An image opened on its own (an SVG is a document): nothing may run in it.
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', FILE_CONTENT_SECURITY_POLICY);
    return response;
  }
  const pathname = renderedPath(request.nextUrl);
  // A form posted before hydration (or without JavaScript) runs its server action and renders the page
  // anew, with inline scripts no prerendered hash covers: that render gets a nonce.
  const rendersNow = development || request.method === 'POST';
  if (!rendersNow) await resolver.ready?.(pathname);
  const { scriptSources, nonce, etag, route, renderNonce } = rendersNow ? noncePolicy() : resolver.resolve(pathname);

  const decision = route ? await (await missingPageChecker()).decide(route, pathname, request.nextUrl.searchParams) : undefined;
  if (decision && 'missing' in decision && decision.missing) return notFound(request);
  if (decision && 'failed' in decision) {
    const target = new URL(ARTICLE_UNAVAILABLE_PATH, request.url);
    const screen = (route && SCREENS[route]) || 'article';
    // The listing's page number is its last segment, already canonical (see canonicalPagePath above).
    const page = screen === 'listing' ? (pathname.split('/').pop() ?? '1') : '1';
    target.search = new URLSearchParams({ kind: decision.failed, screen, page }).toString();
    // Rendered now, so with a nonce like any page rendered per request.
    const policy = policyFor((development ? noncePolicy() : resolver.resolve(ARTICLE_UNAVAILABLE_PATH)).scriptSources);
    const response = NextResponse.rewrite(target, { request: { headers: withPolicy(request, policy) } });
    response.headers.set('Content-Security-Policy', policy);
    return response;
  }
  // Client-side navigations fetch RSC payloads, not documents: they need no policy (but the checks above,
  // or any path would be rendered and cached for them).
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return proceed(request, pathname);

  if (!nonce) {
    const headers = cachedPageHeaders(scriptSources, etag);
    const conditional = request.method === 'GET' || request.method === 'HEAD';
    if (etag && conditional && isFresh(Object.fromEntries(request.headers), etag)) {
      return new NextResponse(null, { status: 304, headers });
    }
    // Served as cached (for a path no route serves, the 404 page as it is, with no entity tag), unless an
    // on-demand revalidation (which needs the render nonce's key) makes Next.js render the page again for
    // this request, with the render nonce on its scripts.
    const response = nextWithPolicy(request, pathname, headers['Content-Security-Policy'], renderNonce !== undefined);
    if (headers.ETag) response.headers.set('ETag', headers.ETag);
    return response;
  }

  // Rendered now: Next.js finds the nonce in the request's CSP header and puts it on its scripts.
  return nextWithPolicy(request, pathname, policyFor(scriptSources), true);
}

export const config = {
  matcher: [
    {
      // Every path a page route could take, whatever it ends with (`/blog/x.json` is a slug to /blog/[slug]):
      // not the API, build assets, generated images, public/images and public/fonts, the whole stylesheet,
      // or the site's own files at the root.
      source:
        '/((?!api/|_next/|insight/og/|insight/opengraph-image|images/|fonts/|site-sheet/|(?:rss\\.xml|atom\\.xml|feed\\.json|robots\\.txt|sitemap[^/]*\\.xml|server-sitemap\\.xml|icon\\.svg|favicon\\.ico)$).*)',
    },
  ],
};
