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

const permanent = (source: string, destination: string) => ({ source, destination, permanent: true });

const nextConfig: NextConfig = {
  poweredByHeader: false,
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
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
