import type { Page } from '@playwright/test';
import { engageCopy } from '../../content/engage';
import { legalDocuments, refundRule } from '../../content/legal';
import { pageCopy } from '../../content/pages';
import { site } from '../../content/site';
import { CHAT_FALLBACK, CHAT_TITLE } from '../../content/chat';
import { expect, expectNoBrokenImages, test, trackConsoleErrors } from './fixtures';

/** The map is a third-party page; tests answer it locally so they do not depend on the internet. */
async function stubMap(page: Page): Promise<void> {
  await page.route(/^https:\/\/([a-z0-9-]+\.)*openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
  );
}

/** Resolves once the page has not scrolled for a few frames (smooth scrolling has finished). */
async function waitForScrollEnd(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

const legalPaths = ['/legal/terms', '/legal/privacy', '/legal/refund'] as const;

test.describe('engage', () => {
  test.beforeEach(async ({ page }) => {
    await stubMap(page);
  });

  test('shows the call, visit and email cards from the site configuration', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await page.goto('/engage');
    await expect(page.getByRole('heading', { level: 1, name: pageCopy['/engage'].heading })).toBeVisible();
    const main = page.getByRole('main');

    const call = main.getByRole('article', { name: engageCopy.cards.call.title });
    await expect(call).toContainText(site.phone.display);
    await expect(call.getByRole('link', { name: new RegExp(engageCopy.cards.call.actionLabel) })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    );

    const visit = main.getByRole('article', { name: engageCopy.cards.visit.title });
    await expect(visit).toContainText(site.address.street);
    await expect(visit).toContainText(`${site.address.locality}, ${site.address.region} ${site.address.postalCode}`);
    const directions = visit.getByRole('link', { name: new RegExp(engageCopy.cards.visit.actionLabel) });
    await expect(directions).toHaveAttribute('href', site.directionsUrl);
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(directions).toContainText('(opens in a new tab)');

    const email = main.getByRole('article', { name: engageCopy.cards.email.title });
    await expect(email).toContainText(site.email);
    await expect(email.getByRole('link', { name: new RegExp(engageCopy.cards.email.actionLabel) })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );

    await expect(main.getByRole('heading', { level: 2, name: engageCopy.form.heading })).toBeVisible();
    await expectNoBrokenImages(page);
    expect(errors).toEqual([]);
  });

  test('the directions link opens the map in a new tab', async ({ page, context }) => {
    await page.goto('/engage');
    const directions = page
      .getByRole('article', { name: engageCopy.cards.visit.title })
      .getByRole('link', { name: new RegExp(engageCopy.cards.visit.actionLabel) });
    // The context-wide route answers the new tab too, so no internet is needed.
    await context.route(/^https:\/\/([a-z0-9-]+\.)*openstreetmap\.org\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Directions</title>' }),
    );
    const [popup] = await Promise.all([context.waitForEvent('page'), directions.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(site.directionsUrl);
    await expect(page).toHaveURL(/\/engage$/);
    await popup.close();
  });

  test('the embedded map is a lazy frame with a title and a reserved box', async ({ page }) => {
    await page.goto('/engage');
    const map = page.locator('iframe').and(page.getByTitle(engageCopy.map.iframeTitle, { exact: true }));
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute('src', site.mapEmbedUrl);
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('referrerpolicy', /^(no-referrer|no-referrer-when-downgrade|origin|strict-origin|strict-origin-when-cross-origin|same-origin)$/);
    await expect(page.getByRole('heading', { level: 2, name: engageCopy.map.heading })).toBeVisible();

    // The frame's box is laid out before it loads: scrolling to it does not change its size.
    const before = await map.boundingBox();
    expect(before?.height ?? 0).toBeGreaterThan(200);
    await map.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const after = await map.boundingBox();
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
    expect(after?.width).toBeCloseTo(before?.width ?? 0, 0);
  });
});

test.describe('engage without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chat panel says in one sentence how to reach the team, with the form and the email', async ({ page }) => {
    await stubMap(page);
    await page.goto('/engage', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    const chat = page.getByRole('region', { name: CHAT_TITLE }).filter({ visible: true });
    await expect(chat).toHaveCount(1);
    await expect(chat).toContainText(
      `${CHAT_FALLBACK.lead} ${CHAT_FALLBACK.formLink} ${CHAT_FALLBACK.or} ${site.email}.`,
    );
    await expect(chat.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await chat.getByRole('link', { name: CHAT_FALLBACK.formLink }).click();
    await expect(page.getByLabel('Name', { exact: true })).toBeInViewport();
  });
});

test.describe('legal', () => {
  test('the overview links to each document with its summary', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await page.goto('/legal');
    await expect(page.getByRole('heading', { level: 1, name: pageCopy['/legal'].heading })).toBeVisible();
    const main = page.getByRole('main');
    for (const document of legalDocuments) {
      const link = main.getByRole('link', { name: document.title, exact: true });
      await expect(link).toHaveAttribute('href', document.path);
      await expect(main.getByText(document.summary, { exact: true })).toBeVisible();
    }
    await main.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(page).toHaveURL(/\/legal\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: pageCopy['/legal/privacy'].heading })).toBeVisible();
    await expectNoBrokenImages(page);
    expect(errors).toEqual([]);
  });

  for (const path of legalPaths) {
    test(`${path} shows its heading, date, contents and every section`, async ({ page }) => {
      const errors = trackConsoleErrors(page);
      const document = legalDocuments.find((item) => item.path === path);
      expect(document).toBeDefined();
      if (!document) return;

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy[path].heading);
      await expect(page.getByRole('main').getByText(/^Last updated \w+ \d{1,2}, \d{4}$/)).toBeVisible();

      const toc = page.getByRole('navigation', { name: 'On this page' });
      await expect(toc.getByRole('link')).toHaveCount(document.sections.length);
      for (const section of document.sections) {
        await expect(
          page.getByRole('main').getByRole('heading', { level: 2, name: section.heading, exact: true }),
        ).toBeAttached();
      }
      await expectNoBrokenImages(page);
      expect(errors).toEqual([]);
    });

    test(`${path}: each contents link scrolls to its section`, async ({ page, isMobile }) => {
      test.skip(isMobile, 'The same anchors and scroll margins serve both widths; checked once at 1440 px.');
      const document = legalDocuments.find((item) => item.path === path);
      if (!document) throw new Error(`No legal document for ${path}`);
      await page.goto(path);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      // From the last to the first, so every jump really moves the page.
      for (const section of [...document.sections].reverse()) {
        const link = toc.getByRole('link', { name: section.heading, exact: true });
        const href = await link.getAttribute('href');
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        const heading = page.locator(`section${href}`).getByRole('heading', { level: 2 });
        await expect(heading).toHaveText(section.heading);
        await waitForScrollEnd(page);
        await expect(heading).toBeInViewport({ ratio: 1 });
        // Not hidden under the sticky header.
        await expect
          .poll(async () => {
            const header = await page.locator('header[data-scrolled]').boundingBox();
            const box = await heading.boundingBox();
            return header && box ? box.y - (header.y + header.height) : -1;
          })
          .toBeGreaterThanOrEqual(-1);
      }
    });
  }

  test('the refund page states the refund rule', async ({ page }) => {
    await page.goto('/legal/refund');
    await expect(page.getByText(refundRule, { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('within three days of trial and before the item is used');
    await expect(main).toContainText('Services are not refundable.');
    await expect(main).toContainText("follow the third party's rules");
  });
});
