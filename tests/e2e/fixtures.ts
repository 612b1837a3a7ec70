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
 * Tests of the pop-up itself use `freshPage`, which starts with clean storage.
 */
export const test = base.extend<{ freshPage: Page }>({
  page: async ({ page }, use) => {
    await page.addInitScript((key) => {
      window.localStorage.setItem(key, 'true');
    }, popupDismissedKey);
    await use(page);
  },
  freshPage: async ({ browser }, use, testInfo) => {
    const context = await browser.newContext(testInfo.project.use);
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect };
