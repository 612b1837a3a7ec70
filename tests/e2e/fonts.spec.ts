import { chromium, type Page } from '@playwright/test';
import { playwrightBrowser } from '../../scripts/lib/find-browser.mjs';
import { expect, layoutShiftTotal, nextFrames, recordLayoutShifts, test } from './fixtures';

/**
 * Until Geist has loaded, text is drawn in a system font scaled to Geist's metrics (app/site.inline-css), so
 * nothing moves when it arrives. The font is held back here until the page has painted with the
 * fallback; this browser runs on Linux, which has no Arial (Next.js's own fallback): Liberation Sans where
 * it is installed, else DejaVu Sans (Debian's chromium installed without its recommends, as CI does).
 * Without a face for DejaVu Sans, the swap moved the page (CLS 0.027), measured here only with the CPU busy.
 */

/** Holds every request for the web font until the returned function is called. */
async function holdWebFont(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.woff2', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// The full browser, as visitors run it: the headless shell the other tests drive lays text out with
// whole-pixel glyph advances, so its fallback lines are wider than any visitor's (the 404 page's
// paragraph took three lines there, two in Chromium and in Geist).
test.use(playwrightBrowser({ headlessShell: false, playwrightExecutable: () => chromium.executablePath() }));

test.describe('web font swap', () => {
  // A semibold heading drawn in the regular fallback face was narrower than in Geist SemiBold: the case
  // study's heading took one line fewer until Geist arrived, and the first view moved down a line (CLS 0.028
  // in Lighthouse's phone, 412 px wide). The fallback's bold faces are scaled to Geist SemiBold.
  for (const width of [390, 412]) {
    test(`a case study's first view at ${width} px does not move when Geist arrives, its semibold heading included`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, "Phone widths: the mobile project's phone, at its own width and at Lighthouse's.");
      await page.setViewportSize({ width, height: 823 });
      await recordLayoutShifts(page);
      const release = await holdWebFont(page);

      await page.goto('/portfolio-profile/world-model-hunt', { waitUntil: 'domcontentloaded' });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('600');
      await nextFrames(page, 3);
      expect(await page.evaluate(() => document.fonts.check('600 36px Geist'))).toBe(false);
      const fallbackHeight = (await heading.boundingBox())!.height;

      release();
      await expect.poll(() => page.evaluate(() => document.fonts.check('600 36px Geist'))).toBe(true);
      await nextFrames(page, 3);
      expect((await heading.boundingBox())!.height).toBe(fallbackHeight);
      expect(await layoutShiftTotal(page)).toBeLessThan(0.005);
    });
  }

  // Geist's letters are wider than the fallback's: the first call to action grew by 3 px, and the button
  // beside it moved sideways (a layout shift Lighthouse counted). The first button has a width both fit in.
  test("home's calls to action stay put when Geist arrives", async ({ page, isMobile }) => {
    test.skip(!isMobile, "Lighthouse's phone width, where both buttons share a line.");
    await page.setViewportSize({ width: 412, height: 823 });
    await recordLayoutShifts(page);
    const release = await holdWebFont(page);

    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const second = page.getByRole('link', { name: /^Learn More/ }).first();
    await expect(second).toBeVisible();
    await nextFrames(page, 3);
    expect(await page.evaluate(() => document.fonts.check('600 16px Geist'))).toBe(false);
    const before = (await second.boundingBox())!;

    release();
    await expect.poll(() => page.evaluate(() => document.fonts.check('600 16px Geist'))).toBe(true);
    await nextFrames(page, 3);
    const after = (await second.boundingBox())!;
    expect({ x: after.x, y: after.y }).toEqual({ x: before.x, y: before.y });
  });

  // A fallback scaled to Geist's lowercase letters draws capitals at another width (DejaVu Sans's narrower,
  // Arial's wider): the case study's eyebrow, in capitals, changed width when Geist arrived and the client's
  // name after it moved. Text in capitals has fallback faces scaled to Geist's capitals.
  test("a case study's eyebrow, set in capitals, keeps its width when Geist arrives", async ({ page }) => {
    const release = await holdWebFont(page);

    await page.goto('/portfolio-profile/world-model-hunt', { waitUntil: 'domcontentloaded' });
    const eyebrow = page
      .getByRole('main')
      .locator('p')
      .filter({ has: page.getByRole('link', { name: 'Portfolio', exact: true }) });
    await expect(eyebrow).toBeVisible();
    expect(await eyebrow.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Geist, "Geist Caps Fallback Arial"/);
    // The width of the line's text, not of the paragraph's box (as wide as its column).
    const textWidth = () =>
      eyebrow.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().width;
      });
    await nextFrames(page, 3);
    expect(await page.evaluate(() => document.fonts.check('600 14px Geist'))).toBe(false);
    const fallbackWidth = await textWidth();

    release();
    await expect.poll(() => page.evaluate(() => document.fonts.check('600 14px Geist'))).toBe(true);
    await nextFrames(page, 3);
    expect(Math.abs(fallbackWidth / (await textWidth()) - 1)).toBeLessThan(0.01);
  });

  // Geist's slash is wider than any fallback's: each separator of an article's trail grew when Geist arrived,
  // and the crumbs after it moved sideways (the one layout shift Lighthouse counted on the article).
  test("an article's breadcrumbs stay put when Geist arrives", async ({ page }) => {
    const release = await holdWebFont(page);

    await page.goto('/insight/blogs/115/core-web-vitals-for-marketing-sites', { waitUntil: 'domcontentloaded' });
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail).toBeVisible();
    const crumbs = trail.getByRole('link');
    const lefts = () => crumbs.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().left));
    await nextFrames(page, 3);
    expect(await page.evaluate(() => document.fonts.check('14px Geist'))).toBe(false);
    const before = await lefts();
    expect(before.length).toBeGreaterThanOrEqual(3);

    release();
    await expect.poll(() => page.evaluate(() => document.fonts.check('14px Geist'))).toBe(true);
    await nextFrames(page, 3);
    // The crumbs' words still differ by a few per cent between the two fonts; a slash differed by a third.
    const moves = (await lefts()).map((left, index) => Math.abs(left - before[index]!));
    expect(Math.max(...moves)).toBeLessThan(2);
  });

  test('a short page, footer in view, does not move when Geist replaces the fallback font', async ({ page }) => {
    await recordLayoutShifts(page);
    const release = await holdWebFont(page);

    // The 404 page is short: the footer is in the first view, where a taller or shorter text moves it.
    await page.goto('/portfolio-profile/no-such-study', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await nextFrames(page, 3);
    expect(await page.evaluate(() => document.fonts.check('16px Geist'))).toBe(false);

    release();
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px Geist'))).toBe(true);
    await nextFrames(page, 3);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });
});
