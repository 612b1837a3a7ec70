import { expect, layoutShiftTotal, nextFrames, recordLayoutShifts, test } from './fixtures';

/**
 * Until Geist has loaded, text is drawn in a system font scaled to Geist's metrics (app/site.inline-css), so
 * nothing moves when it arrives. The font is held back here until the page has painted with the
 * fallback; this browser runs on Linux, which has no Arial (Next.js's own fallback): Liberation Sans where
 * it is installed, else DejaVu Sans (Debian's chromium installed without its recommends, as CI does).
 * Without a face for DejaVu Sans, the swap moved the page (CLS 0.027), measured here only with the CPU busy.
 */

test.describe('web font swap', () => {
  test('a short page, footer in view, does not move when Geist replaces the fallback font', async ({ page }) => {
    await recordLayoutShifts(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*.woff2', async (route) => {
      await held;
      await route.continue();
    });

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
