import type { Locator, Page } from '@playwright/test';
import { discoverCopy } from '../../content/discover';
import { eventImages } from '../../content/events';
import { pageCopy } from '../../content/pages';
import { partners } from '../../content/partners';
import { featuredCaseStudies, ourWorkIntro } from '../../content/portfolio';
import { site } from '../../content/site';
import { sideListFor, teamSlugs } from '../../content/team';
import { expect, expectNoBrokenImages, nextFrames, offsetYOf, systemColour, test, trackConsoleErrors } from './fixtures';
import { discoverSlideHrefs, mediaIssns } from '../helpers/spec-lists';

async function scrollToY(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}

const discoverPages: { path: string; heading: string; content: (page: Page) => Promise<void> }[] = [
  {
    path: '/discover',
    heading: pageCopy['/discover'].heading,
    content: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Dive In' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: discoverCopy.intro.heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: discoverCopy.ourWork.heading })).toBeAttached();
      await expect(page.getByRole('heading', { level: 2, name: discoverCopy.slides.heading })).toBeAttached();
      await expect(page.getByRole('heading', { level: 2, name: discoverCopy.gallery.heading })).toBeAttached();
    },
  },
  {
    path: '/discover/team',
    heading: pageCopy['/discover/team'].heading,
    content: async (page) => {
      await expect(page.getByRole('region', { name: 'Partner logos', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Nothing great is achieved alone. Meet our team!' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Events gallery' })).toBeVisible();
    },
  },
  {
    path: '/discover/all-team',
    heading: pageCopy['/discover/all-team'].heading,
    content: async (page) => {
      await expect(page.locator('main a[href^="/discover/team/profile/"]').first()).toBeVisible();
    },
  },
  {
    path: '/discover/testimonials',
    heading: pageCopy['/discover/testimonials'].heading,
    content: async (page) => {
      await expect(page.getByRole('region', { name: 'What our clients say' }).getByRole('article').first()).toBeVisible();
    },
  },
  {
    path: '/discover/investor-relations',
    heading: pageCopy['/discover/investor-relations'].heading,
    content: async (page) => {
      await expect(page.getByRole('region', { name: 'Our partners' }).getByRole('link').first()).toBeVisible();
    },
  },
  {
    path: '/discover/media-marvels',
    heading: pageCopy['/discover/media-marvels'].heading,
    content: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Our publications' })).toBeVisible();
    },
  },
  {
    path: '/discover/team/profile/maya-okafor',
    heading: 'Maya Okafor',
    content: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
    },
  },
];

test.describe('discover pages render', () => {
  for (const entry of discoverPages) {
    test(`${entry.path} shows its heading and content, with no console error and no broken image`, async ({ page }) => {
      const errors = trackConsoleErrors(page);
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading);
      await entry.content(page);
      await expectNoBrokenImages(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('/discover', () => {
  test('the Dive In links swap the background on hover and focus and lead to their pages', async ({ page, isMobile }) => {
    await page.goto('/discover');
    const teaser = page.getByRole('region', { name: 'Dive In' });
    const mosaic = teaser.getByRole('link', { name: 'Team Mosaic' });
    const chronicles = teaser.getByRole('link', { name: 'Success Chronicles' });
    await expect(mosaic).toHaveAttribute('href', '/discover/team');
    await expect(chronicles).toHaveAttribute('href', '/discover/testimonials');
    await expect(teaser).toHaveAttribute('data-background', 'default');

    // Retried until hydration has attached the handlers.
    await expect(async () => {
      await chronicles.focus();
      await expect(teaser).toHaveAttribute('data-background', '/discover/testimonials', { timeout: 500 });
    }).toPass();
    await chronicles.blur();
    await expect(teaser).toHaveAttribute('data-background', 'default');

    if (!isMobile) {
      await mosaic.hover();
      await expect(teaser).toHaveAttribute('data-background', '/discover/team');
      await chronicles.hover();
      await expect(teaser).toHaveAttribute('data-background', '/discover/testimonials');
      await page.mouse.move(0, 0);
      await expect(teaser).toHaveAttribute('data-background', 'default');
    }

    await mosaic.click();
    await expect(page).toHaveURL(/\/discover\/team$/);
    await page.goBack();
    await page.getByRole('region', { name: 'Dive In' }).getByRole('link', { name: 'Success Chronicles' }).click();
    await expect(page).toHaveURL(/\/discover\/testimonials$/);
  });

  test('Our Work shows the first 4 case studies with the cut introduction and slug links', async ({ page }) => {
    await page.goto('/discover');
    const ourWork = page.getByRole('region', { name: discoverCopy.ourWork.heading });
    const readMore = ourWork.getByRole('link', { name: /^Read more/ });
    await expect(readMore).toHaveCount(4);
    for (const [index, study] of featuredCaseStudies.entries()) {
      await expect(readMore.nth(index)).toHaveAttribute('href', `/portfolio-profile/${study.slug}`);
      await expect(ourWork.getByText(ourWorkIntro(study.introduction), { exact: true })).toBeAttached();
      expect(ourWorkIntro(study.introduction)).toMatch(/^.{100}\.\.\.$/s);
    }
    await expect(ourWork.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/showcase');
  });

  test('Our Work slides sideways with the scroll on xl screens', async ({ page, isMobile }) => {
    test.skip(isMobile, 'The horizontal strip exists on xl screens only.');
    await page.goto('/discover');
    const lastCard = page
      .getByRole('region', { name: discoverCopy.ourWork.heading })
      .getByRole('listitem')
      .last();
    await page.waitForLoadState('networkidle');
    const before = await lastCard.evaluate((element) => element.getBoundingClientRect().left);
    const sectionTop = await page
      .getByRole('region', { name: discoverCopy.ourWork.heading })
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await scrollToY(page, sectionTop + 1200);
    await expect
      .poll(() => lastCard.evaluate((element) => element.getBoundingClientRect().left))
      .toBeLessThan(before - 300);
  });

  test('Our Work is a plain grid on phones', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'Phones only.');
    await page.goto('/discover');
    const cards = page.getByRole('region', { name: discoverCopy.ourWork.heading }).getByRole('listitem');
    const lefts = await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(1);
  });

  test('the origins heading rises by a tenth of the scroll from 1279 px, and stays put on phones', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/discover');
    await page.waitForLoadState('networkidle');
    const lift = page.getByRole('heading', { level: 2, name: discoverCopy.intro.heading }).locator('..');
    await scrollToY(page, 800);
    if (isMobile) {
      await nextFrames(page, 5);
      expect(await offsetYOf(lift)).toBe(0);
    } else {
      await expect.poll(() => offsetYOf(lift)).toBeCloseTo(-80, 0);
    }
  });

  // Once GSAP is loaded, an island reached by a client-side navigation mounts in one commit with its
  // motion: the motion must still find the island's element (components/motion/media-motion.tsx).
  test('the origins heading still rises after a client-side navigation from a page that loaded GSAP', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'The motion runs from 1279 px.');
    await page.goto('/');
    // The hero's parallax has run: GSAP is loaded.
    await expect(page.getByTestId('hero-grid').locator('> div')).toHaveAttribute('style', /translate/);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('footer a[href="/discover"]').first().click();
    await expect(page).toHaveURL(/\/discover$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const lift = page.getByRole('heading', { level: 2, name: discoverCopy.intro.heading }).locator('..');
    await expect(lift).toBeVisible();
    // The link's smooth scroll to the top (spec) ends before the visitor scrolls down the new page. The
    // page's pinned section measures itself as it mounts, which cancelled that scroll in about one visit in
    // ten and left the page at the bottom (components/layout/scroll-top-on-link-click.tsx).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await scrollToY(page, 800);
    await expect.poll(() => offsetYOf(lift)).toBeCloseTo(-80, 0);
  });

  test('the six slides link to their services', async ({ page }) => {
    await page.goto('/discover');
    const slides = page.getByRole('region', { name: discoverCopy.slides.heading });
    const links = slides.getByRole('link', { name: /^Read More/ });
    await expect(links).toHaveCount(6);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(hrefs).toEqual(discoverSlideHrefs);
  });

  test('the gallery photo swaps to the section being read', async ({ page, isMobile }) => {
    test.skip(isMobile, 'From 400 px up; phones show the photos inline.');
    await page.goto('/discover');
    const gallery = page.getByRole('region', { name: discoverCopy.gallery.heading });
    const third = discoverCopy.gallery.sections[2]!;
    await gallery.getByRole('heading', { name: third.title }).evaluate((element) =>
      element.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await expect(gallery.locator('figure[data-active="true"]').getByRole('img')).toHaveAttribute('alt', third.image.alt);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the gallery shows every photo under its text, as nothing would swap them', async ({ page }) => {
      await page.goto('/discover', { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const gallery = page.getByRole('region', { name: discoverCopy.gallery.heading });
      for (const section of discoverCopy.gallery.sections) {
        const heading = gallery.getByRole('heading', { name: section.title });
        const figure = gallery.locator('figure').filter({ has: page.getByAltText(section.image.alt) });
        await figure.scrollIntoViewIfNeeded();
        await expect(figure).toHaveCSS('opacity', '1');
        await expect(figure).toBeInViewport();
        await expect(heading).toHaveCSS('color', await gallery.getByRole('heading', { name: discoverCopy.gallery.sections[0]!.title }).evaluate((element) => getComputedStyle(element).color));
        const [headingBox, figureBox] = [await heading.boundingBox(), await figure.boundingBox()];
        expect(figureBox!.y, section.title).toBeGreaterThan(headingBox!.y + headingBox!.height);
      }
    });
  });
});

test.describe('team pages', () => {
  test('every profile answers 200 and an unknown one 404', async ({ request, isMobile }) => {
    test.skip(isMobile, 'Status codes do not depend on the viewport; checked once.');
    expect(teamSlugs).toHaveLength(26);
    for (const slug of teamSlugs) {
      const response = await request.get(`/discover/team/profile/${slug}`);
      expect(response.status(), slug).toBe(200);
    }
    const missing = await request.get('/discover/team/profile/not-a-team-member');
    expect(missing.status()).toBe(404);
  });

  test('a member card zooms its portrait and colours the name on hover, on the team page and the mosaic', async ({ page, isMobile }) => {
    test.skip(isMobile, 'Hover needs a pointer that hovers.');
    // The card's second child is its name (team grid) or its caption (mosaic).
    const looks = (card: Locator) =>
      card.evaluate((link) => ({ zoom: getComputedStyle(link.querySelector('img')!).scale, text: getComputedStyle(link.children[1]!).color }));
    for (const path of ['/discover/team', '/discover/all-team']) {
      await page.goto(path);
      const card = page.locator('ul[data-shuffled] a').first();
      const resting = await looks(card);
      expect(resting.zoom, path).toBe('none');
      await card.hover();
      await expect.poll(async () => (await looks(card)).zoom, { message: path }).toBe('1.05');
      if (path === '/discover/team') expect((await looks(card)).text).not.toBe(resting.text);
    }
  });

  test('an unknown profile shows the 404 page', async ({ page }) => {
    const response = await page.goto('/discover/team/profile/not-a-team-member');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an active member shows Current Designation, the side list and the counters', async ({ page }) => {
    // Records every value the first progress bar shows, from the server HTML on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { counterValues: seen });
      new MutationObserver(() => {
        const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
        if (value && seen[seen.length - 1] !== value) seen.push(value);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await page.goto('/discover/team/profile/maya-okafor');
    await expect(page).toHaveTitle(`Maya Okafor | ${site.name} - ${site.taglines.discover}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maya Okafor');
    await expect(page.getByRole('term')).toHaveText(['Current Designation']);
    await expect(page.getByRole('definition')).toHaveText(['Operations Manager']);
    await expect(page.getByText('End of Employment', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Superpowers' })).toBeVisible();

    const side = page.getByRole('navigation', { name: 'More of our team' });
    const sideLinks = side.locator('a[href^="/discover/team/profile/"]');
    await expect(sideLinks).toHaveCount(5);
    const expected = sideListFor('maya-okafor').map((member) => `/discover/team/profile/${member.slug}`);
    expect(await sideLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(expected);

    const satisfaction = page.getByRole('progressbar', { name: 'Client satisfaction' });
    const returning = page.getByRole('progressbar', { name: 'Returning clients' });
    await expect(satisfaction).toHaveAttribute('aria-valuenow', '88');
    await expect(returning).toHaveAttribute('aria-valuenow', '67');
    // The bars counted up one step at a time before settling.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { counterValues: string[] }).counterValues.at(-1)))
      .toBe('88');
    const values = (await page.evaluate(() => (window as unknown as { counterValues: string[] }).counterValues)).map(Number);
    // Server HTML shows the final value, then the client counts from the first tick up to the cap.
    expect(values[0]).toBe(88);
    expect(values[1]).toBeLessThanOrEqual(5);
    expect(values.length).toBeGreaterThan(20);
    const counted = values.slice(1);
    expect(counted).toEqual([...counted].sort((a, b) => a - b));
    await expect(satisfaction).toHaveAttribute('aria-valuenow', '88');
    await expect(returning).toHaveAttribute('aria-valuenow', '67');

    await sideLinks.first().click();
    await expect(page).toHaveURL(new RegExp(`${expected[0]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an inactive member shows Designation and End of Employment', async ({ page }) => {
    await page.goto('/discover/team/profile/olivia-brennan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olivia Brennan');
    await expect(page.getByRole('term')).toHaveText(['Designation', 'End of Employment']);
    await expect(page.getByRole('definition')).toHaveText(['Digital Marketing Intern', 'March 2025']);
    await expect(page.getByText('Current Designation', { exact: true })).toHaveCount(0);
  });

  test('reduced motion shows the final counter values at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/discover/team/profile/adrian-castellano');
    await page.waitForLoadState('networkidle');
    for (let check = 0; check < 3; check += 1) {
      await expect(page.getByRole('progressbar', { name: 'Client satisfaction' })).toHaveAttribute('aria-valuenow', '88');
      await expect(page.getByRole('progressbar', { name: 'Returning clients' })).toHaveAttribute('aria-valuenow', '67');
      // Counters tick every 30 ms; ten frames would show any tick.
      await nextFrames(page, 10);
    }
  });

  test('all team lists 26 members, shuffled after load, each linking to a profile', async ({ page }) => {
    await page.goto('/discover/all-team');
    const links = page.locator('main a[href^="/discover/team/profile/"]');
    await expect(links).toHaveCount(26);
    await expect(page.locator('main ul[data-shuffled]')).toHaveAttribute('data-shuffled', 'true');
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(26);
    expect([...hrefs].sort()).toEqual(teamSlugs.map((slug) => `/discover/team/profile/${slug}`).sort());
    await expect(page.getByText(site.taglines.discover).first()).toBeAttached();
  });

  test('the team page shows the team section with View More', async ({ page }) => {
    await page.goto('/discover/team');
    const section = page.getByRole('region', { name: 'Nothing great is achieved alone. Meet our team!' });
    await expect(section.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/discover/all-team');
    await expect(section.locator('a[href^="/discover/team/profile/"]').first()).toBeVisible();
  });

  test('the events overlay opens on click and closes by its button, the backdrop and Esc', async ({ page }) => {
    await page.goto('/discover/team');
    const events = page.getByRole('region', { name: 'Events gallery' });
    // Wait for hydration: the client has shuffled the pictures.
    await expect(events.locator('[data-shuffled]')).toHaveAttribute('data-shuffled', 'true');
    const images = events.locator('button[aria-haspopup="dialog"]');
    await expect(images).toHaveCount(eventImages.length);
    const trigger = images.nth(6);
    const name = await trigger.getByRole('img').getAttribute('alt');
    expect(name).toBeTruthy();

    const dialog = page.getByRole('dialog', { name: name! });
    const closeWays: { way: string; close: () => Promise<void> }[] = [
      { way: 'close button', close: () => dialog.getByRole('button', { name: 'Close image' }).click() },
      {
        way: 'backdrop',
        close: async () => {
          const viewport = page.viewportSize()!;
          await page.mouse.click(12, viewport.height - 12);
        },
      },
      { way: 'Esc', close: () => page.keyboard.press('Escape') },
    ];
    for (const { way, close } of closeWays) {
      await trigger.click();
      await expect(dialog, `opens before closing by ${way}`).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog.getByRole('img', { name: name! })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close image' })).toBeFocused();
      await close();
      await expect(dialog, `closes by ${way}`).toBeHidden();
      await expect(trigger).toBeFocused();
    }
  });

  test('the partner strip slides sideways with the scroll', async ({ page }) => {
    await page.goto('/discover/team');
    await page.waitForLoadState('networkidle');
    const firstLogo = page.getByRole('region', { name: 'Partner logos', exact: true }).getByRole('listitem').first();
    const before = await firstLogo.evaluate((element) => element.getBoundingClientRect().left);
    await scrollToY(page, 500);
    await expect.poll(() => firstLogo.evaluate((element) => element.getBoundingClientRect().left)).toBeLessThan(before - 50);
  });
});

test.describe('testimonials, partners and media', () => {
  test('the testimonials page has 23 cards', async ({ page }) => {
    await page.goto('/discover/testimonials');
    await expect(page.getByRole('region', { name: 'What our clients say' }).getByRole('article')).toHaveCount(23);
  });

  test('every testimonial card opens with its quote mark, drawn by the stylesheet in the card colour and hidden', async ({ page }) => {
    // components/ui/quote-mark.tsx: an empty element the stylesheet fills through an SVG mask.
    const marks = (cards: Locator) =>
      cards.evaluateAll((elements) =>
        elements.map((card) => {
          const mark = card.firstElementChild!;
          const style = getComputedStyle(mark);
          const { width, height } = mark.getBoundingClientRect();
          return {
            hidden: mark.getAttribute('aria-hidden'),
            text: mark.textContent,
            mask: /^url\("[^"]*\/images\/marks\/[a-z-]+\.svg"\)$/.test(style.maskImage),
            inCardColour: style.backgroundColor === style.color && style.color !== 'rgba(0, 0, 0, 0)',
            size: `${width}x${height}`,
          };
        }),
      );
    const drawn = (size: string) => ({ hidden: 'true', text: '', mask: true, inCardColour: true, size });

    await page.goto('/discover/testimonials');
    const wall = await marks(page.getByRole('region', { name: 'What our clients say' }).getByRole('article'));
    expect(wall).toHaveLength(23);
    expect(wall).toEqual(Array(23).fill(drawn('32x24')));

    await page.goto('/');
    // Home's testimonials are laid out once released after hydration (components/ui/render-later.tsx);
    // until then the section keeps a placeholder height and its marks have no size.
    await expect(page.locator('.render-later')).toHaveCount(0);
    expect(await marks(page.getByRole('region', { name: 'What our clients say' }).getByRole('figure'))).toEqual(Array(3).fill(drawn('36x27')));
  });

  test('in forced colours the quote marks and the partner arrows are drawn in system colours', async ({ page }) => {
    // Backgrounds are replaced in forced-colours mode, so the marks drawn as masks opt out and pick the
    // system colour of text (quote marks) or of links (the arrows inside links).
    await page.emulateMedia({ forcedColors: 'active' });
    const fills = (selector: string) =>
      page.locator(selector).evaluateAll((marks) => [...new Set(marks.map((mark) => getComputedStyle(mark).backgroundColor))]);

    await page.goto('/discover/testimonials');
    expect(await fills('.quote-mark-wall')).toEqual([await systemColour(page, 'CanvasText')]);
    await page.goto('/discover/investor-relations');
    expect(await fills('.partner-card-arrow')).toEqual([await systemColour(page, 'LinkText')]);
  });

  test('investor relations has 21 partner links, each opening in a new tab', async ({ page, isMobile }) => {
    await page.goto('/discover/investor-relations');
    const links = page.getByRole('region', { name: 'Our partners' }).getByRole('link');
    await expect(links).toHaveCount(partners.length);
    expect(partners).toHaveLength(21);
    for (const [index, partner] of partners.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute('href', partner.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toContainText(partner.name);
    }
    // Each tile's arrow is drawn by the stylesheet (an SVG mask in its text colour), empty and hidden, and
    // takes the brand colour while its tile is hovered (where there is a pointer that hovers).
    const arrowOf = (link: Locator) =>
      link.evaluate((element) => {
        const arrow = element.querySelector('span[aria-hidden="true"]')!;
        const style = getComputedStyle(arrow);
        const { width, height } = arrow.getBoundingClientRect();
        return {
          text: arrow.textContent,
          mask: /^url\("[^"]*\/images\/marks\/[a-z-]+\.svg"\)$/.test(style.maskImage),
          inItsColour: style.backgroundColor === style.color,
          size: `${width}x${height}`,
          color: style.color,
        };
      });
    const arrows = await Promise.all((await links.all()).map(arrowOf));
    const resting = arrows[0]!.color;
    expect(arrows).toEqual(Array(partners.length).fill({ text: '', mask: true, inItsColour: true, size: '18x18', color: resting }));
    if (!isMobile) {
      await links.first().hover();
      await expect.poll(async () => (await arrowOf(links.first())).color).not.toBe(resting);
    }
  });

  test('media lists the publications with their six ISSNs', async ({ page }) => {
    await page.goto('/discover/media-marvels');
    const issns = page.getByText(/^ISSN \d{4}-\d{3}[\dX]$/);
    await expect(issns).toHaveText(mediaIssns);
    await expect(page.getByText('ISSN 2690-0246', { exact: true })).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 3, name: 'Field Notes' })).toBeVisible();
  });
});
