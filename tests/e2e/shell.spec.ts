import type { Page } from '@playwright/test';
import { site } from '../../content/site';
import { seriousViolations } from './axe';
import {
  cspViolations,
  expect,
  popupDismissedKey,
  recordCspViolations,
  test,
  trackConsoleErrors,
  waitForHydration,
} from './fixtures';
import { dynamicRoutes, redirects, staticRoutes } from './routes';

test.describe('routes and titles', () => {
  // A page walks many routes (a test each would mostly measure browser start-up), in two halves so the
  // workers share the walk; soft assertions report every failing route, not just the first.
  const routes = [...staticRoutes, ...dynamicRoutes];
  const half = Math.ceil(routes.length / 2);
  for (const [part, list] of [routes.slice(0, half), routes.slice(half)].entries()) {
    test(`every route (${part + 1}/2) answers 200 with its exact title, no console error, no CSP violation and no serious axe violation`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await recordCspViolations(page);
      for (const route of list) {
        const errors = trackConsoleErrors(page);
        const response = await page.goto(route.path);
        expect.soft(response?.status(), route.path).toBe(200);
        await expect.soft(page, route.path).toHaveTitle(route.title);
        await expect.soft(page.getByRole('heading', { level: 1 }), route.path).toBeVisible();
        // Hydration is where console errors (mismatches, failed effects) would show.
        await waitForHydration(page.locator('header[data-scrolled]'));
        expect.soft(errors, route.path).toEqual([]);
        expect.soft(await cspViolations(page), `CSP at ${route.path}`).toEqual([]);
        expect.soft(await seriousViolations(page), `axe at ${route.path}`).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
      }
    });
  }

  for (const redirect of redirects) {
    test(`${redirect.from} redirects permanently to ${redirect.to}`, async ({ request, page }) => {
      const response = await request.get(redirect.from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(redirect.to);
      await page.goto(redirect.from);
      const final = redirect.to === '/insight' ? '/insight/page/1' : redirect.to;
      await expect(page).toHaveURL(new RegExp(`${final.replace(/\//g, '\\/')}$`));
    });
  }

  // Paths no route matches (one inside a section, whose logo and menu depend on the path), and one an
  // article route answers (proxy.ts serves it the same 404 page). Each hydrates without a mismatch.
  for (const unknown of ['/this/path/does-not-exist', '/discover/no/such/page', '/insight/blogs/999/no-such-post']) {
    test(`an unknown path shows the 404 page with status 404 (${unknown})`, async ({ page }) => {
      await recordCspViolations(page);
      // Every console error but the browser's report of the document's own 404 status.
      const errors: string[] = [];
      page.on('console', (message) => {
        const ownStatus = /status of 404/.test(message.text()) && new URL(message.location().url).pathname === unknown;
        if (message.type() === 'error' && !ownStatus) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(unknown);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('404 error')).toBeVisible();
      await expect(
        page.getByText("Sorry, the page you are looking for doesn't exist. Here are some helpful links:"),
      ).toBeVisible();
      await expect(page).toHaveTitle(`Page not found | ${site.name} - ${site.shortName}`);
      expect(await seriousViolations(page)).toEqual([]);
      // Hydrated under its policy (per-request nonce or the static 404 page's hashes), nothing refused.
      await waitForHydration(page.locator('header[data-scrolled]'));
      expect(await cspViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.getByRole('link', { name: 'Take me home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('responses carry the baseline security headers and no X-Powered-By', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

test.describe('navigation bar', () => {
  test('dropdowns open by mouse and by keyboard, Esc closes', async ({ page, isMobile }) => {
    test.skip(isMobile, 'The desktop menu is hidden below the large breakpoint; the mobile test covers it.');
    await page.goto('/legal');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const discover = nav.getByRole('button', { name: 'Discover' });
    await discover.hover();
    await expect(discover).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Our Team' })).toBeVisible();
    expect(await seriousViolations(page, 'nav[aria-label="Main"]')).toEqual([]);
    await page.mouse.move(5, 600);
    await expect(nav.getByRole('link', { name: 'Our Team' })).toBeHidden();

    const artistry = nav.getByRole('button', { name: 'Digital Artistry' });
    await artistry.focus();
    await page.keyboard.press('Enter');
    await expect(artistry).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'All Solutions' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(artistry).toHaveAttribute('aria-expanded', 'false');
    await expect(artistry).toBeFocused();

    const showcase = nav.getByRole('button', { name: 'Showcase' });
    await showcase.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Showcase Overview' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/showcase\/portfolio$/);
  });

  test('the mobile menu opens, enters a sub-list, goes back and navigates', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'The slide-in menu exists below the large breakpoint only.');
    await page.goto('/legal');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Discover' }).click();
    await expect(menu.getByRole('link', { name: 'Testimonials' })).toBeVisible();
    await menu.getByRole('button', { name: 'Back' }).click();
    await expect(menu.getByRole('button', { name: 'Digital Artistry' })).toBeVisible();
    await menu.getByRole('button', { name: 'Digital Artistry' }).click();
    await menu.getByRole('link', { name: 'SEO' }).click();
    await expect(page).toHaveURL(/\/artistry\/seo$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the bar stays at the top once the page is scrolled', async ({ page }) => {
    await page.goto('/legal/privacy');
    const bar = page.locator('header[data-scrolled]');
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 1500);
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
  });
});

test.describe('footer', () => {
  test('social links open in a new tab safely and the copyright names the current year', async ({ page }) => {
    await page.goto('/legal');
    const footer = page.getByRole('contentinfo');
    const social = footer.getByRole('list', { name: `${site.name} on social media` }).getByRole('link');
    await expect(social).toHaveCount(7);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${site.name}`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/legal/refund');
  });

  test('a link scrambles its label on hover and keeps its accessible name throughout', async ({ page, isMobile }) => {
    test.skip(isMobile, 'The effect follows a pointer hovering the link.');
    await page.goto('/legal');
    const link = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms of Service' });
    await waitForHydration(link);
    // The label is sent once; while it scrambles, the real text is the link's label.
    await expect(link.locator('span')).toHaveCount(1);
    // The scramble lasts a fraction of a second, less than an assertion's polling interval on a slow
    // machine: record every state the link goes through instead of hoping to look at the right moment.
    type LinkState = { text: string; label: string | null };
    type Recorder = { scrambleStates: LinkState[] };
    await link.evaluate((node) => {
      const states: LinkState[] = [];
      (window as unknown as Recorder).scrambleStates = states;
      new MutationObserver(() => {
        states.push({ text: node.textContent ?? '', label: node.getAttribute('aria-label') });
      }).observe(node, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const scrambled = async () =>
      (await page.evaluate(() => (window as unknown as Recorder).scrambleStates)).filter(
        (state) => state.text !== 'Terms of Service',
      );
    await link.hover();
    // It scrambled, then came back to its text and gave up the label it carried meanwhile.
    await expect.poll(async () => (await scrambled()).length, { message: 'the label scrambled' }).toBeGreaterThan(0);
    await expect(link).toHaveText('Terms of Service');
    await expect(link).not.toHaveAttribute('aria-label');
    await expect(link).toHaveAccessibleName('Terms of Service');
    // Whenever its text was not the label, the link carried the label: its accessible name never changed.
    for (const state of await scrambled()) expect(state.label).toBe('Terms of Service');
  });
});

test.describe('promotional pop-up', () => {
  test.use({ dismissPopup: false });

  /** Opens a page with the page clock paused, so the pop-up's delay runs only as the test moves time on. */
  async function openWithPausedClock(page: Page) {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/legal');
    await waitForHydration(page.locator('dialog.promo-popup'));
    return page.getByRole('dialog', { name: /Let's plan your next launch together/ });
  }

  test('appears after 3 s, closes, and stays closed after a reload and a route change', async ({ page }) => {
    // Page time stands still until the test moves it, so the 3 s delay is checked exactly.
    const popup = await openWithPausedClock(page);
    await page.clock.runFor(2500);
    await expect(popup).toBeHidden();
    await page.clock.runFor(600);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: /Let's Meet/ })).toHaveAttribute('href', site.schedulingUrl);
    await expect(popup.getByRole('link', { name: /Let's Meet/ })).toHaveAttribute('target', '_blank');
    await popup.getByRole('button', { name: 'Close pop-up' }).click();
    await expect(popup).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), popupDismissedKey)).toBe('true');

    await page.reload();
    await page.clock.runFor(5000);
    await expect(popup).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/legal\/terms$/);
    await page.clock.runFor(5000);
    await expect(popup).toBeHidden();
  });

  test('is a keyboard-accessible dialog: focus inside, Tab stays inside, Esc closes', async ({ page }) => {
    const popup = await openWithPausedClock(page);
    await page.clock.runFor(3100);
    await expect(popup).toBeVisible();
    // axe waits on timers, so the page clock runs again.
    await page.clock.resume();
    expect(await seriousViolations(page, 'dialog.promo-popup')).toEqual([]);
    for (let index = 0; index < 5; index += 1) {
      await page.keyboard.press('Tab');
      expect(await popup.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });
});

test.describe('structured data', () => {
  test('the home page declares the organisation in JSON-LD', async ({ request, isMobile }) => {
    test.skip(isMobile, 'Server HTML is the same at every width.');
    const html = await (await request.get('/')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
      JSON.parse(match[1]!),
    );
    const organization = blocks.flat().find((block) => block['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: site.name, email: site.email });
  });
});
