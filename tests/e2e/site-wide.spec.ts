// What every page carries: its stylesheet inside the HTML, the feeds announced in its head, the social icons drawn as their glyphs, the
// brand's own site icon, and markup that keeps to one byte a character.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { site } from '../../content/site';
import { sheetKey, sheetOf } from '../../app/sheets/routes';
import { caseStudies } from '../../content/portfolio';
import { cspViolations, expect, recordCspViolations, systemColour, test, trackConsoleErrors } from './fixtures';
import { dynamicRoutes, staticRoutes } from './routes';

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name] ?? entity);

/** The `<link>` tags of the server HTML's head, as attribute maps. */
function headLinks(html: string): Record<string, string>[] {
  const head = /<head\b[\s\S]*?<\/head>/i.exec(html)?.[0] ?? '';
  return Array.from(head.matchAll(/<link\b([^>]*)>/gi), (match) => {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of (match[1] ?? '').matchAll(/([a-zA-Z:_-]+)="([^"]*)"/g)) attributes[name!.toLowerCase()] = decode(value!);
    return attributes;
  });
}

const pathOf = (url: string | undefined) => (url ? new URL(url, 'http://site.invalid').pathname : undefined);

test.describe('feeds in the head', () => {
  test('every page, the 404 page included, announces the RSS and Atom feeds', async ({ request, isMobile }) => {
    test.skip(isMobile, 'Server HTML does not depend on the viewport.');
    const paths = [...staticRoutes, ...dynamicRoutes].map((route) => route.path).concat('/no-such-page-anywhere');
    for (const path of paths) {
      const response = await request.get(path);
      expect.soft(response.status(), path).toBe(path === '/no-such-page-anywhere' ? 404 : 200);
      const alternates = headLinks(await response.text()).filter((link) => link.rel === 'alternate');
      const feed = (type: string) => alternates.find((link) => link.type === type);
      expect.soft(pathOf(feed('application/rss+xml')?.href), `${path}: RSS`).toBe('/rss.xml');
      expect.soft(feed('application/rss+xml')?.title, `${path}: RSS title`).toBe(`${site.name} Insight (RSS)`);
      expect.soft(pathOf(feed('application/atom+xml')?.href), `${path}: Atom`).toBe('/atom.xml');
      expect.soft(feed('application/atom+xml')?.title, `${path}: Atom title`).toBe(`${site.name} Insight (Atom)`);
    }
  });
});

/** The class names a sheet's selectors name, unescaped (`.md\\:flex` is `md:flex`). */
function classesOfSheet(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(/\.((?:\\.|[\w-])+)/g), (match) => match[1]!.replace(/\\(.)/g, '$1')));
}

/** The class names of the server HTML's elements. */
function classesOfHtml(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(/\sclass="([^"]*)"/g), (match) => decode(match[1]!).split(/\s+/)).flat().filter(Boolean));
}

/**
 * The layout the sheet decides for every element of the header and the main content, the pointer on the
 * heading. Not colours (the contents list marks the section in view, which may differ between two visits)
 * nor sizes the width resolves (auto margins, grid tracks), which scroll bars may change.
 */
const computedStyles = async (page: Page) => {
  await page.getByRole('heading', { level: 1 }).hover();
  return page.locator('header, main').evaluateAll((roots) =>
    roots.flatMap((root) =>
      [root, ...root.querySelectorAll('*')].map((element) => {
        const style = getComputedStyle(element);
        const { display, position, fontSize, fontWeight, padding, gap, flexDirection, textAlign } = style;
        return [element.tagName, display, position, fontSize, fontWeight, padding, gap, flexDirection, textAlign].join(' ');
      }),
    ),
  );
};

/** The whole sheet, as the file a hydrated page prefetches for the visitor's first move. */
async function wholeSheet(page: Page): Promise<string> {
  await page.goto('/legal');
  const href = await page.locator('link[rel="prefetch"]').getAttribute('href');
  expect(href).toMatch(/^\/site-sheet\/[0-9a-f]{16}\.css$/);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  return response.text();
}

// A phone paints when the HTML is in, without a second round trip for a stylesheet (app/site-styles.tsx).
test.describe('the stylesheet', () => {
  test('arrives inside every page, once, allowed by its hash, with no stylesheet request before the paint', async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'Server HTML does not depend on the viewport.');
    const paths = [...staticRoutes, ...dynamicRoutes].map((route) => route.path).concat('/no-such-page-anywhere', '/insight/page/1?category=Design', '/newsletter/confirmed');
    const sheets = new Map<string, string>();
    for (const pagePath of paths) {
      const response = await request.get(pagePath);
      const html = await response.text();
      expect.soft(headLinks(html).filter((link) => link.rel === 'stylesheet'), pagePath).toEqual([]);
      const styles = Array.from(html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi));
      // A path that matches no page is answered with Next.js's own 404 page, which carries the sheet of the
      // rules every page shares.
      const name = response.status() === 404 ? 'not-found' : sheetOf(new URL(pagePath, 'http://site.invalid').pathname);
      expect.soft(styles.map((style) => style[1]), pagePath).toEqual([` data-precedence="default" data-href="${sheetKey(name)}"`]);
      const text = styles[0]?.[2] ?? '';
      expect.soft(sheets.get(name) ?? text, `${pagePath}: the same ${name} sheet as its other pages`).toBe(text);
      sheets.set(name, text);
      // Pages served from the cache and pages rendered now (the filtered listing) alike.
      const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      expect.soft(/style-src-elem ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1]?.split(' '), pagePath).toContain(hash);
    }
    expect([...sheets.keys()].sort()).toEqual([
      'article',
      'artistry',
      'case-study',
      'discover',
      'engage',
      'home',
      'legal',
      'listing',
      'newsletter',
      'not-found',
      'showcase',
      'strategy',
    ]);
    const whole = await wholeSheet(page);
    expect(whole.length).toBeGreaterThan(50_000);
    for (const [name, text] of sheets) expect(text.length, name).toBeLessThan(whole.length * 0.8);
    // The 404 page, what bots ask for all day, carries only what every page needs.
    for (const [name, text] of sheets) if (name !== 'not-found') expect(sheets.get('not-found')!.length, name).toBeLessThan(text.length);
  });

  test("a page's own sheet styles every class its HTML uses that the whole sheet styles", async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'Server HTML does not depend on the viewport.');
    const sheetText = (html: string) => /<style\b[^>]*>([\s\S]*?)<\/style>/i.exec(html)?.[1] ?? '';
    const whole = classesOfSheet(await wholeSheet(page));
    const paths = [...staticRoutes, ...dynamicRoutes]
      .map((route) => route.path)
      .concat('/insight/page/1?category=Design', '/portfolio-profile/no-such-study', '/newsletter/confirmed', '/no-such-page-anywhere', '/wp-login.php');
    const cutPaths = paths.filter((pagePath) => sheetOf(new URL(pagePath, 'http://site.invalid').pathname) !== 'site');
    expect(cutPaths.length).toBeGreaterThan(20);
    for (const pagePath of cutPaths) {
      const html = await (await request.get(pagePath)).text();
      const own = classesOfSheet(sheetText(html));
      const missing = [...classesOfHtml(html)].filter((name) => whole.has(name) && !own.has(name));
      expect.soft(missing, pagePath).toEqual([]);
    }
  });

  test('moving on from a page with its own sheet brings the whole sheet, which styles the next page as a direct visit does', async ({
    page,
    browser,
    isMobile,
  }) => {
    test.skip(isMobile, 'The same sheets at every width; the desktop layout has the most responsive variants.');
    const violations = await recordCspViolations(page);
    const errors = trackConsoleErrors(page);
    const study = `/portfolio-profile/${caseStudies[0]!.slug}`;
    const visited = await browser.newPage();
    await visited.goto(study);
    const studyVisited = await computedStyles(visited);
    await visited.close();

    await page.goto('/');
    const home = await computedStyles(page);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    // Fetched once the page is hydrated, so that the first move waits for no round trip.
    await expect(page.locator('link[rel="prefetch"]')).toHaveAttribute('href', /^\/site-sheet\/[0-9a-f]{16}\.css$/);
    await page.locator(`main a[href="${study}"]`).first().click();
    await expect(page).toHaveURL(study);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudies[0]!.title);
    const link = page.locator('link[rel="stylesheet"]');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', /^\/site-sheet\/[0-9a-f]{16}\.css$/);
    expect(await computedStyles(page)).toEqual(studyVisited);

    await page.goBack();
    await expect(page).toHaveURL('/');
    expect(await computedStyles(page)).toEqual(home);
    expect(await cspViolations(page)).toEqual([]);
    expect(violations.console).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("moving on from the 404 page, whose sheet has only the shared rules, styles the next page as a direct visit does", async ({
    page,
    browser,
    isMobile,
  }) => {
    test.skip(isMobile, 'The same sheets at every width; the desktop layout has the most responsive variants.');
    const violations = await recordCspViolations(page);
    const visited = await browser.newPage();
    await visited.goto('/showcase');
    const showcaseVisited = await computedStyles(visited);
    await visited.close();

    const response = await page.goto('/wp-login.php');
    expect(response?.status()).toBe(404);
    await expect(page.locator('style[data-href="site-stylesheet-not-found"]')).toHaveCount(1);
    await expect(page.locator('link[rel="prefetch"]')).toHaveAttribute('href', /^\/site-sheet\/[0-9a-f]{16}\.css$/);
    await page.getByRole('link', { name: 'See our work' }).click();
    await expect(page).toHaveURL('/showcase');
    await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('href', /^\/site-sheet\/[0-9a-f]{16}\.css$/);
    expect(await computedStyles(page)).toEqual(showcaseVisited);
    expect(await cspViolations(page)).toEqual([]);
    expect(violations.console).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('styles the page and draws its text in Geist, the font file fetched once and no stylesheet', async ({ page }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') fonts.push(`stylesheet ${request.url()}`);
        if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
      });
      await page.goto('/legal', { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px Geist'))).toBe(true);
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Geist, "Geist Fallback Arial"/);
      expect(Number.parseFloat(await heading.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThan(32);
      expect(fonts).toEqual(['/fonts/geist-sans-latin.woff2']);
      // Asked for when the first layout uses it, not preloaded beside the HTML (docs/architecture.md).
      await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    });
  });
});

/**
 * Whether the icon the link shows is filled at a point of its 24×24 box, as the browser paints it (fill
 * rule included): a solid square is filled everywhere, the Instagram glyph is open inside its frame and
 * lens. The icon is an SVG mask the stylesheet gives it (components/ui/social-icon.tsx), whose shape the
 * page reads from the file its computed mask image names.
 */
async function filledAt(link: Locator, points: [number, number][]): Promise<boolean[]> {
  return link.locator('.social-icon').evaluate(async (icon, at) => {
    const mask = getComputedStyle(icon).maskImage;
    const file = /^url\("([^"]*\.svg)"\)$/.exec(mask)?.[1];
    if (!file) throw new Error(`Not an SVG mask: ${mask}`);
    const drawing = new DOMParser().parseFromString(await (await fetch(file)).text(), 'image/svg+xml').documentElement;
    // Measured in a probe of the page's own document, where the browser computes fills.
    const probe = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    probe.setAttribute('viewBox', drawing.getAttribute('viewBox') ?? '');
    document.body.append(probe);
    const shapes = [...drawing.children].map((child) => probe.appendChild(document.importNode(child, true)) as SVGGeometryElement);
    const filled = at.map(([x, y]) => shapes.some((shape) => shape.isPointInFill(new DOMPoint(x, y))));
    probe.remove();
    return filled;
  }, points);
}

// Frame ring, lens ring and dot are filled; the gap inside the frame and the lens centre are not.
const instagramPoints: [number, number][] = [
  [3, 12],
  [12, 7.8],
  [17.1, 6.9],
  [12, 12],
  [6, 18],
];
const instagramGlyph = [true, true, true, false, false];

test.describe('islands below the first screen', () => {
  // Each is served in place and in order inside an <Activity> boundary (components/ui/hydrate-later.tsx),
  // whose server markers React writes as these comments: React hydrates the page around them first.
  const islands: [string, number][] = [
    ['/', 7], // six of home's sections and the footer
    ['/discover', 2], // the studio gallery and the footer
    ['/discover/team', 2], // the events gallery and the footer
    ['/showcase', 2], // the drifting gallery and the footer
    ['/engage', 2], // the chat and the footer
    ['/artistry/seo', 2], // the projects slider and the footer
    ['/legal', 1], // the footer
  ];

  test('are served in place, each inside a boundary that React hydrates after the rest of the page', async ({ request, isMobile }) => {
    test.skip(isMobile, 'Server HTML does not depend on the viewport.');
    for (const [path, count] of islands) {
      const html = await (await request.get(path)).text();
      const opened = html.split('<!--&-->').length - 1;
      expect(opened, path).toBe(count);
      expect(html.split('<!--/&-->').length - 1, path).toBe(count);
      // The footer's island ends before the document's scripts and holds the footer itself, not a placeholder.
      const footerStart = html.lastIndexOf('<!--&-->');
      expect(html.indexOf('<footer', footerStart), path).toBeGreaterThan(footerStart);
      expect(html.indexOf('</footer>', footerStart), path).toBeLessThan(html.indexOf('<!--/&-->', footerStart));
    }
  });
});

test.describe('Instagram icon', () => {
  test('the footer and the article company card draw the glyph, not a solid square', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const footerLink = footer.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    await expect(footerLink).toHaveAttribute('href', site.social.instagram);
    expect(await filledAt(footerLink, instagramPoints)).toEqual(instagramGlyph);

    await page.goto('/blog/core-web-vitals-for-marketing-sites');
    const cardLink = page.getByRole('main').getByRole('link', { name: `${site.name} on Instagram` });
    await expect(cardLink).toHaveAttribute('href', site.social.instagram);
    expect(await filledAt(cardLink, instagramPoints)).toEqual(instagramGlyph);
  });
});

test.describe('social icons', () => {
  /** Each social icon's fill and the colour of what holds it, and its size. */
  const icons = (scope: Locator) =>
    scope.locator('.social-icon').evaluateAll((marks) =>
      marks.map((mark) => {
        const { width, height } = mark.getBoundingClientRect();
        return {
          fill: getComputedStyle(mark).backgroundColor,
          holder: getComputedStyle(mark.parentElement!).color,
          mask: /^url\("[^"]*\/images\/marks\/[a-z-]+\.svg"\)$/.test(getComputedStyle(mark).maskImage),
          size: `${width}x${height}`,
        };
      }),
    );

  test('are drawn in the colour of the link or badge that holds them, also in forced colours', async ({ page }) => {
    const footerIcons = () => icons(page.getByRole('contentinfo').getByRole('list', { name: `${site.name} on social media` }));
    const channelIcons = () => icons(page.getByRole('main'));

    await page.goto('/strategy');
    const footer = await footerIcons();
    expect(footer).toHaveLength(Object.keys(site.social).length);
    for (const icon of footer) expect(icon).toEqual({ fill: 'rgb(255, 255, 255)', holder: 'rgb(255, 255, 255)', mask: true, size: '20x20' });
    const channels = await channelIcons();
    expect(channels.length).toBeGreaterThan(0);
    for (const icon of channels) expect(icon).toEqual({ fill: icon.holder, holder: 'rgb(255, 255, 255)', mask: true, size: '24x24' });

    // Forced colours replace backgrounds; the icons opt out and take the system colour of text, or of links.
    await page.emulateMedia({ forcedColors: 'active' });
    expect(new Set((await footerIcons()).map((icon) => icon.fill))).toEqual(new Set([await systemColour(page, 'LinkText')]));
    expect(new Set((await channelIcons()).map((icon) => icon.fill))).toEqual(new Set([await systemColour(page, 'CanvasText')]));
  });
});

test.describe('site icon', () => {
  test('every page links /icon.svg, drawn in the brand colours with the brand initial', async ({ request, isMobile }) => {
    test.skip(isMobile, 'Server HTML does not depend on the viewport.');
    const icon = headLinks(await (await request.get('/')).text()).find((link) => link.rel === 'icon');
    expect(pathOf(icon?.href)).toBe('/icon.svg');
    const response = await request.get('/icon.svg');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain(`stop-color="${site.colors.logo.default.from}"`);
    expect(svg).toContain(`stop-color="${site.colors.logo.default.to}"`);
    expect(svg).toContain(`>${site.name.charAt(0)}</text>`);
  });
});

/** The characters above U+00FF of a text, each once. */
const wideCharacters = (text: string) => [...new Set(text.match(/[^\u0000-\u00ff]/gu) ?? [])];

// Next.js keeps a cached page as one string; a character above U+00FF makes it a two-byte string that
// Node.js re-encodes on every response (components/ui/glyph.tsx). Only the editors' copy may hold one.
test.describe('one byte a character', () => {
  test('no page holds a character above U+00FF that its copy in content/ does not', async ({ request, isMobile }) => {
    test.skip(isMobile, 'Server HTML does not depend on the viewport.');
    const contentDir = path.join(__dirname, '..', '..', 'content');
    const copy = readdirSync(contentDir)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => readFileSync(path.join(contentDir, name), 'utf8'))
      .join('\n');
    const allowed = new Set(wideCharacters(copy));
    const paths = [...staticRoutes, ...dynamicRoutes].map((route) => route.path).concat('/no-such-page-anywhere');
    for (const pagePath of paths) {
      const found = wideCharacters(await (await request.get(pagePath)).text());
      expect.soft(found.filter((character) => !allowed.has(character)), pagePath).toEqual([]);
    }
    // The benchmarked pages (scripts/bench.mjs) and the 404 page have plain copy, so they hold none at all.
    const plain = ['/', '/insight/page/1', '/insight/blogs/115/core-web-vitals-for-marketing-sites', '/no-such-page-anywhere'];
    for (const pagePath of [...plain, ...dynamicRoutes.filter((route) => route.path.startsWith('/portfolio-profile/')).map((route) => route.path)]) {
      expect.soft(wideCharacters(await (await request.get(pagePath)).text()), pagePath).toEqual([]);
    }
  });

  test('the arrows are drawn by the stylesheet and stay hidden from screen readers', async ({ page }) => {
    const drawn = (locator: Locator) =>
      locator.evaluate((element) => ({
        glyph: getComputedStyle(element, '::before').content,
        width: element.getBoundingClientRect().width,
        hidden: element.getAttribute('aria-hidden'),
      }));
    await page.goto('/no-such-page-anywhere');
    const home = page.getByRole('link', { name: 'Take me home' });
    await expect(home).toHaveText('Take me home');
    expect(await drawn(home.locator('.glyph-back'))).toEqual({ glyph: '"\u2190"', width: expect.any(Number), hidden: 'true' });
    expect((await drawn(home.locator('.glyph-back'))).width).toBeGreaterThan(4);

    await page.goto(dynamicRoutes.find((route) => route.path.startsWith('/portfolio-profile/'))!.path);
    const live = page.getByRole('link', { name: /^Visit the live site/ });
    expect(await drawn(live.locator('.glyph-external'))).toMatchObject({ glyph: '"\u2197"', hidden: 'true' });

    await page.goto('/insight/page/1');
    const readMore = page.getByRole('main').getByRole('link', { name: /^Read More/ }).first();
    expect(await drawn(readMore.locator('.glyph-next'))).toMatchObject({ glyph: '"\u2192"', hidden: 'true' });
  });
});

test.describe('images', () => {
  test('hide their alt text while they load, by one rule of the stylesheet instead of a style in each tag', async ({ page }) => {
    for (const pagePath of ['/', dynamicRoutes.find((route) => route.path.startsWith('/portfolio-profile/'))!.path]) {
      await page.goto(pagePath);
      const images = await page.locator('img').evaluateAll((elements) =>
        elements.map((element) => ({ style: element.getAttribute('style'), color: getComputedStyle(element).color })),
      );
      expect(images.length, pagePath).toBeGreaterThan(5);
      for (const image of images) expect(image, pagePath).toEqual({ style: null, color: 'rgba(0, 0, 0, 0)' });
    }
  });
});

/** How far the page's content reaches past the right edge of the window, in CSS pixels. */
const overflowRight = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// A screen-reader note (`sr-only`, absolutely positioned) inside a clipped or scrolling row escapes the
// clip unless an ancestor inside the row is positioned: it widens the page, and a phone zooms the whole
// page out before scripts run (Lighthouse then measured a paragraph far below the hero as the LCP).
test.describe('no sideways scrolling', () => {
  const paths = [...staticRoutes, ...dynamicRoutes].map((route) => route.path).concat('/no-such-page-anywhere');
  // Every page in one test: the budget grows with the number of pages, not the default of one page's test.
  const budget = paths.length * 3_000;

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('no page is wider than the window', async ({ page }) => {
      test.setTimeout(budget);
      for (const pagePath of paths) {
        await page.goto(pagePath, { waitUntil: 'commit' });
        await page.waitForLoadState('load');
        expect.soft(await overflowRight(page), pagePath).toBe(0);
      }
    });
  });

  test('at 390 px no page is wider than the window with its menu, sidebar or panels open', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'The phone width.');
    test.setTimeout(budget * 2);
    for (const pagePath of paths) {
      await page.goto(pagePath);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
      expect.soft(await overflowRight(page), `${pagePath} with the menu open`).toBe(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeHidden();
      // Every disclosure of the page's content (the blog sidebar, accordions, panels), opened one by one.
      const toggles = page.getByRole('main').locator('button[aria-expanded="false"]:visible');
      for (let index = 0; index < Math.min(await toggles.count(), 8); index += 1) {
        const toggle = page.getByRole('main').locator('button[aria-expanded]:visible').nth(index);
        if ((await toggle.getAttribute('aria-expanded')) !== 'false') continue;
        const label = (await toggle.textContent())?.trim();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        expect.soft(await overflowRight(page), `${pagePath} with "${label}" open`).toBe(0);
      }
    }
  });

  test('no page is wider than the window once its scripts have run', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'The sliders and the marquee overflow a phone first; the desktop width is checked without scripts.');
    test.setTimeout(budget);
    for (const pagePath of paths) {
      await page.goto(pagePath);
      // The partner marquee doubles its row only as it nears the viewport.
      const marquee = page.locator('.partner-link').first();
      if (await marquee.count()) {
        await marquee.scrollIntoViewIfNeeded();
        await expect(page.locator('.animate-marquee')).toHaveCount(1);
      }
      expect.soft(await overflowRight(page), pagePath).toBe(0);
    }
  });
});

// A page's links fetch the next page when the visitor reaches for one, not all those in view on every visit
// (components/ui/link.tsx).
test.describe('link prefetch', () => {
  test('waits for a pointer, a touch or focus on the link, then navigates from the prefetched page', async ({ page, isMobile }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/insight/page/1');
    const card = page.locator('main a[href^="/insight/blogs/"]').filter({ visible: true }).first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeInViewport();
    const article = (await card.getAttribute('href'))!;

    const cardPrefetch = page.waitForRequest((request) => !!request.headers()['next-router-prefetch'] && new URL(request.url()).pathname === article);
    if (isMobile) await card.dispatchEvent('touchstart');
    else await card.hover();
    // Had the card been fetched as it came into view, it would not be fetched again now.
    await cardPrefetch;
    // Nor was the logo's link to home, in view all along, or any other card.
    expect(prefetched).toEqual([article]);

    const logo = page.locator('header a[href="/"]').first();
    const homePrefetch = page.waitForRequest((request) => !!request.headers()['next-router-prefetch'] && new URL(request.url()).pathname === '/');
    await logo.focus();
    await homePrefetch;

    await card.click();
    await expect(page).toHaveURL(article);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
