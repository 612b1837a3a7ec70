/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deferredScriptsOf } from '@/lib/server/deferred-scripts.mjs';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import PageCache, { installPageCache, withDeferredScripts } from '@/lib/server/page-cache.mjs';

const page =
  '<!DOCTYPE html><html lang="en"><head><script src="/_next/static/chunks/react-dom.js" async=""></script></head>' +
  '<body><main><h1>Digital agency</h1></main></body></html>';

describe('the page cache', () => {
  let distDir: string;

  beforeAll(() => {
    // A prerendered page as `next build` leaves it: HTML, RSC payload and metadata.
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-page-cache-'));
    fs.mkdirSync(path.join(distDir, 'app'), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'app', 'discover.html'), page);
    fs.writeFileSync(path.join(distDir, 'app', 'discover.rsc'), '0:{}\n');
    fs.writeFileSync(path.join(distDir, 'app', 'discover.meta'), JSON.stringify({ headers: {}, status: 200 }));
  });
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  const open = () =>
    new PageCache({
      fs: { ...fs.promises, existsSync: fs.existsSync, readFileSync: fs.readFileSync } as never,
      dev: false,
      flushToDisk: false,
      serverDistDir: distDir,
      revalidatedTags: [],
      maxMemoryCacheSize: 10 * 1024 * 1024,
      _requestHeaders: {},
    } as never);

  it("reads a prerendered page like Next.js's own cache and hands it out with its scripts deferred", async () => {
    const entry = await open().get('/discover', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never);
    const html = (entry as { value: { kind: string; html: string } }).value.html;
    expect((entry as { value: { kind: string } }).value.kind).toBe('APP_PAGE');
    expect(deferredScriptsOf(html)).toEqual({ preload: [], scripts: ['/_next/static/chunks/react-dom.js'] });
    expect(html).toContain('<main><h1>Digital agency</h1></main>');
    // The file on disk is not rewritten.
    expect(fs.readFileSync(path.join(distDir, 'app', 'discover.html'), 'utf8')).toBe(page);
  });

  it("is the class Next.js's incremental cache uses once installed", () => {
    const make = () =>
      new IncrementalCache({
        fs: { ...fs.promises, existsSync: fs.existsSync, readFileSync: fs.readFileSync } as never,
        dev: false,
        serverDistDir: distDir,
        requestHeaders: {},
        maxMemoryCacheSize: 0,
        previewProps: { previewModeId: '', previewModeSigningKey: '', previewModeEncryptionKey: '' },
        prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} } as never,
      } as never) as unknown as { cacheHandler: unknown };
    const key = Symbol.for('@next/cache-handlers');
    const store = globalThis as unknown as Record<symbol, unknown>;
    const before = store[key];
    try {
      expect(make().cacheHandler).not.toBeInstanceOf(PageCache);
      installPageCache();
      expect(make().cacheHandler).toBeInstanceOf(PageCache);
    } finally {
      store[key] = before;
    }
  });

  it('misses as Next.js does for a page it does not have', async () => {
    expect(await open().get('/nowhere', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never)).toBeNull();
  });
});

describe('withDeferredScripts', () => {
  it("transforms a cached page's HTML once per cached value", () => {
    const value = { kind: 'APP_PAGE', html: page, rscData: Buffer.from('') };
    const entry = { lastModified: 1, value };
    expect(withDeferredScripts(entry)).toBe(entry);
    const transformed = value.html;
    expect(deferredScriptsOf(transformed)?.scripts).toEqual(['/_next/static/chunks/react-dom.js']);
    // The in-memory cache hands out the same object on every request: the same string comes back.
    withDeferredScripts(entry);
    expect(value.html).toBe(transformed);
  });

  it('leaves route handler and fetch entries, and misses, alone', () => {
    const route = { value: { kind: 'APP_ROUTE', body: Buffer.from(page) } };
    expect(withDeferredScripts(route)).toEqual({ value: { kind: 'APP_ROUTE', body: Buffer.from(page) } });
    const fetched = { value: { kind: 'FETCH', data: { body: page } } };
    expect(withDeferredScripts(fetched)).toEqual({ value: { kind: 'FETCH', data: { body: page } } });
    expect(withDeferredScripts(null)).toBeNull();
  });
});
