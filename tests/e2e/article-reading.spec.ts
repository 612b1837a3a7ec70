// An article as a reader meets it, at 1440 and 390 px, with and without JavaScript: breadcrumbs, the table
// of contents, the reading-progress bar, the copy-link button and what to read next; and the Insight
// search box's instant suggestions.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A post in the middle of the list, so it has both a previous and a next post.
const ARTICLE = '/insight/blogs/110/ga4-event-tracking-plan';
const TITLE = 'Write a Tracking Plan Before You Touch Google Analytics';
const SECTIONS = [
  'Start with questions, not events',
  'Use recommended events where they fit',
  'Naming rules that prevent chaos',
  'Make the code enforce the plan',
  'Build funnels from the plan',
  'Test before you trust',
  'Review it quarterly',
];

/** What the article shows whether or not scripts run. */
async function expectReadingAids(page: Page, isMobile: boolean) {
  const main = page.getByRole('main');
  // Breadcrumbs, the same trail as the BreadcrumbList.
  const trail = main.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link')).toHaveText(['Home', 'Insight', 'Data']);
  await expect(trail.locator('[aria-current="page"]')).toHaveText(TITLE);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const crumbs = ld.map((text) => JSON.parse(text) as unknown).flat().find((data) => (data as { '@type': string })['@type'] === 'BreadcrumbList') as {
    itemListElement: { name: string }[];
  };
  expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Insight', 'Data', TITLE]);

  // The h1 comes before every other heading of the page.
  const levels = await main.locator('h1, h2').evaluateAll((nodes) => nodes.map((node) => node.tagName));
  expect(levels[0]).toBe('H1');

  // Table of contents: open beside the text on wide screens, a closed disclosure above it on phones.
  const toc = main.getByRole('navigation', { name: 'Table of contents' });
  if (isMobile) {
    await expect(toc.getByRole('link').first()).toBeHidden();
    await main.locator('summary').filter({ hasText: 'On this page' }).click();
  } else {
    expect(await toc.evaluate((node) => getComputedStyle(node.closest('details')!).position)).toBe('sticky');
  }
  await expect(toc.getByRole('link')).toHaveText(SECTIONS);
  const tocBox = (await toc.boundingBox())!;
  const bodyBox = (await main.getByRole('heading', { level: 2, name: SECTIONS[0] }).boundingBox())!;
  if (isMobile) expect(tocBox.y + tocBox.height).toBeLessThan(bodyBox.y);
  else expect(tocBox.x).toBeGreaterThan(bodyBox.x + bodyBox.width);
  await toc.getByRole('link', { name: SECTIONS[3] }).click();
  await expect(page).toHaveURL(/#user-content-make-the-code-enforce-the-plan$/);
  await expect(main.getByRole('heading', { level: 2, name: SECTIONS[3] })).toBeInViewport();

  // Copy link: the article's canonical link.
  await expect(main.getByRole('link', { name: 'Copy link' })).toHaveAttribute('href', new RegExp(`${ARTICLE}$`));

  // The end of the article: previous and next, three related posts, before the sidebar, at every width.
  const end = main.getByRole('region', { name: 'Keep reading' });
  await expect(end.getByRole('navigation', { name: 'Previous and next articles' }).getByRole('link')).toHaveCount(2);
  await expect(end.getByRole('link', { name: /^Previous article/ })).toBeVisible();
  await expect(end.getByRole('link', { name: /^Next article/ })).toBeVisible();
  await expect(end.getByRole('heading', { level: 3, name: 'Related articles' })).toBeVisible();
  await expect(end.getByRole('heading', { level: 3, name: 'Related articles' }).locator('xpath=following-sibling::ul[1]').getByRole('link')).toHaveCount(3);
  const sidebarFollows = await end.evaluate((node) => {
    const sidebar = document.querySelector('aside[aria-label="Blog sidebar"]');
    return sidebar !== null && (node.compareDocumentPosition(sidebar) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  expect(sidebarFollows).toBe(true);
}

/** The progress bar's horizontal scale. */
const progress = (page: Page) =>
  page.locator('.reading-progress').evaluate((node) => {
    const style = getComputedStyle(node);
    return { display: style.display, scale: style.display === 'none' ? 0 : new DOMMatrixReadOnly(style.transform).a };
  });

test.describe('with JavaScript', () => {
  test('breadcrumbs, contents, progress, copy link and the end of the article', async ({ page, context, isMobile }) => {
    await page.goto(ARTICLE);
    await expectReadingAids(page, isMobile);

    // The section being read is highlighted in the contents.
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc.getByRole('link', { name: SECTIONS[3] })).toHaveAttribute('aria-current', 'location');

    // The progress bar follows the scroll, from empty at the top to full at the bottom.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await progress(page)).scale).toBeLessThan(0.05);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await progress(page)).scale).toBeGreaterThan(0.95);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const copy = page.getByRole('link', { name: 'Copy link' });
    await copy.click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${ARTICLE}$`));
    await expect(page).toHaveURL(new RegExp(`${ARTICLE}#`));
  });

  test('under reduced motion the progress bar is hidden', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(ARTICLE);
    expect((await progress(page)).display).toBe('none');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same reading aids are in the server HTML and work', async ({ page, isMobile }) => {
    await page.goto(ARTICLE, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await expectReadingAids(page, isMobile);
    await page.keyboard.press('End');
    await expect.poll(async () => (await progress(page)).scale).toBeGreaterThan(0.95);
  });
});

test.describe('instant search', () => {
  test('suggests the search page\'s results as you type, and is a keyboard combobox', async ({ page, request }) => {
    const query = 'design';
    const pageHtml = await (await request.get(`/insight/search?discover=${query}`)).text();
    const results = pageHtml.slice(pageHtml.indexOf('aria-label="Search results"'));
    const expected = Array.from(results.slice(0, results.indexOf('</ul>')).matchAll(/<li><a[^>]*href="([^"]+)"/g), (match) => match[1]);
    expect(expected.length).toBeGreaterThan(1);

    await page.goto('/insight/search');
    const box = page.getByRole('combobox', { name: 'Search the blog' });
    await box.pressSequentially(query);
    const list = page.getByRole('listbox', { name: 'Matching articles' });
    await expect(list.getByRole('option')).toHaveCount(expected.length);
    expect(await list.getByRole('option').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-href')))).toEqual(expected);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // What a screen reader announces as the list changes.
    await expect(page.getByRole('status').filter({ hasText: 'articles found' })).toHaveText(`${expected.length} articles found`);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = list.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await expect(box).toBeFocused();
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.press('ArrowDown');
    await expect(list.getByRole('option')).toHaveCount(expected.length);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${expected[0]}$`));
  });

  test('Enter with nothing picked goes to the server-rendered search page', async ({ page }) => {
    await page.goto('/insight/search');
    const box = page.getByRole('combobox', { name: 'Search the blog' });
    await box.fill('seo');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/insight\/search\?discover=seo$/);
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  });

  test('the search endpoint answers JSON, and 400 for an oversized query', async ({ request, isMobile }) => {
    test.skip(isMobile, 'Server answers do not depend on the viewport.');
    const ok = await request.get('/api/search?discover=seo');
    expect(ok.status()).toBe(200);
    expect(ok.headers()['content-type']).toContain('application/json');
    const body = (await ok.json()) as { query: string; results: { href: string }[] };
    expect(body.query).toBe('seo');
    expect(body.results.length).toBeGreaterThan(0);
    const bad = await request.get(`/api/search?discover=${'x'.repeat(2001)}`);
    expect(bad.status()).toBe(400);
    expect(bad.headers()['x-content-type-options']).toBe('nosniff');
    expect(await bad.json()).toEqual({ error: 'The discover parameter must be at most 2000 characters.' });
  });
});
