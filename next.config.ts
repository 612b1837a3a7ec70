import type { NextConfig } from 'next';
import { getConfig } from './lib/config';
import { placeholderWarning } from './lib/placeholders';
import { responseHeaderRules } from './lib/security/headers';

const { imageHost } = getConfig();

const permanent = (source: string, destination: string) => ({ source, destination, permanent: true });

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next.js would hash every page's whole HTML on each request for its ETag (half the server's time on
  // the home page); proxy.ts sends a tag computed once per version of each cached page instead.
  generateEtags: false,
  reactStrictMode: true,
  // No in-memory copy of the cached pages, route answers and data reads: Next.js reads them from its files
  // (or from Redis) on each request. Its 50 MB copy filled with every page rendered or visited and stayed in
  // the server's memory while it idled, and serving from the files was no slower (docs/operations.md, "Memory").
  cacheMaxMemorySize: 0,
  // The stylesheet is compiled into a string that each page carries in its <head> (app/site-styles.tsx).
  turbopack: {
    rules: {
      '*.inline-css': { loaders: [require.resolve('./scripts/css-text-loader.cjs')], as: '*.js' },
    },
  },
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', 'sanitize-html'],
  // With REDIS_URL the instances share their pages, data reads and tag expiries (docs/revalidation.md);
  // without it, Next.js's own file-system cache. Decided when the server starts; `next build` keeps its
  // prerendered pages on disk (a server with Redis renders each once and stores that copy).
  cacheHandler:
    getConfig().redisUrl && !process.argv.includes('build') ? require.resolve('./lib/cache/redis-cache-handler.mjs') : undefined,
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: imageHost ? [new URL(`${imageHost}/**`)] : [],
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
  // Every response's security headers (lib/security/headers.ts); pages get their policy in proxy.ts.
  async headers() {
    return responseHeaderRules();
  },
};

// proxy.ts reads the prerendered pages from the build folder, wherever it is.
nextConfig.env = { ...nextConfig.env, SITE_DIST_DIR: nextConfig.distDir ?? '.next' };
// Part of the blog's data-cache keys (lib/blog/index.ts): a new build never reads the previous one's posts.
if (process.argv.includes('build')) nextConfig.env.BLOG_CACHE_BUILD = String(Date.now());

// `next build` for a real site lists the placeholder links still set in content/site.ts.
if (process.argv.includes('build')) {
  const warning = placeholderWarning();
  if (warning) console.warn(warning);
}

export default nextConfig;
