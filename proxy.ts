import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fresh from 'fresh';
import { NextResponse, type NextRequest } from 'next/server';
import type { MissingPageChecker } from '@/lib/blog/missing-pages';
import { pageContentSecurityPolicy } from '@/lib/security/headers';
import { pageOrigins } from '@/lib/security/page-origins';
import { createPagePolicyResolver, type PageScriptPolicy } from '@/lib/security/page-policy';

// Sets the Content-Security-Policy of every page (lib/security/headers.ts states which headers every
// response gets; lib/security/page-policy.ts says which script allowance each page gets).
// A page with cached HTML also gets its entity tag here, and a request that already holds that version
// is answered 304 without reaching the renderer.

const development = process.env.NODE_ENV === 'development';
const resolver = createPagePolicyResolver({
  // next.config.ts passes its distDir here.
  distDir: path.resolve(process.cwd(), process.env.SITE_DIST_DIR || '.next'),
});

// Unknown posts and listing pages past the end: answered with the prerendered 404 page (see missing-pages.ts).
// Loaded on the first path that needs the check: cached pages never do, and the blog's sources (the
// markdown pipeline among them) stay out of the proxy until then.
let missingPages: Promise<MissingPageChecker> | undefined;
function missingPageChecker(): Promise<MissingPageChecker> {
  missingPages ??= import('@/lib/blog/missing-pages').then(({ createMissingPageChecker }) => createMissingPageChecker());
  return missingPages;
}
// A path no route matches: Next.js answers it with the prerendered 404 page and the headers it gives
// unknown paths (not cacheable, so a post published later never meets a cached 404; the proxy runs again
// for it and gives it an unknown path's policy). Rewriting to /_not-found itself would send that page's
// own year-long s-maxage.
const UNMATCHED_PATH = '/_not-found/unmatched';

const policies = new WeakMap<readonly string[], string>();
const policyFor = (scriptSources: readonly string[]) => pageContentSecurityPolicy(scriptSources, pageOrigins(), development);

/** For a page rendered per request: `next dev` renders every page so, and so does a form's post. */
function noncePolicy(): PageScriptPolicy {
  const nonce = randomBytes(18).toString('base64');
  return { scriptSources: [`'nonce-${nonce}'`], nonce };
}

/**
 * The route that will render the request. The proxy runs before next.config.ts's rewrites, and one of
 * them sends the listing's `?category=` filter to a route rendered per request (keep the two in step).
 */
function renderedPath({ pathname, searchParams }: NextRequest['nextUrl']): string {
  if (searchParams.has('category') && /^\/insight\/page\/[^/]+\/?$/.test(pathname)) {
    return `${pathname.replace(/\/$/, '')}/filtered`;
  }
  return pathname;
}

export async function proxy(request: NextRequest) {
  const pathname = renderedPath(request.nextUrl);
  // A form posted before hydration (or without JavaScript) runs its server action and renders the page
  // anew, with inline scripts no prerendered hash covers: that render gets a nonce.
  const rendersNow = development || request.method === 'POST';
  const { scriptSources, nonce, etag, route } = rendersNow ? noncePolicy() : resolver.resolve(pathname);

  if (route && (await (await missingPageChecker()).isMissing(route, pathname, request.nextUrl.searchParams))) {
    return NextResponse.rewrite(new URL(UNMATCHED_PATH, request.url));
  }

  if (!nonce) {
    // A prerendered page: the same sources array until its HTML changes, so its policy is built once.
    let policy = policies.get(scriptSources);
    if (!policy) {
      policy = policyFor(scriptSources);
      policies.set(scriptSources, policy);
    }
    const headers = { 'Content-Security-Policy': policy, ...(etag ? { ETag: etag } : {}) };
    const conditional =
      (request.method === 'GET' || request.method === 'HEAD') && request.headers.has('if-none-match');
    if (etag && conditional && fresh(Object.fromEntries(request.headers), { etag })) {
      return new NextResponse(null, { status: 304, headers });
    }
    const response = NextResponse.next();
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }

  // Rendered now: Next.js finds the nonce in the request's CSP header and puts it on its scripts.
  const policy = policyFor(scriptSources);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  requestHeaders.delete('Content-Security-Policy-Report-Only');
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not the API, build assets, generated images, feeds or files with an extension.
      source:
        '/((?!api/|_next/|insight/og/|insight/opengraph-image|.*\\.(?:xml|json|txt|svg|png|jpe?g|gif|webp|avif|ico|webmanifest|js|mjs|css|map|woff2?)$).*)',
      // Client-side navigations fetch RSC payloads, not documents: they need no policy.
      missing: [
        { type: 'header', key: 'rsc' },
        { type: 'header', key: 'next-router-prefetch' },
      ],
    },
  ],
};
