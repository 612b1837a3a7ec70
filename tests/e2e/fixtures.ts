import { test as base, expect, type Page } from '@playwright/test';
import { popupDismissedKey } from '../../content/site';

export { popupDismissedKey };

/** Collects console errors and page errors so a test can assert there were none. */
export function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Pages start with the promotional pop-up already dismissed, so it never covers what a test clicks.
 * Tests of the pop-up itself opt out with `test.use({ dismissPopup: false })`.
 */
export const test = base.extend<{ dismissPopup: boolean }>({
  dismissPopup: [true, { option: true }],
  page: async ({ page, dismissPopup }, provide) => {
    if (dismissPopup) {
      await page.addInitScript((key) => {
        window.localStorage.setItem(key, 'true');
      }, popupDismissedKey);
    }
    await provide(page);
  },
});

export { expect };
