import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import fresh from 'fresh';
import { getConfig } from '@/lib/config';
import { pageContentSecurityPolicy } from './headers';
import { pageOrigins } from './page-origins';
import { createPagePolicyResolver, type PageScriptPolicy } from './page-policy';

// The headers of a page Next.js serves from its cache as it is: the Content-Security-Policy that allows that
// HTML's own inline scripts by their hashes, and the entity tag of that HTML. proxy.ts, the one place that
// sets a page's policy, takes them from here for a cached page and for a path no route serves (the 404
// page's).

export type PageHeaders = { 'Content-Security-Policy': string; ETag?: string };

type Resolver = {
  resolve(pathname: string): PageScriptPolicy;
  styleSources(): readonly string[];
  ready?(pathname: string): Promise<void>;
};

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

  return { resolver, policyFor, cachedPageHeaders };
}

/** True when the request already holds the version tagged `etag` (and does not ask to skip caches). */
export function isFresh(headers: IncomingHttpHeaders | Record<string, string>, etag: string): boolean {
  return headers['if-none-match'] !== undefined && fresh(headers, { etag });
}

let shared: ReturnType<typeof createPageHeaders> | undefined;

/** The one instance, on the build Next.js serves. */
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
