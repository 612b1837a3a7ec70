import type { Locator, Page } from '@playwright/test';
import { heroTiles } from '../../content/hero';
import { homeCopy } from '../../content/home';
import { partners } from '../../content/partners';
import { site } from '../../content/site';
import { featuredCaseStudies } from '../../content/portfolio';
import { CAROUSEL_STEP_PX } from '../../content/promo';
import {
  expect,
  expectNoBrokenImages,
  layoutShiftTotal,
  nextFrames,
  offsetYOf,
  recordLayoutShifts,
  systemColour,
  test,
  trackConsoleErrors,
  waitForHydration,
} from './fixtures';
import { homeSectionHeadings, homeServiceLinks } from '../helpers/spec-lists';

/** Scrolls to the bottom in viewport-sized steps, so lazy images and scroll-driven parts get their turn. */
async function scrollThroughPage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) * 0.8;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await nextFrames(page, 2);
  }
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
}

/** The RSC payload a served page carries for hydration: the strings of its `self.__next_f.push` scripts. */
function payloadOf(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g)]
    .map((match) => (JSON.parse(match[1]!) as [number, string])[1])
    .join('');
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

const scrollLeftOf = (track: Locator) => track.evaluate((element) => element.scrollLeft);
const transformOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).transform);

test.describe('home page', () => {
  test('renders every section with its headings and texts, no broken image and no console error', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: 'Gateway to Innovation' })).toBeVisible();
    const hero = page.getByRole('region', { name: 'Gateway to Innovation' });
    await expect(hero.getByText('Unveiling Advanced Solutions in Data, Investments, Finance, and Marketing')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/engage');
    await expect(hero.getByRole('link', { name: `Learn More about ${site.name}` })).toHaveAttribute('href', '/discover');

    for (const name of homeSectionHeadings) {
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const band = page.getByRole('region', { name: 'A digital partner for companies that mean to grow' });
    for (const text of ['10+', '20+', 'Transparent collaboration']) {
      await expect(band.getByText(text, { exact: true })).toBeVisible();
    }
    const testimonials = page.getByRole('region', { name: 'What our clients say' });
    await expect(testimonials.getByRole('figure')).toHaveCount(3);
    await expect(testimonials.getByText('Rachel Kim', { exact: true })).toBeVisible();

    const portfolio = page.getByRole('region', { name: 'Portfolio' });
    for (const study of featuredCaseStudies) {
      await expect(portfolio.getByRole('heading', { level: 3, name: study.title })).toBeVisible();
      await expect(portfolio.getByRole('link', { name: new RegExp(`^View case study ?: ${study.client}$`) })).toHaveAttribute(
        'href',
        `/portfolio-profile/${study.slug}`,
      );
      await expect(portfolio.getByText(`#${study.tags[0]!.tag}`, { exact: true }).first()).toBeVisible();
    }

    const marquee = page.getByRole('region', { name: 'Trusted by growing brands' });
    const partnerLinks = marquee.getByRole('link');
    await expect(partnerLinks).toHaveCount(partners.length);
    for (const link of await partnerLinks.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The server sends the row once, its logos lazy, off the first paint. Far below the fold, the hydrated
    // row still stands still.
    const served = await (await page.request.get('/')).text();
    expect(served.match(/class="partner-link"/g)).toHaveLength(partners.length);
    expect(served.match(/<img [^>]*loading="lazy"[^>]*class="partner-logo"/g)).toHaveLength(partners.length);
    await waitForHydration(page.locator('header[data-scrolled]'));
    const rows = marquee.locator('ul');
    await expect(rows).toHaveCount(1);
    await expect(marquee.locator('.animate-marquee')).toHaveCount(0);
    // Near the viewport, the copy that closes the loop is made in the browser, hidden from assistive
    // technology and from Tab, and only then does the row move. Every logo loads, also those far to the
    // right that will only slide into view.
    await page.getByRole('heading', { level: 2, name: 'Trusted by growing brands' }).scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toHaveAttribute('aria-hidden', 'true');
    await expect(rows.nth(1).getByRole('link', { includeHidden: true }).first()).toHaveAttribute('tabindex', '-1');
    await expect(marquee.locator('.animate-marquee')).toHaveCount(1);
    await expect
      .poll(() =>
        marquee.locator('img').evaluateAll((images) =>
          images.filter((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0).length,
        ),
      )
      .toBe(2 * partners.length);

    await scrollThroughPage(page);
    await expectNoBrokenImages(page);
    expect(errors).toEqual([]);
  });

  test('its payload carries the hero tiles, the stories, the partner logos and the footer links as data', async ({ page }) => {
    const payload = payloadOf(await (await page.request.get('/')).text());
    expect(payload).toContain('"Gateway to Innovation"');
    // Both hero islands read one array of tiles; the portfolio's stories, the row of logos and the footer's
    // columns are drawn from data in the browser too.
    for (const tile of heroTiles) expect(occurrences(payload, tile.src.alt)).toBe(1);
    for (const partner of partners) expect(occurrences(payload, partner.logo.alt)).toBe(1);
    expect(payload).not.toContain('hero-tile-img');
    expect(payload).not.toContain('story-card');
    expect(payload).not.toContain('partner-logo');
    expect(payload).not.toContain('footer-link');
  });

  test('the sections below the hero and the footer wait for their first layout, then take their real height before any scrolling', async ({ page }) => {
    // Served HTML: the six sections after the hero but the pinned portfolio, and the footer, carry the class
    // whose `content-visibility: auto` a phone's first frame skips.
    const html = await (await page.request.get('/')).text();
    expect(occurrences(html, 'class="render-later"')).toBe(7);

    await page.goto('/');
    await waitForHydration(page.locator('header[data-scrolled]'));
    // Released one per idle period after hydration, without any scrolling.
    await expect(page.locator('.render-later')).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const banner = page.getByRole('region', { name: homeCopy.banner.heading });
    expect(await banner.evaluate((element) => getComputedStyle(element.parentElement!).contentVisibility)).toBe('visible');
    // The page's length no longer changes as the visitor scrolls to its end.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await scrollThroughPage(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the sections below the hero and the footer are laid out at once, since no script releases them', async ({ page }) => {
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const sections = page.locator('.render-later');
      await expect(sections).toHaveCount(7);
      for (const section of await sections.all()) {
        expect(await section.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('visible');
      }
    });

    test('the blogs section shows no endless loading animation, and its link leads to the articles', async ({ page }) => {
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const section = page.getByRole('region', { name: homeCopy.blogs.heading });
      await expect(section.getByRole('heading', { level: 2, name: homeCopy.blogs.heading })).toBeVisible();
      await expect(section.getByRole('status')).toBeHidden();
      await expect(section.getByText('Loading...')).toBeHidden();
      await section.getByRole('link', { name: 'All articles' }).click();
      await expect(page).toHaveURL(/\/insight\/page\/1$/);
    });

    test('the portfolio shows every project with its own image', async ({ page }) => {
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const portfolio = page.getByRole('region', { name: 'Portfolio' });
      for (const study of featuredCaseStudies) {
        const story = portfolio.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: study.title }) });
        await story.scrollIntoViewIfNeeded();
        const image = story.getByRole('img').first();
        await expect(image).toBeVisible();
        // Beside its own text, not a blank half-screen.
        const [imageBox, titleBox] = [await image.boundingBox(), await story.getByRole('heading', { level: 3 }).boundingBox()];
        expect(Math.abs((imageBox?.y ?? 0) - (titleBox?.y ?? 0))).toBeLessThan(800);
        await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);
      }
      // The image that scripts would switch is not shown in its place.
      await expect(page.getByTestId('portfolio-pinned')).toBeHidden();
    });
  });

  test('service cards link to their pages', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Services' });
    await expect(section.getByRole('link')).toHaveCount(homeServiceLinks.length);
    for (const [name, href] of homeServiceLinks) {
      await expect(section.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await section.getByRole('link', { name: 'Web Wizardry', exact: true }).click();
    await expect(page).toHaveURL(/\/artistry\/website-design$/);
  });

  test('each service card shows its own icon, drawn by the stylesheet in the badge colour, CanvasText in forced colours', async ({ page }) => {
    // components/sections/home/service-icon.tsx: an empty element the stylesheet fills through an SVG mask.
    const icons = () =>
      page.locator('.service-badge > .service-icon').evaluateAll((marks) =>
        marks.map((mark) => {
          const style = getComputedStyle(mark);
          const { width, height } = mark.getBoundingClientRect();
          return { mask: style.maskImage, fill: style.backgroundColor, colour: style.color, size: `${width}x${height}` };
        }),
      );
    await page.goto('/');
    const drawn = await icons();
    expect(drawn).toHaveLength(homeServiceLinks.length);
    for (const icon of drawn) {
      expect(icon.mask).toMatch(/^url\("[^"]*\/images\/marks\/service-icon-[a-z]+\.svg"\)$/);
      expect(icon).toMatchObject({ fill: 'rgb(255, 255, 255)', colour: 'rgb(255, 255, 255)', size: '28x28' });
    }
    expect(new Set(drawn.map((icon) => icon.mask)).size).toBe(homeServiceLinks.length);

    await page.emulateMedia({ forcedColors: 'active' });
    expect(new Set((await icons()).map((icon) => icon.fill))).toEqual(new Set([await systemColour(page, 'CanvasText')]));
  });

  test('View More leads to the showcase', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Portfolio' }).getByRole('link', { name: 'View More' }).click();
    await expect(page).toHaveURL(/\/showcase$/);
  });

  test('Get Started leads to the contact page', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'A digital partner for companies that mean to grow' })
      .getByRole('link', { name: 'Get Started' })
      .click();
    await expect(page).toHaveURL(/\/engage$/);
  });

  test('a carousel card button leads to the contact page', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Ready to boost your online presence?' });
    await banner.getByRole('link', { name: /^Get Started/ }).first().click();
    await expect(page).toHaveURL(/\/engage$/);
  });
});

test.describe('home hero', () => {
  test('at 390 px shows six client tiles and hides the tilted grid', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'The six-tile hero is the layout below the large breakpoint.');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('hero-grid')).toBeHidden();
    const tiles = page.getByTestId('hero-mobile-tiles').getByRole('link');
    await expect(tiles).toHaveCount(6);
    const hrefs: string[] = [];
    for (const tile of await tiles.all()) {
      await expect(tile).toBeVisible();
      await expect(tile).toHaveAttribute('target', '_blank');
      hrefs.push((await tile.getAttribute('href')) ?? '');
    }
    const links = heroTiles.map((tile) => tile.link);
    expect(new Set(hrefs).size).toBe(6);
    for (const href of hrefs) expect(links).toContain(href);
  });

  test('at 390 px the random pick of tiles, made after hydration, moves nothing on screen', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'The six-tile hero is the layout below the large breakpoint.');
    await recordLayoutShifts(page);
    // A phone's slower processor: the page paints before it hydrates, as it does there.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/');
    const tiles = page.getByTestId('hero-mobile-tiles');
    const stableOrder = heroTiles.slice(0, 6).map((tile) => tile.link);
    // The server HTML holds the first six tiles in order; the client then draws its own six.
    await waitForHydration(tiles.getByRole('link').first());
    await expect
      .poll(async () => (await tiles.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).join())
      .not.toBe(stableOrder.join());
    await page.waitForLoadState('networkidle');
    await nextFrames(page, 3);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.005);
  });

  test('at 1440 px lays the 15 tiles out on the tilted grid', async ({ page, isMobile }) => {
    test.skip(isMobile, 'The tilted grid is the layout from the large breakpoint up.');
    await page.goto('/');
    const grid = page.getByTestId('hero-grid');
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('link')).toHaveCount(15);
    await expect(page.getByTestId('hero-mobile-tiles')).toBeHidden();
    for (const tile of await grid.getByRole('link').all()) {
      await expect(tile).toHaveAttribute('target', '_blank');
    }
  });

  test('a tile lifts on hover and on keyboard focus, and settles when left', async ({ page, isMobile }) => {
    test.skip(isMobile, 'Hover applies to the desktop grid.');
    await page.goto('/');
    const links = page.getByTestId('hero-grid').getByRole('link');
    const tile = links.nth(7);
    await expect(tile).toBeVisible();
    expect(await transformOf(tile)).toBe('none');

    await tile.hover();
    await expect.poll(() => transformOf(tile)).not.toBe('none');
    await page.mouse.move(20, 860);
    await expect.poll(() => transformOf(tile)).toBe('none');

    await links.nth(6).focus();
    await page.keyboard.press('Tab');
    await expect(tile).toBeFocused();
    await expect.poll(() => transformOf(tile)).not.toBe('none');
    await page.keyboard.press('Tab');
    await expect.poll(() => transformOf(tile)).toBe('none');
  });

  test('the grid moves with scroll at 1440 px, and not for reduced motion', async ({ page, isMobile }) => {
    test.skip(isMobile, 'Parallax applies at window widths of 1279 px and more.');
    const stage = page.getByTestId('hero-grid').locator('xpath=./div');

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(Math.abs(await offsetYOf(stage))).toBeLessThan(1);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => offsetYOf(stage)).toBeGreaterThan(5);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // Not 'networkidle': the browser revalidates the cached prefetches of this second visit in the
    // background (stale-while-revalidate), and Playwright counts those as open for about 30 s.
    await waitForHydration(stage);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await nextFrames(page, 10);
    expect(await offsetYOf(stage)).toBe(0);
  });
});

test.describe('home banner carousel', () => {
  test('buttons scroll by 388 px and are disabled at the start and at the end', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Ready to boost your online presence?' });
    const back = banner.getByRole('button', { name: 'Show previous cards' });
    const forward = banner.getByRole('button', { name: 'Show next cards' });
    const track = banner.getByTestId('carousel-track');
    await track.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');

    await expect(back).toBeDisabled();
    await expect(forward).toBeEnabled();
    expect(await scrollLeftOf(track)).toBe(0);

    await forward.click();
    // The smooth scroll settles one step (388 px) along.
    await expect.poll(async () => Math.abs((await scrollLeftOf(track)) - CAROUSEL_STEP_PX)).toBeLessThanOrEqual(3);
    await expect(back).toBeEnabled();

    await back.click();
    await expect.poll(() => scrollLeftOf(track)).toBeLessThanOrEqual(1);
    await expect(back).toBeDisabled();

    await track.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    await expect(forward).toBeDisabled();
    await expect(back).toBeEnabled();
  });

  test('a mouse drag scrolls the track and does not follow the card link', async ({ page, isMobile }) => {
    test.skip(isMobile, 'Touch scrolls the track natively; the mouse drag is the desktop gesture.');
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Ready to boost your online presence?' });
    const track = banner.getByTestId('carousel-track');
    await track.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const box = await track.boundingBox();
    if (!box) throw new Error('the carousel track has no box');

    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 900, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 900 - step * 50, y);
    await page.mouse.up();

    expect(await scrollLeftOf(track)).toBeGreaterThan(400);
    await expect(banner.getByRole('button', { name: 'Show previous cards' })).toBeEnabled();
    await nextFrames(page, 5);
    await expect(page).toHaveURL(/\/$/);
  });
});
