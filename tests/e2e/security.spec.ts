import { createHash } from 'node:crypto';
import type { APIResponse, Page } from '@playwright/test';
import { engageCopy } from '../../content/engage';
import { site } from '../../content/site';
import { EMBED_HOSTS } from '../../lib/blog/embeds';
import {
  ASK_EMAIL_TEXT,
  ASK_NAME_TEXT,
  CHAT_INPUT_LABEL,
  CHAT_TITLE,
  GREETING_TEXT,
  START_BUTTON_TEXT,
  THANK_YOU_TEXT,
  greetByNameText,
} from '../../content/chat';
import { inlineScriptHashes } from '../../lib/security/csp';
import { cspViolations as violations, expect, recordCspViolations as recordViolations, test, waitForHydration } from './fixtures';

/**
 * Issue 6, security headers: every page carries a Content-Security-Policy without 'unsafe-inline' for
 * scripts, yet the pages work under it (inline scripts allowed by hash on prerendered pages and by a
 * nonce on pages rendered per request, nothing refused, client islands hydrated), and the prerendered
 * pages are still served from the prerender cache.
 */

const ARTICLE = '/insight/blogs/114/video-on-b2b-websites'; // embeds a YouTube video
const PRERENDERED = '/discover';
const PER_REQUEST = '/insight/search?discover=seo';

/** The footer newsletter form is a client island on every page: hydrated means the page's scripts ran. */
async function expectHydrated(page: Page): Promise<void> {
  const form = page.getByRole('contentinfo').locator('form').filter({ has: page.getByRole('textbox', { name: 'Email address' }) });
  await waitForHydration(form);
}

/**
 * Answers the requests of third-party frames matching `matches` with a stand-in page (this machine has
 * no internet) and resolves once one was requested: a frame refused by frame-src is never requested, so
 * the request proves the policy allows it.
 */
async function standInFrame(page: Page, matches: (url: URL) => boolean): Promise<{ requested: Promise<void> }> {
  let answer: () => void = () => {};
  const requested = new Promise<void>((resolve) => (answer = resolve));
  await page.route(matches, async (route) => {
    answer();
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' });
  });
  // Wrapped: an async function returning the promise itself would wait for it.
  return { requested };
}

const octet = () => Math.floor(Math.random() * 256);

test.describe('no Content-Security-Policy violation', () => {
  test('on home, with its client islands hydrated', async ({ page }) => {
    const csp = await recordViolations(page);
    await page.goto('/');
    await expectHydrated(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expectHydrated(page);
    expect(await violations(page)).toEqual([]);
    expect(csp.console).toEqual([]);
  });

  test('on an article with a YouTube embed, which the policy lets load', async ({ page }) => {
    const csp = await recordViolations(page);
    const { requested: framed } = await standInFrame(page, (url) => EMBED_HOSTS.includes(url.hostname));
    await page.goto(ARTICLE);
    const video = page.locator('article iframe[src*="youtube"]');
    await expect(video).toHaveCount(1);
    await video.scrollIntoViewIfNeeded();
    await framed;
    await expectHydrated(page);
    expect(await violations(page)).toEqual([]);
    expect(csp.console).toEqual([]);
  });

  test('on the contact page, whose map the policy lets load', async ({ page }) => {
    const csp = await recordViolations(page);
    const mapOrigin = new URL(site.mapEmbedUrl).origin;
    const { requested: framed } = await standInFrame(page, (url) => url.origin === mapOrigin);
    await page.goto('/engage');
    await page.getByTitle(engageCopy.map.iframeTitle).scrollIntoViewIfNeeded();
    await framed;
    await expectHydrated(page);
    expect(await violations(page)).toEqual([]);
    expect(csp.console).toEqual([]);
  });

  test('during a chat on the contact page (name and email given, transcript saved)', async ({ page }) => {
    const csp = await recordViolations(page);
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });
    await page.goto('/engage');
    const chat = page.getByRole('region', { name: CHAT_TITLE });
    await expect(chat.getByText(GREETING_TEXT)).toBeVisible({ timeout: 15_000 });
    await chat.getByRole('button', { name: START_BUTTON_TEXT }).click();
    await expect(chat.getByText(ASK_NAME_TEXT)).toBeVisible();
    const input = chat.getByRole('textbox', { name: CHAT_INPUT_LABEL });
    await input.fill('Grace Hopper');
    await input.press('Enter');
    await expect(chat.getByText(greetByNameText('Grace Hopper'))).toBeVisible();
    await expect(chat.getByText(ASK_EMAIL_TEXT)).toBeVisible();
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact/save-chat');
    await input.fill(`csp-${Date.now()}-${octet()}@example.com`);
    await input.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(chat.getByText(THANK_YOU_TEXT)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(csp.console).toEqual([]);
  });

  test('the mobile menu opens under the policy', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'The slide-in menu exists below the large breakpoint only.');
    await recordViolations(page);
    await page.goto(PRERENDERED);
    const open = page.getByRole('button', { name: 'Open menu' });
    await waitForHydration(open);
    await open.click();
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
  // Every route is walked, with its violation events checked, in shell.spec.ts (one walk for titles,
  // console errors, axe and the policy).
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'];
  expect(header, `${response.url()} has a Content-Security-Policy`).toBeTruthy();
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectStrictPolicy(policy: Map<string, string[]>): void {
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.some((source) => /^(https?:|\*|data:)/.test(source))).toBe(false);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
}

function expectStaticHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
}

test.describe('security headers', () => {
  // Header checks need no browser width; they run once.
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'HTTP headers do not depend on the viewport; the desktop project checks them.');
  });

  for (const path of [PRERENDERED, '/', ARTICLE]) {
    test(`${path} is served from the prerender cache with the hashes of its inline scripts`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      // Still static: answered from the build's (or ISR's) cached HTML, not rendered for this request.
      expect(headers['x-nextjs-prerender']).toBeTruthy();
      expect(headers['x-nextjs-cache']).toMatch(/HIT|STALE/);
      expectStaticHeaders(response);
      const policy = directives(response);
      expectStrictPolicy(policy);
      const scripts = policy.get('script-src') ?? [];
      // One nonce besides the hashes: for a render after an on-demand revalidation, the same on every request.
      expect(scripts.filter((source) => source.startsWith("'nonce-"))).toHaveLength(1);
      const hashes = inlineScriptHashes(await response.text());
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(scripts).toContain(hash);
      // The same header again: nothing per request.
      expect((await request.get(path)).headers()['content-security-policy']).toBe(headers['content-security-policy']);
    });
  }

  for (const path of [PRERENDERED, '/', ARTICLE]) {
    test(`${path} carries the entity tag of the HTML it serves and answers a matching If-None-Match with 304`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const body = await response.body();
      const etag = response.headers()['etag'];
      // The proxy's tag names exactly these bytes (SHA-256, base64url, 27 characters), not Next.js's per-request hash.
      expect(etag).toBe(`"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`);

      const revalidated = await request.get(path, { headers: { 'If-None-Match': etag! } });
      expect(revalidated.status()).toBe(304);
      expect((await revalidated.body()).length).toBe(0);
      expect(revalidated.headers()['etag']).toBe(etag);
      expect(revalidated.headers()['content-security-policy']).toBe(response.headers()['content-security-policy']);

      // Another version, a weak form of the same tag among others, and a reload that asks for no cache.
      expect((await request.get(path, { headers: { 'If-None-Match': '"another-version"' } })).status()).toBe(200);
      expect((await request.get(path, { headers: { 'If-None-Match': `"x", W/${etag}` } })).status()).toBe(304);
      expect((await request.get(path, { headers: { 'If-None-Match': etag!, 'Cache-Control': 'no-cache' } })).status()).toBe(200);
    });
  }

  test('a page rendered per request has no entity tag and is never answered 304', async ({ request }) => {
    const response = await request.get(PER_REQUEST, { headers: { 'If-None-Match': '*' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['etag']).toBeUndefined();
  });

  test('a page rendered per request gets a fresh nonce that every inline script carries', async ({ request }) => {
    const nonces: string[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request.get(PER_REQUEST);
      expect(response.status()).toBe(200);
      expectStaticHeaders(response);
      const policy = directives(response);
      expectStrictPolicy(policy);
      const nonce = (policy.get('script-src') ?? []).find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toBeTruthy();
      nonces.push(nonce!);
      const inline = [...(await response.text()).matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '').filter((attributes) => !/\bsrc=|ld\+json/.test(attributes));
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  // A path of one segment could be a post's (/[blogSlug]): the proxy finds that no post has it.
  for (const path of ['/wp-admin/setup-config.php', '/no/such/page', '/a1b2/.env', '/wp-login.php', '/.env']) {
    test(`${path}, which no page serves, is the prerendered 404 page with that page's hash policy, the same for every such path`, async ({ request }) => {
      const response = await request.get(path, { headers: { 'If-None-Match': '"any"' } });
      expect(response.status()).toBe(404);
      expectStaticHeaders(response);
      expect(response.headers()['cache-control']).toContain('no-store');
      // Never a version to revalidate: a page published later at this path must not meet a 304.
      expect(response.headers()['etag']).toBeUndefined();
      const policy = directives(response);
      expectStrictPolicy(policy);
      const scripts = policy.get('script-src') ?? [];
      const hashes = inlineScriptHashes(await response.text());
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(scripts).toContain(hash);
      // Nothing per request: the same policy at another such path (a render nonce, with REVALIDATE_SECRET,
      // is the 404 page's own and the same every time).
      const other = await request.get(`${path}-${Date.now()}`);
      expect(other.status()).toBe(404);
      expect(other.headers()['content-security-policy']).toBe(response.headers()['content-security-policy']);
    });
  }

  test('the 404 page has a strict policy too', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expectStaticHeaders(response);
    expectStrictPolicy(directives(response));
  });

  test('the API allows nothing to run and shareable images may be embedded elsewhere', async ({ request }) => {
    const api = await request.get('/api/health');
    expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers()['strict-transport-security']).toBeTruthy();
    for (const path of ['/blog/video-on-b2b-websites.svg', '/images/hero/world-model-hunt.svg']) {
      const image = await request.get(path);
      expect(image.status(), path).toBe(200);
      expect(image.headers()['cross-origin-resource-policy'], path).toBe('cross-origin');
      expect(image.headers()['x-content-type-options'], path).toBe('nosniff');
    }
    const feed = await request.get('/rss.xml');
    expect(feed.headers()['cross-origin-resource-policy']).toBe('same-origin');
  });
});
