/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageScriptPolicy } from '@/lib/security/page-policy';
import { createPageHeaders, PAGE_HEADERS_SET } from '@/lib/security/prerendered-page-headers';

const HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const ETAG = '"cached-version"';
const sources = [HASH];

const NOT_FOUND_HASH = "'sha256-notfoundpagehashnotfoundpagehashnotfoundpa='";
const STYLE_HASH = "'sha256-sitestylesheethashsitestylesheethashsitest='";
const styleSources = [STYLE_HASH];

/**
 * Cached HTML for /legal, /insight/page/1 and the 404 page; every other path would be rendered now. Like
 * the real resolver, it finds a page's file by the decoded path without a trailing slash. Routes: those
 * pages, the listing's pages and a one-segment slug route (as /[blogSlug]).
 */
const resolver = {
  styleSources: () => styleSources,
  resolve(pathname: string): PageScriptPolicy {
    const name = decodeURIComponent(pathname).replace(/(.)\/+$/, '$1');
    if (name === '/legal' || name === '/insight/page/1') return { scriptSources: sources, etag: ETAG };
    if (name === '/_not-found') return { scriptSources: [NOT_FOUND_HASH], etag: '"not-found"' };
    return { scriptSources: ["'nonce-abc'"], nonce: 'abc' };
  },
  servesNoRoute(pathname: string): boolean {
    return pathname.split('/').length > 2 && !/^\/(?:legal|insight\/page)\//.test(pathname);
  },
};

const read = (file: string) => readFileSync(path.join(__dirname, '../..', file), 'utf8');

describe("a cached page's headers, set by the production server instead of the proxy", () => {
  const { prerenderedPageHeaders } = createPageHeaders(resolver, false);

  it('gives a plain GET or HEAD of a cached page its hash policy and entity tag, the policy built once', () => {
    const answer = prerenderedPageHeaders('GET', '/legal', {});
    const first = answer?.headers;
    expect(answer?.notModified).toBe(false);
    expect(first?.ETag).toBe(ETAG);
    expect(first?.['Content-Security-Policy']).toContain(`script-src 'self' ${HASH}`);
    expect(/script-src ([^;]*)/.exec(first?.['Content-Security-Policy'] ?? '')?.[1]).toBe(`'self' ${HASH}`);
    // The site's inline stylesheet, by its hash; no other inline <style> element.
    expect(/style-src-elem ([^;]*)/.exec(first?.['Content-Security-Policy'] ?? '')?.[1]).toBe(`'self' ${STYLE_HASH}`);
    expect(prerenderedPageHeaders('HEAD', '/legal?utm_source=newsletter', {})?.headers['Content-Security-Policy']).toBe(first?.['Content-Security-Policy']);
  });

  it('answers a request that already holds the cached version with 304 and the same headers, from the same decision', () => {
    const full = prerenderedPageHeaders('GET', '/legal', {});
    const conditional = prerenderedPageHeaders('GET', '/legal', { 'if-none-match': `"other", ${ETAG}` });
    expect(conditional).toEqual({ headers: full?.headers, notModified: true });
    expect(prerenderedPageHeaders('GET', '/legal', { 'if-none-match': '"other"' })?.notModified).toBe(false);
    // A reload that asks for no cache gets the page.
    expect(prerenderedPageHeaders('GET', '/legal', { 'if-none-match': ETAG, 'cache-control': 'no-cache' })?.notModified).toBe(false);
  });

  it.each([
    ['a form post', 'POST', '/legal', {}],
    ['an RSC payload', 'GET', '/legal', { rsc: '1' }],
    ['a prefetch', 'GET', '/legal', { 'next-router-prefetch': '1' }],
    ['a path without cached HTML that a route renders', 'GET', '/no-such-post', {}],
    ['a non-canonical page number', 'GET', '/insight/page/01', {}],
    ['a trailing slash', 'GET', '/legal/', {}],
    ['a file name', 'GET', '/legal.json', {}],
    ['a double slash', 'GET', '//legal', {}],
    ['an encoded slash after a cached page', 'GET', '/legal%2F', {}],
    ['an encoded name of a cached page', 'GET', '/%6Cegal', {}],
    ['a dot segment', 'GET', '/insight/../legal', {}],
    ["the listing's category filter", 'GET', '/insight/page/1?category=seo', {}],
    ['an overlong segment', 'GET', `/${'a'.repeat(400)}`, {}],
  ])('leaves %s to the proxy', (_, method, url, headers) => {
    expect(prerenderedPageHeaders(method, url, headers)).toBeUndefined();
  });

  it.each(['/wp-admin/setup-config.php', '/no/such/page', '/a1b2/.env', '/x/y.php?token'])(
    "gives %s, which no route serves, the 404 page's hash policy and no entity tag",
    (url) => {
      const answer = prerenderedPageHeaders('GET', url, { 'if-none-match': '"not-found"' });
      expect(answer?.notModified).toBe(false);
      const headers = answer?.headers;
      expect(/script-src ([^;]*)/.exec(headers?.['Content-Security-Policy'] ?? '')?.[1]).toBe(`'self' ${NOT_FOUND_HASH}`);
      expect(headers?.ETag).toBeUndefined();
    },
  );

  it.each(['/api/no/such', '/_next/static/x.js', '/images/a/b.png', '/insight/og/a/b', '/no/such/', '/no/../such', '/no/./such', '/no//such', '/no/%2e%2e/such'])(
    'leaves %s, which the proxy or Next.js answers otherwise, alone',
    (url) => {
      expect(prerenderedPageHeaders('GET', url, {})).toBeUndefined();
    },
  );

  it('does nothing under next dev, where every page is rendered per request with a nonce', () => {
    expect(createPageHeaders(resolver, true).prerenderedPageHeaders('GET', '/legal', {})).toBeUndefined();
  });

  it("names the same mark as proxy.ts's matcher (a literal there, as the matcher must be), which the server imports", () => {
    expect(read('proxy.ts')).toContain(`missing: [{ type: 'header', key: '${PAGE_HEADERS_SET}' }]`);
    const server = read('scripts/server.mjs');
    expect(server).toMatch(/const \{ pageHeaders, PAGE_HEADERS_SET \} = await importSiteModule\('lib\/security\/prerendered-page-headers\.ts'\);/);
    // The server removes a client's own mark before anything else reads the request.
    expect(server).toMatch(/delete request\.headers\[PAGE_HEADERS_SET\];/);
  });
});
