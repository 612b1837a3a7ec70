/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageScriptPolicy } from '@/lib/security/page-policy';
import { createPageHeaders, isFresh } from '@/lib/security/prerendered-page-headers';

const HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const ETAG = '"cached-version"';
const sources = [HASH];

const STYLE_HASH = "'sha256-sitestylesheethashsitestylesheethashsitest='";
const styleSources = [STYLE_HASH];

/**
 * Cached HTML for /legal and /insight/page/1; every other path would be rendered now. Like the real
 * resolver, it finds a page's file by the decoded path without a trailing slash.
 */
const resolver = {
  styleSources: () => styleSources,
  resolve(pathname: string): PageScriptPolicy {
    const name = decodeURIComponent(pathname).replace(/(.)\/+$/, '$1');
    if (name === '/legal' || name === '/insight/page/1') return { scriptSources: sources, etag: ETAG };
    return { scriptSources: ["'nonce-abc'"], nonce: 'abc' };
  },
};

const read = (file: string) => readFileSync(path.join(__dirname, '../..', file), 'utf8');

describe("a page's headers, set by proxy.ts alone", () => {
  const { cachedPageHeaders } = createPageHeaders(resolver, false);

  it("gives a cached page its hash policy and entity tag, the policy built once", () => {
    const { scriptSources, etag } = resolver.resolve('/legal');
    const first = cachedPageHeaders(scriptSources, etag);
    expect(first.ETag).toBe(ETAG);
    expect(/script-src ([^;]*)/.exec(first['Content-Security-Policy'])?.[1]).toBe(`'self' ${HASH}`);
    // The site's inline stylesheet, by its hash; no other inline <style> element.
    expect(/style-src-elem ([^;]*)/.exec(first['Content-Security-Policy'])?.[1]).toBe(`'self' ${STYLE_HASH}`);
    // The same string, not an equal one: built once for the page's sources.
    expect(cachedPageHeaders(scriptSources, etag)['Content-Security-Policy']).toBe(first['Content-Security-Policy']);
  });

  it('tells a request that already holds the cached version, unless it asks to skip caches', () => {
    expect(isFresh({ 'if-none-match': `"other", ${ETAG}` }, ETAG)).toBe(true);
    expect(isFresh({ 'if-none-match': '"other"' }, ETAG)).toBe(false);
    expect(isFresh({}, ETAG)).toBe(false);
    // A reload that asks for no cache gets the page.
    expect(isFresh({ 'if-none-match': ETAG, 'cache-control': 'no-cache' }, ETAG)).toBe(false);
  });

  it('is the one owner of page headers: only proxy.ts reads them, the server and the matcher know no mark', () => {
    const server = read('scripts/server.mjs');
    expect(server).not.toContain('prerendered-page-headers');
    expect(read('proxy.ts')).not.toMatch(/missing:/);
    // No header passed between the server and the proxy.
    expect(`${server}${read('proxy.ts')}`).not.toMatch(/x-prerendered/i);
  });
});
