import { buildContentSecurityPolicy } from './csp';
import { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from './static-headers.mjs';

export { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS };

/**
 * The security headers of the site, in one place. The contract:
 *
 * - Every response gets `STATIC_SECURITY_HEADERS` (HSTS, nosniff, referrer and permissions policies,
 *   no framing, COOP and CORP `same-origin`), set by next.config.ts's `headers()` from
 *   `responseHeaderRules()`, so they cost no code per request.
 * - API answers get a Content-Security-Policy that allows nothing (`API_CONTENT_SECURITY_POLICY`), and so
 *   do files (`FILE_CONTENT_SECURITY_POLICY`, which lets their images and styles show).
 * - Files meant to be shown on other sites (images, share cards) get CORP `cross-origin` instead.
 * - Pages get `pageContentSecurityPolicy(scriptSources, origins)`, set by proxy.ts: scripts from this
 *   origin, and inline scripts only by the hashes of a prerendered page's own inline scripts or by the
 *   nonce of a page rendered for this request (lib/security/page-policy.ts decides which); never
 *   'unsafe-inline'. The origins come from lib/security/page-origins.ts.
 * - A request the production server refuses before Next.js sees it (scripts/lib/request-target.mjs)
 *   gets `STATIC_SECURITY_HEADERS` and `API_CONTENT_SECURITY_POLICY` from `static-headers.mjs`, which
 *   holds both so that plain JavaScript can read them.
 *
 * next.config.ts loads this module outside the app's bundler, so it imports nothing of the app.
 */

export type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/** Files (feeds, sitemaps, images, build assets) and the 404 page answered for a missing one: nothing may run. */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Paths proxy.ts leaves alone; public files it passes through get the same policy there. */
const FILE_SOURCES = [
  '/images/:path*',
  '/fonts/:path*',
  '/site-sheet/:path*',
  '/_next/static/:path*',
  '/insight/og/:path*',
  '/insight/opengraph-image',
  '/rss.xml',
  '/atom.xml',
  '/feed.json',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap-:n.xml',
  '/server-sitemap.xml',
  '/icon.svg',
];

/** Paths of files other sites may embed: images, the optimised images and the generated share cards. */
const SHAREABLE_SOURCES = [
  '/:all*(svg|png|jpg|jpeg|webp|avif|gif|ico)',
  '/_next/image',
  '/insight/og/:path*',
  '/insight/opengraph-image',
];

/** The rules for next.config.ts's `headers()`; a later rule wins for the same header. */
export function responseHeaderRules(): HeaderRule[] {
  const crossOrigin = [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }];
  return [
    { source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] },
    { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
    // The web font (app/site.inline-css) keeps its name from one subset to the next: a day fresh, then
    // revalidated in the background, so a visit never waits for it twice.
    { source: '/fonts/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }] },
    // The whole stylesheet as a file (app/site-sheet/) is named by its content.
    { source: '/site-sheet/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ...FILE_SOURCES.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: FILE_CONTENT_SECURITY_POLICY }] })),
    ...SHAREABLE_SOURCES.map((source) => ({ source, headers: crossOrigin })),
  ];
}

export type PageOrigins = {
  /** Public URL of the site; an https site also upgrades stray http subresources. */
  siteUrl: string;
  /** Origins images may come from besides this one. */
  imageOrigins: readonly string[];
  /** Origins that may be framed (video embeds, the contact map). */
  frameOrigins: readonly string[];
};

/**
 * The Content-Security-Policy of a page whose inline scripts are allowed by `scriptSources` (hash
 * sources, or one nonce source) and its inline stylesheet by `styleSources`; `development` adds what
 * `next dev` needs to run.
 */
export function pageContentSecurityPolicy(
  scriptSources: readonly string[],
  origins: PageOrigins,
  development = false,
  styleSources: readonly string[] = [],
): string {
  return buildContentSecurityPolicy({ scriptSources, styleSources, ...origins, development });
}
