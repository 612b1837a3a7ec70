import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { labels } from '../../content/labels';
import { mainNav } from '../../content/navigation';
import { site } from '../../content/site';
import { seriousViolations } from './axe';
import {
  cspViolations,
  expect,
  layoutShiftTotal,
  nextFrames,
  popupDismissedKey,
  recordCspViolations,
  recordLayoutShifts,
  test,
  trackConsoleErrors,
  waitForHydration,
  waitForPageHydration,
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
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
        const response = await page.goto(route.path);
        expect.soft(response?.status(), route.path).toBe(200);
        await expect.soft(page, route.path).toHaveTitle(route.title);
        await expect.soft(page.getByRole('heading', { level: 1 }), route.path).toBeVisible();
        // Hydration is where console errors (mismatches, failed effects) would show.
        await waitForHydration(page.locator('header[data-scrolled]'));
        expect.soft(errors, route.path).toEqual([]);
        expect.soft(warnings, `console warnings at ${route.path}`).toEqual([]);
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

  test.describe('on a landscape tablet (1100 px, touch)', () => {
    test.use({ viewport: { width: 1100, height: 800 }, hasTouch: true });

    test('each dropdown opens with a tap and stays open; a tap on its button closes it', async ({ page, isMobile }) => {
      test.skip(isMobile, 'One width is enough: the tablet width is set here.');
      await page.goto('/legal');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const [label, child] of [
        ['Discover', 'Our Team'],
        ['Digital Artistry', 'Website Design'],
        ['Showcase', 'Portfolio'],
      ] as const) {
        const button = nav.getByRole('button', { name: label });
        await button.tap();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        // Still open after the frames a tap's compatibility mouse events would have taken.
        await nextFrames(page, 5);
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(nav.getByRole('link', { name: child, exact: true })).toBeVisible();
        await button.tap();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(nav.getByRole('link', { name: child, exact: true })).toBeHidden();
      }
      // And a service page is reached from the header.
      await nav.getByRole('button', { name: 'Digital Artistry' }).tap();
      await nav.getByRole('link', { name: 'Website Design' }).tap();
      await expect(page).toHaveURL(/\/artistry\/website-design$/);
    });
  });

  test('a mouse hover opens a dropdown and the click that follows keeps it open', async ({ page, isMobile }) => {
    test.skip(isMobile, 'The desktop menu is hidden below the large breakpoint.');
    await page.goto('/legal');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const discover = nav.getByRole('button', { name: 'Discover' });
    await discover.hover();
    await expect(discover).toHaveAttribute('aria-expanded', 'true');
    await discover.click();
    await expect(discover).toHaveAttribute('aria-expanded', 'true');
    await discover.click();
    await expect(discover).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the mobile menu opens and reaches a sub-page', async ({ page, isMobile }) => {
      test.skip(!isMobile, 'The menu button exists below the large breakpoint only.');
      await page.goto('/legal', { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeHidden();
      // A <summary> before the page's script runs (or without it).
      await page.getByRole('banner').locator('summary').click();
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Testimonials' }).click();
      await expect(page).toHaveURL(/\/discover\/testimonials$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('the desktop dropdowns open on hover and keyboard focus', async ({ page, isMobile }) => {
      test.skip(isMobile, 'The desktop menu is hidden below the large breakpoint.');
      await page.goto('/legal', { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Showcase' }).hover();
      await expect(nav.getByRole('link', { name: "Clients' Work" })).toBeVisible();
      await nav.getByRole('link', { name: "Clients' Work" }).click();
      await expect(page).toHaveURL(/\/showcase\/clients-work$/);
    });
  });

  /**
   * From the click on, the scroll position and path of every frame until the page at `path` rests at the
   * top (or some seconds have passed).
   */
  async function clickAndTrail(page: Page, link: Locator, path: string) {
    const trail = page.evaluate(
      (path) =>
        new Promise<{ y: number; path: string }[]>((resolve) => {
          const trail: { y: number; path: string }[] = [];
          const tick = () => {
            trail.push({ y: Math.round(window.scrollY), path: window.location.pathname });
            if (window.scrollY === 0 && window.location.pathname === path && trail.length > 1) resolve(trail);
            else if (trail.length > 600) resolve(trail);
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
      path,
    );
    await link.click();
    return trail;
  }

  /** Scrolls /legal to its link to the terms, and returns that link and the scroll position. */
  async function scrollToTerms(page: Page) {
    const terms = page.getByRole('main').locator('a[href="/legal/terms"]').first();
    await terms.evaluate((link) => link.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    return { terms, from: await page.evaluate(() => window.scrollY) };
  }

  test('every internal link scrolls smoothly to the top, on the page shown and to another page', async ({ page }) => {
    /** The scroll positions of the next frames until the page rests at the top. */
    const scrollTrail = () =>
      page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const trail: number[] = [];
            const tick = () => {
              trail.push(Math.round(window.scrollY));
              if (window.scrollY === 0 && trail.length > 1) resolve(trail);
              else if (trail.length > 600) resolve(trail);
              else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
      );
    /**
     * Clicks `link` after `setUp` has scrolled the page, and returns whether a frame showed a position between
     * where it started and the top. A machine too busy to paint during the scroll shows none, so up to three
     * tries; every try must still end at the top.
     */
    const movesSmoothly = async (setUp: () => Promise<Locator>, margin: number, after?: () => Promise<void>) => {
      const seen: string[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const link = await setUp();
        const from = await page.evaluate(() => window.scrollY);
        expect(from).toBeGreaterThan(0);
        const trail = scrollTrail();
        await link.click();
        const positions = await trail;
        await after?.();
        expect(positions.at(-1)).toBe(0);
        if (positions.some((y) => y > 0 && y < from - margin)) return;
        seen.push(positions.join(' '));
      }
      throw new Error(`no intermediate position in three tries: ${seen.join(' | ')}`);
    };

    // The page already shown: it moves through intermediate positions to the top.
    await page.goto('/legal');
    await movesSmoothly(async () => {
      const legalHere = page.getByRole('contentinfo').getByRole('link', { name: 'Legal Overview' });
      await legalHere.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      return legalHere;
    }, 50);

    // Another page: once it is shown, it too moves through intermediate positions to the top.
    await movesSmoothly(
      async () => {
        if (!page.url().endsWith('/legal')) await page.goto('/legal');
        const terms = page.getByRole('main').locator('a[href="/legal/terms"]').first();
        await terms.evaluate((link) => link.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        return terms;
      },
      20,
      () => expect(page).toHaveURL(/\/legal\/terms$/),
    );
  });

  test('under reduced motion a link puts the page at the top at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/legal');
    await waitForPageHydration(page);
    const { terms, from } = await scrollToTerms(page);
    const trail = await clickAndTrail(page, terms, '/legal/terms');
    expect(trail.at(-1)).toEqual({ y: 0, path: '/legal/terms' });
    // Where the click found it, then the top: nothing in between.
    expect(trail.filter(({ y }) => y !== 0 && y !== from), trail.map(({ y, path }) => `${path}:${y}`).join(' ')).toEqual([]);
  });

  test('the bar stays at the top once the page is scrolled', async ({ page }) => {
    await page.goto('/legal/privacy');
    const bar = page.locator('header[data-scrolled]');
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 1500);
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
  });

  // On a slow connection the HTML arrives in pieces, and the browser paints between them. The wide screen's
  // menu sits at the bar's right end: painted half-parsed, it showed its first item alone there, then moved
  // across the bar as the other items arrived, a layout shift. The phone's menu is a disclosure: painted
  // before its summary had arrived, it showed the browser's own "Details" in the bar, then shrank. Here the
  // page's HTML arrives in two pieces, the first ending inside the menu, from a relay in front of the site
  // that holds the rest back. Geist arriving after the menu has painted moves it as well, since the fallback's
  // capitals are narrower than Geist's; that shift is the font's (tests/e2e/fonts.spec.ts), not the parser's,
  // so the font is in before the rest of the page is let through.
  test('the menu is never shown half-parsed while the page is still arriving', async ({ page, baseURL, isMobile }) => {
    const html = await (await fetch(`${baseURL}/legal`)).text();
    const staticMenu = '<details class="group lg:hidden">';
    const cut = isMobile
      ? html.indexOf(staticMenu) + staticMenu.length
      : html.indexOf('</li>', html.indexOf('<nav aria-label="Main"'));
    expect(cut).toBeGreaterThan(staticMenu.length);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const relay = createServer(async (request, response) => {
      if (request.url === '/legal') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, cut));
        await held;
        response.end(html.slice(cut));
        return;
      }
      const upstream = await fetch(`${baseURL}${request.url}`);
      response.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? 'text/plain' });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = relay.address() as AddressInfo;
      await recordLayoutShifts(page);
      if (!isMobile) await page.setViewportSize({ width: 1100, height: 900 });
      await page.goto(`http://127.0.0.1:${port}/legal`, { waitUntil: 'commit' });
      const webFontLoaded = async () =>
        expect(await page.evaluate(async () => (await document.fonts.load('500 16px Geist')).length)).toBeGreaterThan(0);
      if (isMobile) {
        const disclosure = page.locator('details.group');
        await expect(disclosure).toHaveCount(1);
        await nextFrames(page);
        await expect(disclosure.locator('summary')).toHaveCount(0);
        await expect(disclosure).toBeHidden();
        await webFontLoaded();

        release();
        // The disclosure, or the dialog's button once the page has hydrated.
        await expect(disclosure.locator('summary').or(page.getByRole('button', { name: labels.nav.open }))).toBeVisible();
      } else {
        const menu = page.locator(`nav[aria-label="${labels.nav.main}"]`);
        await expect(menu.locator(':scope > ul > li')).toHaveCount(1);
        await nextFrames(page);
        await expect(menu).toBeHidden();
        await webFontLoaded();

        release();
        await expect(menu.locator(':scope > ul > li')).toHaveCount(mainNav.length);
        await expect(menu).toBeVisible();
      }
      await nextFrames(page);
      expect(await layoutShiftTotal(page)).toBe(0);
    } finally {
      release();
      relay.closeAllConnections();
      relay.close();
    }
  });
});

/** The horizontal offset an element's transform applies, in CSS pixels. */
const offsetXOf = (locator: Locator) =>
  locator.evaluate((element) => Math.round(new DOMMatrixReadOnly(getComputedStyle(element).transform).m41));

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

  test('the brand banner slides sideways as the page scrolls', async ({ page }) => {
    await page.goto('/legal');
    const track = page.locator('.brand-banner-track');
    // At once to the end (the stylesheet makes scripted scrolls smooth): the offset is read at rest.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(track).toBeInViewport();
    const before = await offsetXOf(track);
    // The footer ends the page: scrolling back up moves the banner the other way.
    await page.mouse.wheel(0, -300);
    await expect.poll(() => offsetXOf(track)).not.toBe(before);
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

  /**
   * A visitor's first scroll. Chromium hands a wheel event to the page after the call returns; the page
   * clock moves on only once the page has scrolled, so the delay counts from the scroll, not from later.
   */
  async function scrollOnce(page: Page) {
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  }

  test('appears 3 s after the first scroll, closes, and stays closed after a reload and a route change', async ({ page }) => {
    // Page time stands still until the test moves it, so the 3 s delay is checked exactly.
    const popup = await openWithPausedClock(page);
    // On the page a visitor lands on, it waits for a first interaction (never a cover of the first screen).
    await page.clock.runFor(5000);
    await expect(popup).toBeHidden();
    await scrollOnce(page);
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

  test('waits a few seconds after the last keystroke', async ({ page }) => {
    const popup = await openWithPausedClock(page);
    await page.keyboard.press('PageDown');
    await page.clock.runFor(3100);
    await expect(popup).toBeHidden();
    await page.keyboard.press('PageDown');
    await page.clock.runFor(4000);
    await expect(popup).toBeHidden();
    await page.clock.runFor(1100);
    await expect(popup).toBeVisible();
  });

  test('never opens while a form field has focus nor over a form being filled', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/engage');
    const popup = page.getByRole('dialog', { name: /Let's plan your next launch together/ });
    await waitForHydration(page.locator('dialog.promo-popup'));
    const message = page.getByLabel('Message', { exact: true });
    await message.click();
    await page.clock.runFor(10_000);
    await expect(popup).toBeHidden();
    const text = 'We need a new site for our bakery before the spring launch.';
    for (const word of text.split(' ')) {
      await page.keyboard.type(`${word} `);
      await page.clock.runFor(1500);
    }
    await expect(message).toHaveValue(`${text} `);
    await expect(message).toBeFocused();
    await expect(popup).toBeHidden();
    // Focus leaves the form unfinished: still no pop-up over it.
    await page.getByLabel('Name', { exact: true }).focus();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.clock.runFor(10_000);
    await expect(popup).toBeHidden();
  });

  test('is a keyboard-accessible dialog: focus inside, Tab stays inside, Esc closes', async ({ page }) => {
    const popup = await openWithPausedClock(page);
    await scrollOnce(page);
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
