import type { Locator, Page } from '@playwright/test';
import { caseStudies } from '../../content/portfolio';
import { legalDocuments } from '../../content/legal';
import { siteChatConfig } from '../../lib/chat/site-config';
import {
  ASK_EMAIL_TEXT,
  ASK_NAME_TEXT,
  CHAT_INPUT_LABEL,
  CHAT_TITLE,
  SERVICES_GROUP_LABEL,
  START_BUTTON_TEXT,
  THANK_YOU_TEXT,
  greetByNameText,
} from '../../content/chat';
import { seriousViolations } from './axe';
import { expect, focusIndicator, nextFrames, test, waitForHydration } from './fixtures';
import { dynamicRoutes, staticRoutes } from './routes';

/**
 * Issue 6 §2, beyond the per-route axe walk (tests/e2e/shell.spec.ts): keyboard walk-throughs of the
 * interactive components (each also checked with axe while open) and reduced motion. Keyboard tests
 * already elsewhere: desktop dropdowns and the pop-up (shell.spec.ts), the offering tabs (pages.spec.ts),
 * the blog sidebar (blog.spec.ts).
 */

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with ${max} presses of Tab`).toBeFocused();
}

/** The focused element comes after `node` in the document (focus navigation continued from there). */
const focusFollows = (node: Locator) =>
  node.evaluate((element) => {
    const active = document.activeElement;
    return active !== null && active !== document.body && Boolean(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });

/** Resolves when a horizontal scroller has stopped moving (at once if it never moves). */
const scrollSettled = (track: Locator) =>
  track.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = element.scrollLeft;
        let still = 0;
        const tick = () => {
          still = element.scrollLeft === last ? still + 1 : 0;
          last = element.scrollLeft;
          if (still >= 8) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );

test.describe('visible focus (WCAG 2.2 focus appearance)', () => {
  // Every route at the project's width (1440 and 390 px): the first focusable elements, reached with Tab,
  // each show an indicator at least 2 px wide with 3:1 contrast against the background beside it.
  const routes = [...staticRoutes, ...dynamicRoutes].map((route) => route.path);
  const half = Math.ceil(routes.length / 2);
  for (const [part, list] of [routes.slice(0, half), routes.slice(half)].entries()) {
    test(`the first focusable elements of every route (${part + 1}/2) show a 2 px, 3:1 indicator`, async ({ page }) => {
      test.setTimeout(list.length * 12_000);
      for (const path of list) {
        await page.goto(path);
        for (let press = 0; press < 8; press += 1) {
          await page.keyboard.press('Tab');
          const indicator = await focusIndicator(page);
          if (!indicator) continue;
          expect.soft(indicator.width, `${path}: ${indicator.element} indicator width`).toBeGreaterThanOrEqual(2);
          expect.soft(indicator.contrast, `${path}: ${indicator.element} indicator contrast`).toBeGreaterThanOrEqual(3);
        }
      }
    });
  }
});

test.describe('keyboard', () => {
  test('the mobile menu opens, enters and leaves a sub-list, traps Tab, closes on Esc and navigates', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'The slide-in menu exists below the large breakpoint only; desktop dropdowns are in shell.spec.ts.');
    await page.goto('/legal');
    const openButton = page.getByRole('button', { name: 'Open menu' });
    await waitForHydration(openButton);
    await tabTo(page, openButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(page, 'dialog.mobile-menu')).toEqual([]);

    const discover = menu.getByRole('button', { name: 'Discover' });
    await tabTo(page, discover, { max: 10 });
    await page.keyboard.press('Enter');
    const back = menu.getByRole('button', { name: 'Back' });
    await expect(back).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Testimonials' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(discover).toBeFocused();

    // Tab and Shift+Tab wrap around inside the panel.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let presses = 0; presses < 12; presses += 1) {
        await page.keyboard.press(key);
        expect(await menu.evaluate((node) => node.contains(document.activeElement)), `${key} ${presses + 1}`).toBe(true);
      }
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('button', { name: 'Digital Artistry' }), { max: 10 });
    await page.keyboard.press('Enter');
    await tabTo(page, menu.getByRole('link', { name: 'SEO' }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/artistry\/seo$/);
    await expect(menu).toBeHidden();
  });

  test('the chatbot is used from the keyboard: start, name, email, then a service', async ({ page, isMobile }) => {
    test.skip(isMobile, 'One placement is enough: both widths render the same conversation component.');
    // The bot's delays run on the page clock, which the test moves on until the awaited message shows.
    await page.clock.install();
    const showsAfterDelay = (text: Locator) =>
      expect(async () => {
        await page.clock.runFor(500);
        await expect(text).toBeVisible({ timeout: 50 });
      }).toPass({ intervals: [50] });
    // An address of its own, so the transcript save never meets another test's rate limit.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.66.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}` });
    await page.goto('/engage');
    const chat = page.getByRole('region', { name: CHAT_TITLE });
    const start = chat.getByRole('button', { name: START_BUTTON_TEXT });
    await showsAfterDelay(start);
    await tabTo(page, start, { max: 80 });
    await page.keyboard.press('Enter');
    const input = chat.getByRole('textbox', { name: CHAT_INPUT_LABEL });
    await expect(input).toBeFocused();
    await showsAfterDelay(chat.getByText(ASK_NAME_TEXT));

    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Enter');
    await showsAfterDelay(chat.getByText(ASK_EMAIL_TEXT));
    await expect(chat.getByText(greetByNameText('Grace Hopper'))).toBeVisible();
    await expect(input).toBeFocused();

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/contact/save-chat'));
    await page.keyboard.type(`keyboard-${Date.now()}@example.com`);
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await showsAfterDelay(chat.getByText(THANK_YOU_TEXT));
    const services = chat.getByRole('group', { name: SERVICES_GROUP_LABEL });
    await showsAfterDelay(services);

    // The choices sit in the conversation, just before the message box.
    const last = siteChatConfig.services.at(-1)!;
    const chosen = siteChatConfig.services.at(-2)!;
    await page.keyboard.press('Shift+Tab');
    await expect(services.getByRole('button', { name: last.label, exact: true })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const chosenButton = services.getByRole('button', { name: chosen.label, exact: true });
    await expect(chosenButton).toBeFocused();
    await page.keyboard.press('Space');
    await expect(chosenButton).toHaveAttribute('aria-pressed', 'true');
    await expect(chat.getByText(chosen.description)).toBeVisible();
    expect(await seriousViolations(page, '[data-placement="desktop"]')).toEqual([]);
  });

  test('carousels: the buttons keep focus at either end and focused cards scroll into view', async ({ page, isMobile }) => {
    test.skip(isMobile, 'The controls and the focus rules are the same at every width; checked once at 1440 px.');
    // Instant scrolling keeps the walk short; which element has focus does not depend on it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The case-study slider: Enter on Next until the end hands focus to Previous, and back.
    await page.goto('/showcase/portfolio');
    const slider = page.getByRole('region', { name: 'Case studies', exact: true });
    const previous = slider.getByRole('button', { name: 'Previous project' });
    const next = slider.getByRole('button', { name: 'Next project' });
    const track = slider.getByRole('list').first();
    await waitForHydration(next);
    for (const [from, to] of [
      [next, previous],
      [previous, next],
    ] as const) {
      await from.focus();
      for (let presses = 0; presses < caseStudies.length && !(await isFocused(to)); presses += 1) {
        await expect(from, 'focus stays on the button it is pressing').toBeFocused();
        await page.keyboard.press('Enter');
        await scrollSettled(track);
      }
      await expect(to).toBeFocused();
      await expect(from).toBeDisabled();
    }

    // The home banner: Tab walks through every card, and the track follows the focus to the end.
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Ready to boost your online presence?' });
    const forward = banner.getByRole('button', { name: 'Show next cards' });
    const cardLinks = banner.getByTestId('carousel-track').getByRole('link');
    await waitForHydration(forward);
    await forward.focus();
    const count = await cardLinks.count();
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(cardLinks.nth(index)).toBeFocused();
      await scrollSettled(banner.getByTestId('carousel-track'));
      await expect(cardLinks.nth(index)).toBeInViewport({ ratio: 1 });
    }
    await expect(banner.getByRole('button', { name: 'Show previous cards' })).toBeEnabled();

    // The latest blogs: Enter steps the cards and the focus stays on the button.
    const latest = page.getByRole('region', { name: 'Latest blogs' });
    const nextBlogs = latest.getByRole('button', { name: 'Next blogs' });
    const status = latest.locator('[aria-live="polite"]');
    const before = (await status.textContent()) ?? '';
    await nextBlogs.focus();
    await page.keyboard.press('Enter');
    await expect(status).not.toHaveText(before);
    await expect(nextBlogs).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(latest.getByRole('button', { name: 'Previous blogs' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(before);
  });

  test('the events overlay opens with Enter, steps with the arrow keys, traps Tab and returns focus', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'The overlay and its keys are the same at every width; the click test covers both.');
    await page.goto('/discover/team');
    const events = page.getByRole('region', { name: 'Events gallery' });
    await expect(events.locator('[data-shuffled]')).toHaveAttribute('data-shuffled', 'true');
    const trigger = events.locator('button[aria-haspopup="dialog"]').nth(3);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close image' });
    await expect(close).toBeFocused();
    const first = await dialog.getByRole('img').getAttribute('alt');
    await expect(dialog).toHaveAccessibleName(first!);
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

    await page.keyboard.press('ArrowRight');
    await expect(dialog).not.toHaveAccessibleName(first!);
    await expect(dialog.getByText(/^\d+ \/ \d+$/)).toHaveText(/^5 \/ /);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName(first!);

    // Close, Previous, Next, then back to Close.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Previous image' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Next image' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Next image' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).not.toHaveAccessibleName(first!);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the skip link and the contents menus move reading and focus to the chosen section', async ({ page, isMobile }) => {
    test.skip(isMobile, 'The same anchors serve both widths; checked once at 1440 px.');
    // Instant jumps keep the walk short; where focus goes does not depend on smooth scrolling.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const legal = legalDocuments.find((item) => item.path === '/legal/privacy')!;
    await page.goto(legal.path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);

    const cases = [
      { nav: 'On this page', label: legal.sections[2]!.heading, path: legal.path },
      { nav: 'Case study contents', label: 'Results', path: `/portfolio-profile/${caseStudies[0]!.slug}` },
    ];
    for (const { nav, label, path } of cases) {
      if (new URL(page.url()).pathname !== path) await page.goto(path);
      const link = page.getByRole('navigation', { name: nav }).getByRole('link', { name: label, exact: true });
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      const href = await link.getAttribute('href');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      const section = page.locator(href!);
      await expect(section.getByRole('heading', { level: 2 }).first()).toBeInViewport();
      // The next Tab continues from the section, not from the menu.
      await page.keyboard.press('Tab');
      expect(await focusFollows(section), `${path}: focus after ${label}`).toBe(true);
    }
  });
});

/**
 * Scrolls the page a screen at a time, then back to the top, and lists every element of the main content
 * and the footer that is not where it was at the top of the page, or not as opaque or transformed: with
 * motion reduced, nothing may move or fade with the scroll. Left out: sticky and fixed elements (they
 * follow the window by design) and scroll-synced galleries (`[data-active]`: the picture of the section
 * being read changes with the reading position by design).
 */
async function scrollWalk(): Promise<string[]> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const pinned = new Set<Element>();
  const watched: Element[] = [];
  document.querySelectorAll('main *, footer *').forEach((element) => {
    const position = getComputedStyle(element).position;
    if (position === 'sticky' || position === 'fixed' || (element.parentElement && pinned.has(element.parentElement))) {
      pinned.add(element);
    } else if (!element.closest('[data-active]')) {
      watched.push(element);
    }
  });
  const state = (element: Element) => {
    // Elements without a box (display: none or contents) have no place to compare.
    if (element.getClientRects().length === 0) return 'not rendered';
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return `at ${Math.round(box.x)},${Math.round(box.y + window.scrollY)} opacity ${style.opacity} transform ${style.transform}`;
  };
  const top = watched.map(state);
  // Only the outermost element that changed is reported; its descendants move with it.
  const changes = new Map<Element, string>();
  const compare = (where: string) =>
    watched.forEach((element, index) => {
      const now = state(element);
      if (now === top[index] || changes.has(element)) return;
      const inMoved = element.parentElement !== null && changes.has(element.parentElement);
      changes.set(element, inMoved ? '' : `${element.tagName.toLowerCase()}.${String(element.getAttribute('class')).slice(0, 40)} ${where}: ${top[index]} -> ${now}`);
    });
  for (let y = window.innerHeight; y < document.documentElement.scrollHeight; y += window.innerHeight) {
    window.scrollTo({ top: y, behavior: 'instant' });
    await frame();
    compare(`scrolled to ${y}`);
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  await frame();
  compare('back at the top');
  return [...changes.values()].filter(Boolean).slice(0, 10);
}

/** Animations (CSS and Web Animations) running for longer than a millisecond (reduced motion shortens them to 0.01 ms). */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && Number(animation.effect?.getComputedTiming().activeDuration) > 1)
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name = animation instanceof CSSAnimation ? animation.animationName : animation.constructor.name;
        return `${name} on ${target?.tagName.toLowerCase()}.${String(target?.getAttribute('class') ?? '').slice(0, 50)}`;
      }),
  );

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  // The pages with motion: hero and marquee, scroll-linked strips, columns, galleries, the slide-in panels.
  const pages = ['/', '/discover', '/discover/team', '/discover/all-team', '/discover/testimonials', '/strategy', '/showcase'];

  test('every animated element shows its final state at once and nothing moves with the scroll', async ({ page, isMobile }) => {
    // Most motions only run on wide windows; those that also run at 390 px (CSS marquees, the footer banner) obey the same rules.
    test.skip(isMobile, 'Checked at 1440 px, where every motion runs.');
    test.setTimeout(120_000);
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page.locator('header[data-scrolled]'));
      // Shuffled grids reorder once after hydration; that is content, not motion.
      for (const grid of await page.locator('[data-shuffled]').all()) await expect(grid).toHaveAttribute('data-shuffled', 'true');
      // Home's later sections take their real height once released after hydration, before any scrolling.
      await expect(page.locator('.render-later')).toHaveCount(0);
      await nextFrames(page);
      expect.soft(await runningAnimations(page), `${path}: running animations`).toEqual([]);

      // Nothing waits hidden for an entrance: no text or picture that assistive technology reads is
      // rendered at opacity 0 (inactive layers of a cross-fade are aria-hidden).
      const transparent = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main h1, main h2, main h3, main p, main img, main li, main a'))
          .filter((element) => !element.closest('[aria-hidden="true"], [data-active="false"]'))
          .filter((element) => element.checkVisibility() && !element.checkVisibility({ opacityProperty: true }))
          .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent || element.getAttribute('alt') || '').trim().slice(0, 40)}`),
      );
      expect.soft(transparent, `${path}: content left transparent`).toEqual([]);

      expect.soft(await page.evaluate(scrollWalk), `${path}: elements that moved or faded with the scroll`).toEqual([]);
      expect.soft(await runningAnimations(page), `${path}: running animations after scrolling`).toEqual([]);
      // A scroll-synced gallery swaps its picture at once, without a fade.
      const fading = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-active="true"]'))
          .filter((element) => element.checkVisibility() && getComputedStyle(element).opacity !== '1')
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect.soft(fading, `${path}: gallery pictures still fading in`).toEqual([]);
    }

    // The scramble effect of the footer links does not run: the label stays as it is.
    const label = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }).locator('a > span').first();
    const text = await label.innerText();
    await label.hover();
    for (let frame = 0; frame < 10; frame += 1) {
      await nextFrames(page, 1);
      expect(await label.innerText()).toBe(text);
    }
  });

  test('the mobile menu appears in its final place at once', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'The slide-in menu exists below the large breakpoint only.');
    await page.goto('/legal');
    const openButton = page.getByRole('button', { name: 'Open menu' });
    await waitForHydration(openButton);
    await openButton.click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    expect(await runningAnimations(page)).toEqual([]);
    const box = await menu.boundingBox();
    expect(Math.round(box!.x + box!.width)).toBe(page.viewportSize()!.width);
  });
});
