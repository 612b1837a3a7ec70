import type { Locator, Page } from '@playwright/test';
import { offerings } from '../../content/offerings';
import { pageCopy } from '../../content/pages';
import { caseStudies, caseStudySections, caseStudySlugs } from '../../content/portfolio';
import { requireServicePage } from '../../content/service-pages';
import { clientProjects, projectStats, showcaseCopy } from '../../content/showcase';
import { socialChannels, strategyCopy, strategyPanels } from '../../content/strategy';
import { technologies } from '../../content/technologies';
import { toHashtag } from '../../components/sections/strategy/hashtag';
import { expect, expectNoBrokenImages, nextFrames, test, trackConsoleErrors } from './fixtures';
import { specCaseStudySlugs } from '../helpers/spec-lists';

/** Every outbound link of the page's main content opens in a new tab without an opener. */
async function expectExternalLinksInNewTab(page: Page): Promise<void> {
  const external = page.locator('main a[href^="http"]');
  const count = await external.count();
  for (let index = 0; index < count; index += 1) {
    const link = external.nth(index);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b.*\bnoreferrer\b|\bnoreferrer\b.*\bnoopener\b/);
  }
}

const serviceHeading = (path: string) => requireServicePage(path).heading;

/** Each page of this area: its main heading and texts a visitor must find on it. */
const pages: { path: string; heading: string; content: string[] }[] = [
  {
    path: '/artistry',
    heading: pageCopy['/artistry'].heading,
    content: [...offerings.map((offering) => offering.title), 'What our clients say'],
  },
  {
    path: '/artistry/website-design',
    heading: serviceHeading('/artistry/website-design'),
    content: [requireServicePage('/artistry/website-design').projectsHeading, 'Technologies we use', 'Yoast SEO'],
  },
  {
    path: '/artistry/app-design',
    heading: serviceHeading('/artistry/app-design'),
    content: [requireServicePage('/artistry/app-design').projectsHeading, 'Technologies we use'],
  },
  {
    path: '/artistry/seo',
    heading: serviceHeading('/artistry/seo'),
    content: [requireServicePage('/artistry/seo').projectsHeading, requireServicePage('/artistry/seo').teamHeading],
  },
  {
    path: '/artistry/logo-stationary',
    heading: serviceHeading('/artistry/logo-stationary'),
    content: [requireServicePage('/artistry/logo-stationary').projectsHeading],
  },
  {
    path: '/strategy',
    heading: pageCopy['/strategy'].heading,
    content: [
      ...strategyPanels.map((panel) => `${panel.number}. ${panel.title}`),
      strategyCopy.testimonialsHeading,
      strategyCopy.social.heading,
      'Your Goals, Our Resources',
    ],
  },
  {
    path: '/showcase',
    heading: pageCopy['/showcase'].heading,
    content: ['Selected work', showcaseCopy.projects.heading, ...projectStats.map((stat) => stat.label), showcaseCopy.team.text],
  },
  {
    path: '/showcase/portfolio',
    heading: pageCopy['/showcase/portfolio'].heading,
    content: [caseStudies[0]!.client],
  },
  {
    path: '/showcase/clients-work',
    heading: pageCopy['/showcase/clients-work'].heading,
    content: clientProjects.map((project) => project.title),
  },
  ...caseStudies.map((study) => ({
    path: `/portfolio-profile/${study.slug}`,
    heading: study.title,
    content: ['Introduction', ...caseStudySections.map((section) => section.label), 'Project gallery'],
  })),
];

test.describe('artistry, strategy, showcase and case-study pages', () => {
  for (const entry of pages) {
    test(`${entry.path} renders its heading and content with no console error or broken image`, async ({ page }) => {
      const errors = trackConsoleErrors(page);
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading);
      for (const text of entry.content) {
        await expect(page.getByRole('heading', { name: text, exact: true }).or(page.getByText(text, { exact: true })).first()).toBeAttached();
      }
      await expectNoBrokenImages(page);
      await expectExternalLinksInNewTab(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('artistry offerings', () => {
  const tab = (page: Page, title: string) => page.getByRole('tab', { name: title, exact: true });
  const shownImage = (page: Page) => page.getByRole('tabpanel').getByRole('img');

  test('Web is selected first; a click selects another offering and swaps the image', async ({ page }) => {
    await page.goto('/artistry');
    const [web, , seo] = offerings;
    await expect(tab(page, web!.title)).toHaveAttribute('aria-selected', 'true');
    await expect(shownImage(page)).toHaveAttribute('alt', web!.image.alt);

    await tab(page, seo!.title).click();
    await expect(tab(page, seo!.title)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, web!.title)).toHaveAttribute('aria-selected', 'false');
    await expect(shownImage(page)).toHaveAttribute('alt', seo!.image.alt);
    await expect(page.getByRole('tabpanel').getByRole('link', { name: `Explore ${seo!.title}` })).toHaveAttribute(
      'href',
      seo!.href,
    );
  });

  test('arrow keys, End, Enter and Space select offerings', async ({ page, isMobile }) => {
    test.skip(isMobile, 'Keyboard selection is the same at every width; the desktop project covers it.');
    await page.goto('/artistry');
    const [web, app, seo, branding] = offerings;
    await tab(page, web!.title).focus();
    await page.keyboard.press('ArrowDown');
    await expect(tab(page, app!.title)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, app!.title)).toBeFocused();
    await expect(shownImage(page)).toHaveAttribute('alt', app!.image.alt);

    await page.keyboard.press('End');
    await expect(tab(page, branding!.title)).toHaveAttribute('aria-selected', 'true');
    await expect(shownImage(page)).toHaveAttribute('alt', branding!.image.alt);

    await tab(page, seo!.title).focus();
    await page.keyboard.press('Enter');
    await expect(tab(page, seo!.title)).toHaveAttribute('aria-selected', 'true');

    await tab(page, web!.title).focus();
    await page.keyboard.press(' ');
    await expect(tab(page, web!.title)).toHaveAttribute('aria-selected', 'true');
    await expect(shownImage(page)).toHaveAttribute('alt', web!.image.alt);
  });
});

test.describe('web design page', () => {
  test('lists the 13 technologies and links three team profiles that exist', async ({ page, request }) => {
    await page.goto('/artistry/website-design');
    const list = page.getByRole('region', { name: 'Technologies we use', exact: true });
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(technologies.map((technology) => technology.name));
    for (const technology of technologies) {
      await expect(list.getByText(technology.description)).toBeVisible();
    }

    const content = requireServicePage('/artistry/website-design');
    const team = page.getByRole('region', { name: content.teamHeading, exact: true });
    const links = team.getByRole('link');
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(content.teamSlugs.map((slug) => `/discover/team/profile/${slug}`));
    for (const href of hrefs) {
      expect((await request.get(href)).status(), href).toBe(200);
    }

    const projects = page.getByRole('region', { name: content.projectsHeading, exact: true });
    const projectHrefs = await projects
      .locator('a[href^="/portfolio-profile/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(projectHrefs).toEqual([
      '/portfolio-profile/infinite-linux-youtube-channel',
      '/portfolio-profile/the-harbor-group',
      '/portfolio-profile/mally-financial',
    ]);
  });
});

test.describe('strategy panels', () => {
  const panelsOf = (page: Page) => page.getByRole('region', { name: strategyCopy.panelsHeading, exact: true });
  const wrapperOf = (page: Page) => panelsOf(page).locator('[data-revealed]');
  const panelList = (page: Page): Locator => panelsOf(page).locator('[data-panel]');

  test('at 1440 px they wait off to the side, then slide in once scrolled over 100 px', async ({ page, isMobile }) => {
    test.skip(isMobile, 'The slide-in applies only to windows wider than 1000 px.');
    await page.goto('/strategy');
    await expect(wrapperOf(page)).toHaveAttribute('data-revealed', 'false');
    await expect(panelList(page).first()).toHaveCSS('opacity', '0');

    await page.evaluate(() => window.scrollTo({ top: 60, behavior: 'instant' }));
    await nextFrames(page, 5);
    await expect(wrapperOf(page)).toHaveAttribute('data-revealed', 'false');

    await page.evaluate(() => window.scrollTo({ top: 240, behavior: 'instant' }));
    await expect(wrapperOf(page)).toHaveAttribute('data-revealed', 'true');
    for (const number of strategyPanels.map((panel) => panel.number)) {
      const panel = panelsOf(page).locator(`[data-panel="${number}"]`);
      await expect(panel).toBeVisible();
      await expect(panel).toHaveCSS('opacity', '1');
    }
    await expect(panelsOf(page).getByRole('heading', { name: strategyPanels[0]!.title })).toBeVisible();

    // Revealed for good: scrolling back up does not hide them again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(wrapperOf(page)).toHaveAttribute('data-revealed', 'true');
  });

  test('at 390 px they are shown without scrolling', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'Narrow windows only.');
    await page.goto('/strategy');
    await expect(wrapperOf(page)).toHaveAttribute('data-revealed', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(panelList(page)).toHaveCount(2);
    for (let index = 0; index < 2; index += 1) {
      await expect(panelList(page).nth(index)).toBeVisible();
      await expect(panelList(page).nth(index)).toHaveCSS('opacity', '1');
    }
  });

  test('social tiles open the six channels in a new tab and View More goes to the partners page', async ({ page }) => {
    await page.goto('/strategy');
    const social = page.getByRole('region', { name: strategyCopy.social.heading, exact: true });
    await expect(social.getByRole('heading', { level: 3 })).toHaveCount(socialChannels.length);
    for (const channel of socialChannels) {
      const link = social.getByRole('link', { name: new RegExp(`^${channel.name.replace(/[()]/g, '\\$&')}`) });
      await expect(link).toHaveAttribute('href', channel.href);
      await expect(link).toHaveAttribute('target', '_blank');
      for (const tag of channel.tags) {
        await expect(social.getByText(toHashtag(tag), { exact: true })).toBeVisible();
      }
    }

    const resources = page.getByRole('region', { name: 'Your Goals, Our Resources', exact: true });
    await expect(resources.getByRole('img')).toHaveCount(6);
    await resources.getByRole('link', { name: 'View More' }).click();
    await expect(page).toHaveURL(/\/discover\/investor-relations$/);
  });
});

test.describe('showcase', () => {
  const galleryLinks = (page: Page) =>
    page
      .getByRole('region', { name: 'Selected work', exact: true })
      .locator('a[href^="/portfolio-profile/"]')
      .filter({ visible: true });

  test('shows the first 4 gallery items at 390 px', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'Mobile width only.');
    await page.goto('/showcase');
    await expect(galleryLinks(page)).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy['/showcase'].heading);
    await expect(page.locator('main').getByText(showcaseCopy.header, { exact: true }).first()).toBeVisible();
  });

  test('shows all 7 gallery items at 1440 px, each linking to its case study', async ({ page, isMobile }) => {
    test.skip(isMobile, 'Desktop width only.');
    await page.goto('/showcase');
    await expect(galleryLinks(page)).toHaveCount(7);
    const hrefs = await galleryLinks(page).evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(caseStudies.slice(0, 11).map((study) => `/portfolio-profile/${study.slug}`));
    await galleryLinks(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/portfolio-profile/${caseStudies[0]!.slug}$`));
  });

  test('the portfolio page slides link to the seven case studies in order', async ({ page }) => {
    await page.goto('/showcase/portfolio');
    const slider = page.getByRole('region', { name: 'Case studies', exact: true });
    const hrefs = await slider
      .locator('a[href^="/portfolio-profile/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(
      specCaseStudySlugs.map((slug) => `/portfolio-profile/${slug}`),
    );
    const previous = slider.getByRole('button', { name: 'Previous project' });
    const next = slider.getByRole('button', { name: 'Next project' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(previous).toBeEnabled();
  });

  test("clients' work live links open in a new tab", async ({ page, context, isMobile }) => {
    await page.goto('/showcase/clients-work');
    for (const project of clientProjects) {
      const section = page.getByRole('region', { name: project.title, exact: true });
      await expect(section.getByRole('img')).toHaveCount(4);
      const live = section.getByRole('link', { name: new RegExp(`^${showcaseCopy.clientsWork.liveLabel}`) });
      await expect(live).toHaveAttribute('href', project.liveUrl);
      await expect(live).toHaveAttribute('target', '_blank');
      await expect(live).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Opening the tab is checked once, on desktop.
    if (isMobile) return;
    // The live sites are on the internet; answer them locally.
    await context.route(/\.example\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Live site</title>' }),
    );
    const first = clientProjects[0]!;
    // rel=noopener leaves no opener, so the new tab is caught on the context rather than as a popup.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('region', { name: first.title, exact: true })
        .getByRole('link', { name: new RegExp(`^${showcaseCopy.clientsWork.liveLabel}`) })
        .click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).host).toBe(new URL(first.liveUrl).host);
    expect(page.url()).toMatch(/\/showcase\/clients-work$/);
  });
});

test.describe('case studies', () => {
  test('every case-study slug answers 200 and an unknown one 404', async ({ request, isMobile }) => {
    test.skip(isMobile, 'HTTP status does not depend on the viewport.');
    expect(caseStudySlugs).toHaveLength(7);
    for (const slug of caseStudySlugs) {
      const response = await request.get(`/portfolio-profile/${slug}`);
      expect(response.status(), slug).toBe(200);
    }
    expect((await request.get('/portfolio-profile/not-a-case-study')).status()).toBe(404);
  });

  test('an unknown slug shows the 404 page', async ({ page }) => {
    const response = await page.goto('/portfolio-profile/not-a-case-study');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the contents menu scrolls its section into view below the sticky header', async ({ page }) => {
    const study = caseStudies[0]!;
    await page.goto(`/portfolio-profile/${study.slug}`);
    const menu = page.getByRole('navigation', { name: 'Case study contents' });
    await expect(menu.getByRole('link')).toHaveText(caseStudySections.map((section) => new RegExp(`${section.label}$`)));

    await menu.getByRole('link', { name: 'Results', exact: true }).click();
    await expect(page).toHaveURL(/#results$/);
    const heading = page.locator('#results').getByRole('heading', { level: 2, name: 'Results' });
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
      })
      .toBe(true);
    // Smooth scrolling has settled: the heading is not under the sticky header.
    await expect
      .poll(async () => {
        const [headingBox, headerBox] = await Promise.all([heading.boundingBox(), page.locator('body > header').boundingBox()]);
        return headingBox !== null && headerBox !== null && headingBox.y >= headerBox.y + headerBox.height - 1;
      })
      .toBe(true);
    await expect(page.getByText(study.res, { exact: true })).toBeInViewport();
  });

  test('links the client live site in a new tab and shows the 11 gallery images', async ({ page }) => {
    const study = caseStudies[1]!;
    await page.goto(`/portfolio-profile/${study.slug}`);
    const live = page.locator(`main a[href="${study.liveUrl}"]`);
    await expect(live.first()).toHaveAttribute('target', '_blank');
    const gallery = page.getByRole('region', { name: 'Project gallery', exact: true });
    await expect(gallery.getByRole('img')).toHaveCount(11);
  });
});
