import type { Page } from '@playwright/test';
import { DEFERRED_SCRIPTS_ID } from '../../lib/server/deferred-scripts.mjs';
import { expect, test, trackConsoleErrors, waitForHydration } from './fixtures';

/**
 * Issue 6, performance: cached pages load Next.js's script chunks after their first contentful paint
 * (lib/server/deferred-scripts.mjs), so the first screen never waits for the framework, and the pages
 * still hydrate under their Content-Security-Policy.
 */

const PAGES = ['/', '/insight/page/1', '/insight/blogs/115/core-web-vitals-for-marketing-sites', '/portfolio-profile/world-model-hunt'];

type Timings = { fcp: number | undefined; chunks: { url: string; start: number }[] };

function scriptTimings(page: Page): Promise<Timings> {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    chunks: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/chunks\/[^?]+\.js(\?|$)/.test(entry.name))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
  }));
}

async function expectHydrated(page: Page): Promise<void> {
  const form = page.getByRole('contentinfo').locator('form').filter({ has: page.getByRole('textbox', { name: 'Email address' }) });
  await waitForHydration(form);
}

for (const path of PAGES) {
  test(`${path} loads its script chunks after its first contentful paint, then hydrates`, async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await page.goto(path);
    await expectHydrated(page);
    const { fcp, chunks } = await scriptTimings(page);
    expect(fcp).toBeGreaterThan(0);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.start, chunk.url).toBeGreaterThanOrEqual(fcp!);
    // Each chunk once: React and the bundler's runtime find the elements the loader added.
    const sources = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')));
    expect(new Set(sources).size).toBe(sources.length);
    expect(errors).toEqual([]);
  });
}

test('the HTML of a cached page lists its chunks instead of loading them in the head', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<script src="[^"]*" async="">/);
  expect(html).not.toMatch(/<link rel="preload" as="script"/);
  const list = new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">([^<]*)</script>`).exec(html);
  const { scripts } = JSON.parse(list![1]!) as { scripts: string[] };
  expect(scripts.some((src) => /\/_next\/static\/chunks\/turbopack-[^/]+\.js$/.test(src))).toBe(true);
  for (const src of scripts) {
    const chunk = await request.get(src);
    expect(chunk.status(), src).toBe(200);
    expect(chunk.headers()['content-type']).toContain('javascript');
  }
});

test("an unknown post's 404 page loads its scripts promptly", async ({ page }) => {
  // Served by proxy.ts as the prerendered 404 page (its HTML complete, its scripts deferred like any page's).
  await page.goto('/no-such-post-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const { chunks } = await scriptTimings(page);
  // Well before the loader's 5 s fallback.
  expect(Math.min(...chunks.map((chunk) => chunk.start))).toBeLessThan(2_500);
});
