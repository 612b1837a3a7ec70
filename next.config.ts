import type { NextConfig } from 'next';

const imageHost = process.env.IMAGE_HOST?.trim();

/** Baseline security headers for every response (the full CSP is built on top of these). */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

// `npm run bench` builds with BENCH_FLOOR=1: the trivial floor page (`app/bench-floor/page.bench.tsx`) is
// then part of the build, and the build goes to its own folder so `npm start` never serves it.
const benchFloor = process.env.BENCH_FLOOR === '1';

const permanent = (source: string, destination: string) => ({ source, destination, permanent: true });

const nextConfig: NextConfig = {
  poweredByHeader: false,
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
      // The listing's `?category=` filter renders per request; without it the listing is prerendered.
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
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
