import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from './csp';

// Which script allowance a page gets, decided per request in proxy.ts without rendering anything.
//
// - A page with prerendered HTML in the build (`<distDir>/server/app/<path>.html`, written by
//   `next build` and rewritten there by ISR) gets the hashes of that HTML's inline scripts. The file
//   is hashed on first use and again whenever its mtime or size changes; the hashes of the last few
//   versions are kept, so a server still holding the previous version in memory (or another instance
//   sharing the folder) is not refused. Nothing is added to the request: the page stays static.
// - A path of a blocking ISR route that has no HTML yet (a post or a 404 first rendered at run time, and
//   then cached in memory) gets a nonce that is stable for that path in this process, so the cached copy
//   keeps matching the header until it is written to disk and hashed.
// - Every other path (pages rendered per request, unknown paths) gets a fresh random nonce. Unknown
//   paths may also be answered with the prerendered 404 page, whose hashes are therefore added.

export type PageScriptPolicy = {
  /** Sources for script-src: hashes, or a nonce plus the hashes of the 404 page. */
  scriptSources: string[];
  /** Set when the page will be rendered now: Next.js reads it from the request's CSP header. */
  nonce?: string;
};

type CachedPage = { mtimeMs: number; size: number; versions: string[][]; sources: string[] };

type RouteKind = 'isr' | 'dynamic';

type RouteTable = {
  staticPages: Set<string>;
  dynamicRoutes: { regex: RegExp; kind: RouteKind }[];
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
};

const NOT_FOUND_PAGE = '/_not-found';

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

/** The routes of the build, from the manifests `next build` writes. Empty when they are missing. */
function loadRouteTable(distDir: string): RouteTable {
  const routes = readJson(path.join(distDir, 'routes-manifest.json'));
  const prerender = readJson(path.join(distDir, 'prerender-manifest.json'));
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
        dynamicRoutes.push({ regex: new RegExp(route.regex), kind });
      } catch {
        // A pattern this runtime cannot compile is treated as not matching.
      }
    }
  }
  return { staticPages, dynamicRoutes };
}

export function createPagePolicyResolver(options: ResolverOptions) {
  const appDir = path.join(options.distDir, 'server', 'app');
  const keepVersions = Math.max(1, options.keepVersions ?? 3);
  const maxPages = Math.max(1, options.maxPages ?? 2000);
  const randomNonce = options.randomNonce ?? (() => randomBytes(18).toString('base64'));
  const nonceKey = randomBytes(32);
  const pages = new Map<string, CachedPage>();
  let routeTable: RouteTable | undefined;

  /** The prerendered HTML file of a path, or undefined when the path cannot name one. */
  function htmlFileOf(pathname: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (!decoded.startsWith('/') || /[\0\\]/.test(decoded)) return undefined;
    const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
    if (trimmed.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
    const file = path.join(appDir, `${trimmed === '/' ? '/index' : trimmed}.html`);
    return file.startsWith(appDir + path.sep) ? file : undefined;
  }

  /** Hash sources of the prerendered HTML of `pathname`, or undefined when it has none on disk. */
  function prerenderedSources(pathname: string): string[] | undefined {
    const file = htmlFileOf(pathname);
    if (!file) return undefined;
    const stat = statSync(/* turbopackIgnore: true */ file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    const cached = pages.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.sources;

    let html: string;
    try {
      html = readFileSync(/* turbopackIgnore: true */ file, 'utf8');
    } catch {
      return cached?.sources;
    }
    const current = inlineScriptHashes(html);
    const versions = [current, ...(cached?.versions ?? []).filter((version) => version.join() !== current.join())].slice(
      0,
      keepVersions,
    );
    const entry: CachedPage = { mtimeMs: stat.mtimeMs, size: stat.size, versions, sources: [...new Set(versions.flat())] };
    pages.delete(file);
    pages.set(file, entry);
    // Oldest first in a Map: the set of pages only grows with ISR pages, but it stays bounded.
    while (pages.size > maxPages) pages.delete(pages.keys().next().value!);
    return entry.sources;
  }

  function routeKind(pathname: string): RouteKind {
    routeTable ??= loadRouteTable(options.distDir);
    if (routeTable.staticPages.has(pathname)) return 'dynamic';
    const route = routeTable.dynamicRoutes.find(({ regex }) => regex.test(pathname));
    return route?.kind ?? 'dynamic';
  }

  function stableNonce(pathname: string): string {
    return createHmac('sha256', nonceKey).update(pathname).digest('base64').slice(0, 24);
  }

  return {
    resolve(pathname: string): PageScriptPolicy {
      const hashes = prerenderedSources(pathname);
      if (hashes) return { scriptSources: hashes };
      const nonce = routeKind(pathname) === 'isr' ? stableNonce(pathname) : randomNonce();
      return { scriptSources: [`'nonce-${nonce}'`, ...(prerenderedSources(NOT_FOUND_PAGE) ?? [])], nonce };
    },
  };
}
