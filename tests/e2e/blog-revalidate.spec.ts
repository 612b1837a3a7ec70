// Editors publish without waiting, and an error screen is never stored (issue 36): the upstream-mode site of
// playwright.config.ts against tests/fixtures/fake-upstream.mjs, whose `editable-post` title and `switch-*`
// answers change at run time. The tests change shared state of the fake backend, so they run one by one.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { previewCopy } from '../../content/preview';
import { inlineScriptHashes } from '../../lib/security/csp';
import { previewLink } from '../../lib/blog/preview';
import { E2E_PREVIEW_SECRET, signedRevalidation } from '../fixtures/signing.mjs';
import { seriousViolations } from './axe';
import { expect, test, trackConsoleErrors } from './fixtures';

const fakeUpstream = `http://127.0.0.1:${Number(process.env.E2E_FAKE_UPSTREAM_PORT ?? 3201)}`;
const site = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_SITE_PORT ?? 3111)}`;
/** The fake's slow answers take 8 s, beyond the site's 5 s timeout. */
const SLOW_MS = 8000;

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'Server behaviour is the same at every viewport.');

const decode = (text: string) => text.replace(/&(amp|#x27|#39|quot);/g, (_m, name: string) => ({ amp: '&', '#x27': "'", '#39': "'", quot: '"' })[name] ?? '');
const h1Of = (html: string) => decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');

async function revalidate(request: APIRequestContext, payload: Record<string, unknown>): Promise<APIResponse> {
  const { body, headers } = signedRevalidation(payload);
  return request.post(`${site}/api/revalidate`, { data: body, headers });
}

/** Whether this worker left the fake in a failing mode, which only it may end. */
let switchedMode = false;

async function setMode(request: APIRequestContext, mode: string) {
  expect((await request.post(`${fakeUpstream}/__mode`, { data: { mode } })).status()).toBe(200);
  switchedMode = mode !== 'ok';
}

/** The inline scripts of a page that its Content-Security-Policy would refuse to run (by their hashes). */
function refusedInlineScripts(html: string, policy: string): string[] {
  const scriptSrc = (/(?:^|;)\s*script-src ([^;]+)/.exec(policy)?.[1] ?? '').trim().split(/\s+/);
  const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  const rest = nonce ? html.replace(new RegExp(`<script[^>]*\\snonce="${nonce.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"[^>]*>[\\s\\S]*?</script>`, 'g'), '') : html;
  return inlineScriptHashes(rest).filter((hash) => !scriptSrc.includes(hash));
}

/** What a shared cache (a CDN) may keep: `public` with s-maxage or max-age above 0. */
function sharedCacheable(response: APIResponse): boolean {
  const value = response.headers()['cache-control'] ?? '';
  return !/no-store|private/.test(value) && /s-maxage=[1-9]|max-age=[1-9]/.test(value);
}

// The hook runs in the mobile project too, whose tests are all skipped: put back there, the mode would end
// the desktop worker's slow phase halfway (the fake upstream is one process for both).
test.afterAll(async ({ request }) => {
  if (switchedMode) await setMode(request, 'ok');
});

test('a signed call publishes an edited post at once: article, listing and feed', async ({ request }) => {
  const article = `${site}/insight/blogs/506/editable-post`;
  const before = await (await request.get(article)).text();
  const oldTitle = h1Of(before);
  expect(oldTitle).not.toBe('');
  const newTitle = `Corrected ${Date.now()}`;
  await request.post(`${fakeUpstream}/__edit`, { data: { title: newTitle } });
  // Still the stored copy: nothing changes before the call.
  expect(h1Of(await (await request.get(article)).text())).toBe(oldTitle);

  const call = await revalidate(request, { type: 'post', slug: 'editable-post' });
  expect(call.status()).toBe(200);
  expect(await call.json()).toMatchObject({ revalidated: expect.arrayContaining(['blog:post:editable-post', 'blog:list', 'blog:category:analytics-lab']) });

  // The first answer after the call: the new title, and a policy that lets its own scripts run.
  const fresh = await request.get(article);
  const freshHtml = await fresh.text();
  expect(h1Of(freshHtml)).toBe(newTitle);
  expect(refusedInlineScripts(freshHtml, fresh.headers()['content-security-policy'] ?? '')).toEqual([]);
  const again = await request.get(article);
  expect(refusedInlineScripts(await again.text(), again.headers()['content-security-policy'] ?? '')).toEqual([]);
  expect(decode(await (await request.get(`${site}/insight/page/2`)).text())).toContain(newTitle);
  expect(await (await request.get(`${site}/feed.json`)).text()).toContain(newTitle);
  expect(decode(await (await request.get(`${site}/blog/analytics-lab/page/1`)).text()).concat(
    decode(await (await request.get(`${site}/blog/analytics-lab/page/2`)).text()),
  )).toContain(newTitle);
});

test('unsigned, stale, replayed or malformed calls are refused with a clear 4xx', async ({ request }) => {
  const fresh = signedRevalidation({ type: 'everything' });
  const first = await request.post(`${site}/api/revalidate`, { data: fresh.body, headers: fresh.headers });
  expect(first.status()).toBe(200);
  const replay = await request.post(`${site}/api/revalidate`, { data: fresh.body, headers: fresh.headers });
  expect(replay.status()).toBe(409);
  expect(await replay.json()).toEqual({ error: 'This signed call has already been used.' });

  const unsigned = await request.post(`${site}/api/revalidate`, { data: fresh.body, headers: { 'content-type': 'application/json' } });
  expect(unsigned.status()).toBe(401);
  const forged = signedRevalidation({ type: 'everything' }, 'not-the-secret-not-the-secret-not-the-secret');
  expect((await request.post(`${site}/api/revalidate`, { data: forged.body, headers: forged.headers })).status()).toBe(401);
  const old = signedRevalidation({ type: 'everything', timestamp: Math.floor(Date.now() / 1000) - 301 });
  const stale = await request.post(`${site}/api/revalidate`, { data: old.body, headers: old.headers });
  expect(stale.status()).toBe(401);
  expect((await stale.json()).error).toBe("The timestamp is more than 5 minutes away from the server's clock.");
  const bad = signedRevalidation({ type: 'post', slug: '../../etc' });
  const malformed = await request.post(`${site}/api/revalidate`, { data: bad.body, headers: bad.headers });
  expect(malformed.status()).toBe(400);
  expect(malformed.headers()['x-content-type-options']).toBe('nosniff');
  expect((await request.get(`${site}/api/revalidate`)).status()).toBe(405);
});

test('an error screen is never stored: slow, down, garbage and huge upstreams, then recovery', async ({ request }) => {
  test.setTimeout(180_000);
  await setMode(request, 'ok');
  // Cached before the fault: an article and a category page, each read twice so the second is the stored copy.
  const cached = [`${site}/blog/switch-cached`, `${site}/blog/switch-topic/page/1`];
  const titles: string[] = [];
  for (const url of cached) {
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    titles.push(h1Of(await first.text()));
    expect((await request.get(url)).headers()['x-nextjs-cache']).toBe('HIT');
  }
  expect(titles).toEqual(['Switchboard notes: switch-cached', 'Switch Topic']);

  for (const mode of ['slow', 'down', 'garbage', 'huge']) {
    await setMode(request, mode);
    // The stored copies are expired by a call, so the next request renders while the backend fails.
    expect((await revalidate(request, { type: 'post', slug: 'switch-cached', categories: ['switch-topic'] })).status()).toBe(200);
    for (const url of cached) {
      const during = await request.get(url, { timeout: SLOW_MS * 3 });
      const html = await during.text();
      const real = titles.includes(h1Of(html));
      // Either the stored copy, or a failure that no cache keeps.
      if (!real) expect(sharedCacheable(during), `${mode} ${url}: ${during.status()} ${during.headers()['cache-control']}`).toBe(false);
      expect(during.headers()['x-nextjs-cache'] === 'HIT' && !real, `${mode} ${url} served a stored error`).toBe(false);
    }
    // Never cached: the error text, sent for this request only.
    const never = `${site}/blog/switch-never-${mode}`;
    const failed = await request.get(never, { timeout: SLOW_MS * 3 });
    expect(await failed.text()).toMatch(/Failed to fetch blog\. See console for details\.|Blog not found or unexpected API shape\./);
    expect(sharedCacheable(failed)).toBe(false);

    await setMode(request, 'ok');
    // Recovery: the first request gets the real page, on both kinds of path.
    const recovered = await request.get(never);
    expect(recovered.status()).toBe(200);
    expect(h1Of(await recovered.text())).toBe(`Switchboard notes: switch-never-${mode}`);
    for (const [index, url] of cached.entries()) {
      const after = await request.get(url);
      expect(after.status(), `${mode} ${url}`).toBe(200);
      expect(h1Of(await after.text())).toBe(titles[index]);
    }
  }
});

test('a signed preview link shows a draft, marked and never stored or listed, until exit', async ({ page, request }) => {
  const refused = await request.get(`${site}/api/preview?slug=draft-only-post&expires=${Math.floor(Date.now() / 1000) + 600}&signature=${'0'.repeat(64)}`);
  expect(refused.status()).toBe(401);
  expect(await refused.text()).toBe(previewCopy.invalidLink);
  // Without draft mode the preview address is the published page: this post has none.
  expect((await request.get(`${site}/insight/preview/draft-only-post`)).status()).toBe(404);

  const link = previewLink(E2E_PREVIEW_SECRET, 'draft-only-post', Math.floor(Date.now() / 1000) + 600);
  const consoleErrors = trackConsoleErrors(page);
  const opened = page.waitForResponse((response) => response.url().endsWith('/insight/preview/draft-only-post'));
  await page.goto(`${site}${link}`);
  const response = await opened;
  expect(response.headers()['cache-control']).toMatch(/private/);
  expect(response.headers()['cache-control']).toMatch(/no-store/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Draft Nobody Has Seen Yet');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const bar = page.getByRole('region', { name: previewCopy.label });
  await expect(bar).toContainText(`${previewCopy.label} — ${previewCopy.exit}`);
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // Visitors never meet the draft: not in the listing, search, feeds or sitemaps.
  for (const path of ['/insight/page/1', '/insight/page/2', '/insight/search?discover=draft', '/feed.json', '/rss.xml', '/server-sitemap.xml']) {
    expect(await (await request.get(`${site}${path}`)).text(), path).not.toContain('draft-only-post');
  }
  expect((await request.get(`${site}/blog/draft-only-post`)).status()).toBe(404);

  await bar.getByRole('link', { name: previewCopy.exit }).click();
  await expect(page).toHaveURL(`${site}/insight/page/1`);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass');
  const after = await page.goto(`${site}/insight/preview/draft-only-post`);
  expect(after?.status()).toBe(404);
});
