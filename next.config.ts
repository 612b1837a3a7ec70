import type { NextConfig } from 'next';

const imageHost = process.env.IMAGE_HOST?.trim();

/**
 * Security headers of every response. The Content-Security-Policy of pages is set per request by
 * proxy.ts (hashes of the prerendered inline scripts, or a nonce); API answers get a policy that
 * allows nothing.
 */
const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

// `npm run bench` builds with BENCH_FLOOR=1: the trivial floor page (`app/bench-floor/page.bench.tsx`) is
// then part of the build, and the build goes to its own folder so `npm start` never serves it.
const benchFloor = process.env.BENCH_FLOOR === '1';

// Images meant to be shown elsewhere too (share cards, feed readers, posts quoted on other sites).
const shareableImages = '/:all*(svg|png|jpg|jpeg|webp|avif|gif|ico)';

const permanent = (source: string, destination: string) => ({ source, destination, permanent: true });

// Paths proxy.ts leaves alone (files, and the 404 page answered for a missing one): nothing may run in them.
const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";
const filePaths = ['/images/:path*', '/_next/static/:path*', '/insight/og/:path*', '/insight/opengraph-image', '/rss.xml', '/atom.xml', '/feed.json', '/robots.txt', '/sitemap.xml', '/sitemap-:n.xml', '/server-sitemap.xml', '/icon.svg'];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next.js would hash every page's whole HTML on each request for its ETag (half the server's time on
  // the home page); proxy.ts sends a tag computed once per version of each cached page instead.
  generateEtags: false,
  ...(benchFloor ? { distDir: '.next-bench', pageExtensions: ['tsx', 'ts', 'jsx', 'js', 'bench.tsx'] } : {}),
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', 'sanitize-html'],
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: imageHost ? [new URL(`${imageHost.replace(/\/+$/, '')}/**`)] : [],
  },
  async redirects() {
    return [
      permanent('/about', '/discover'),
      permanent('/contact', '/engage'),
      permanent('/blogs', '/insight'),
      permanent('/privacy', '/legal/privacy'),
      permanent('/terms', '/legal/terms'),
      permanent('/team', '/discover/team'),
      permanent('/insight', '/insight/page/1'),
    ];
  },
  async rewrites() {
    return {
      // The listing's `?category=` filter renders per request, so it never reaches the listing's cache
      // (proxy.ts gives that route its per-request policy: keep the two in step).
      beforeFiles: [
        {
          source: '/insight/page/:page',
          has: [{ type: 'query', key: 'category' }],
          destination: '/insight/page/:page/filtered',
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    const crossOrigin = [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }];
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
      ...filePaths.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: FILE_POLICY }] })),
      // Later rules win for the same header.
      { source: shareableImages, headers: crossOrigin },
      { source: '/_next/image', headers: crossOrigin },
      { source: '/insight/og/:path*', headers: crossOrigin },
      { source: '/insight/opengraph-image', headers: crossOrigin },
    ];
  },
};

// proxy.ts reads the prerendered pages from the build folder, wherever it is.
nextConfig.env = { ...nextConfig.env, SITE_DIST_DIR: nextConfig.distDir ?? '.next' };

export default nextConfig;
