// The Insight blog in local mode (markdown posts), against the built site. Server HTML is fetched with
// `request` (no JavaScript) wherever the point is what crawlers and share cards read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { site } from '../../content/site';
import { blogHref, categoryHref, slugify } from '../../lib/blog/rules';
import { seriousViolations } from './axe';
import { cspViolations, expect, recordCspViolations, test, waitForHydration, waitForPageHydration } from './fixtures';

// ---------- reading server HTML ----------

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name] ?? entity);

function tags(html: string, tag: 'meta' | 'link'): Record<string, string>[] {
  return Array.from(html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi')), (match) => {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of (match[1] ?? '').matchAll(/([a-zA-Z:_-]+)="([^"]*)"/g)) attributes[name!.toLowerCase()] = decode(value!);
    return attributes;
  });
}
const meta = (html: string, key: string) => tags(html, 'meta').find((tag) => tag.property === key || tag.name === key)?.content;
const canonical = (html: string) => tags(html, 'link').find((tag) => tag.rel === 'canonical')?.href;
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const pathOf = (url: string | undefined) => (url ? new URL(url, 'http://site.invalid').pathname : undefined);
const jsonLd = (html: string) => Array.from(html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g), (match) => JSON.parse(match[1]!) as unknown);

// ---------- the local posts, straight from content/posts ----------

const frontMatter = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  title: z.string(),
  category: z.string(),
  tags: z.string().optional(),
  date: z.union([z.date(), z.string()]).transform((value) => new Date(value).getTime()),
});
const postsDir = path.join(process.cwd(), 'content/posts');
const posts = readdirSync(postsDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const data = frontMatter.parse(matter(readFileSync(path.join(postsDir, name), 'utf8')).data);
    const slug = name.replace(/\.md$/, '');
    return { ...data, slug, href: blogHref({ id: data.id, blog_slug: slug }) };
  })
  .sort((a, b) => b.date - a.date);
const hrefs = posts.map((post) => post.href).sort();
const postBySlug = (slug: string) => posts.find((post) => post.slug === slug)!;

const cwv = postBySlug('core-web-vitals-for-marketing-sites');
const articleTitle = (title: string) => `${site.name} | Blog - ${title}`;
const listTitle = (title: string) => `${title} | ${site.name} - ${site.shortName}`;

test.describe('listing', () => {
  test('page 1 shows the 4 newest posts; the pager leads to page 2', async ({ page }) => {
    await page.goto('/insight/page/1');
    await expect(page).toHaveTitle(listTitle('Insight'));
    await expect(page.getByRole('heading', { level: 1, name: 'Insight' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(4);
    const readMore = page.getByRole('main').getByRole('link', { name: /^Read More/ });
    expect(await readMore.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).toEqual(
      posts.slice(0, 4).map((post) => post.href),
    );
    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(pager.getByRole('link', { name: 'Prev' })).toHaveCount(0);
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/insight\/page\/2$/);
    await expect(page).toHaveTitle(listTitle('Insight - Page 2'));
    await expect(cards).toHaveCount(4);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '/insight/page/1');
    await expect(page.getByRole('main').getByRole('link', { name: /^Read More/ }).first()).toHaveAttribute('href', posts[4]!.href);
  });

  test('a page past the end is a 404; a page that is not a number shows page 1', async ({ request }) => {
    const last = Math.ceil(posts.length / 4);
    expect((await request.get(`/insight/page/${last}`)).status()).toBe(200);
    expect((await request.get(`/insight/page/${last + 1}`)).status()).toBe(404);
    const response = await request.get('/insight/page/abc');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(pathOf(canonical(html))).toBe('/insight/page/1');
    expect(html).toContain(`href="${posts[0]!.href}"`);
  });

  test('?category= filters the list and the category screen is its canonical page', async ({ page, request }) => {
    const seo = posts.filter((post) => slugify(post.category) === 'seo');
    const violations = await recordCspViolations(page);
    const response = await page.goto('/insight/page/1?category=seo');
    // Rendered for this request (proxy.ts sends the filter to its own route): its scripts run by a nonce.
    expect(response?.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
    expect(response?.headers()['cache-control']).toMatch(/no-store/);
    await waitForPageHydration(page);
    const links = page.getByRole('main').getByRole('link', { name: /^Read More/ });
    await expect(links).toHaveCount(Math.min(4, seo.length));
    expect((await links.evaluateAll((all) => all.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).sort()).toEqual(
      seo.slice(0, 4).map((post) => post.href).sort(),
    );
    expect(await cspViolations(page)).toEqual([]);
    expect(violations.console).toEqual([]);
    expect(pathOf(canonical(await (await request.get('/insight/page/1?category=seo')).text()))).toBe('/blog/seo/page/1');
  });
});

test.describe('category screen', () => {
  test('/blog/{category}/page/1 lists that category with its name and the sidebar selection', async ({ page }) => {
    const webDesign = posts.filter((post) => post.category === 'Web Design');
    await page.goto('/blog/web-design/page/1');
    await expect(page).toHaveTitle(listTitle('Web Design'));
    await expect(page.getByRole('heading', { level: 1, name: 'Web Design' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(4, webDesign.length));
    await expect(page.locator('aside a[aria-current="page"]')).toHaveText('Web Design');
  });

  test('an unknown category and a page past the end are 404 pages that no cache keeps', async ({ request }) => {
    for (const path of ['/blog/quantum-knitting/page/1', '/blog/web-design/page/9']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['cache-control'], path).toMatch(/no-store/);
      expect(await response.text(), path).toContain('Page not found');
    }
  });
});

test.describe('search', () => {
  test('the sidebar search box navigates to the results', async ({ page, isMobile }) => {
    await page.goto('/insight/page/1');
    if (isMobile) await page.getByRole('button', { name: 'Categories, search and sharing' }).click();
    await page.getByRole('combobox', { name: 'Search the blog' }).fill('json-ld');
    await page.getByRole('combobox', { name: 'Search the blog' }).press('Enter');
    await expect(page).toHaveURL(/\/insight\/search\?discover=json-ld$/);
    await expect(page).toHaveTitle(listTitle('Search'));
    const structured = postBySlug('structured-data-for-service-businesses');
    await expect(page.getByRole('list', { name: 'Search results' }).locator(`a[href="${structured.href}"]`)).toBeVisible();
  });

  test('results are in the server HTML ("+" is a space) and no match says so', async ({ request }) => {
    const html = await (await request.get('/insight/search?discover=core+web+vitals')).text();
    expect(html).toContain(`href="${cwv.href}"`);
    expect(html).not.toContain('No matching blogs found!');
    const none = await (await request.get('/insight/search?discover=zz-no-such-words-zz')).text();
    expect(none).toContain('No matching blogs found!');
  });

  test('a result card shows its category and title on hover and on keyboard focus', async ({ page, isMobile }) => {
    test.skip(isMobile, 'Touch screens have no hover: the caption is always shown there.');
    await page.goto('/insight/search?discover=design');
    const cards = page.getByRole('list', { name: 'Search results' }).getByRole('link');
    const first = cards.first();
    const caption = first.locator('[data-search-card-caption]');
    await expect(caption).toHaveCSS('opacity', '0');
    await first.hover();
    await expect(caption).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(caption).toHaveCSS('opacity', '0');
    const second = cards.nth(1).locator('[data-search-card-caption]');
    await page.keyboard.press('Tab');
    await cards.nth(1).focus();
    await expect(second).toHaveCSS('opacity', '1');
  });
});

test.describe('article', () => {
  const routes = [cwv.href, `/blog/${cwv.slug}`];

  for (const route of routes) {
    test(`${route}: title, canonical, share tags and JSON-LD are in the server HTML`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(titleOf(html)).toBe(articleTitle(cwv.title));
      expect(pathOf(canonical(html))).toBe(cwv.href);
      expect(meta(html, 'og:title')).toBe(articleTitle(cwv.title));
      expect(meta(html, 'og:type')).toBe('article');
      expect(pathOf(meta(html, 'og:url'))).toBe(cwv.href);
      expect(meta(html, 'description')!.length).toBeLessThanOrEqual(155);
      expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
      expect(pathOf(meta(html, 'og:image'))).toBe(`/insight/og/${cwv.slug}`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(pathOf(meta(html, 'twitter:image'))).toBe(`/insight/og/${cwv.slug}`);
      expect(tags(html, 'link').find((link) => link.rel === 'alternate' && link.type === 'application/rss+xml')?.href).toMatch(/\/rss\.xml$/);
      const [blocks] = jsonLd(html) as [unknown[]];
      expect(blocks).toEqual([
        expect.objectContaining({ '@type': 'BlogPosting', headline: cwv.title, url: expect.stringMatching(new RegExp(`${cwv.href}$`)) }),
        expect.objectContaining({ '@type': 'BreadcrumbList' }),
      ]);
    });
  }

  test('a post without an id lives at the root; /blog/{slug} points there', async ({ request }) => {
    const style = postBySlug('style-guide-for-brand-voice');
    expect(style.href).toBe(`/${style.slug}`);
    for (const route of [style.href, `/blog/${style.slug}`]) {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(titleOf(html)).toBe(articleTitle(style.title));
      expect(pathOf(canonical(html))).toBe(style.href);
    }
  });

  test('the screen shows category, date, reading time, title, body and tags that lead to the search', async ({ page }) => {
    await page.goto(`/blog/${cwv.slug}`);
    await expect(page).toHaveTitle(articleTitle(cwv.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cwv.title);
    await expect(page.getByText('Blog', { exact: true }).first()).toBeVisible();
    const article = page.getByRole('main').getByRole('article');
    // The breadcrumb and the category chip both lead to the category.
    const categoryLinks = article.getByRole('link', { name: cwv.category, exact: true });
    await expect(categoryLinks).toHaveCount(2);
    for (const link of await categoryLinks.all()) await expect(link).toHaveAttribute('href', categoryHref(cwv.category));
    await expect(article.getByText(/^Reading Time: \d+ minutes?$/)).toBeVisible();
    await expect(article.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('target', '_blank');
    await expect(article.getByRole('link', { name: `${site.name} on Facebook` })).toBeVisible();
    const tag = cwv.tags!.split(',')[0]!.trim();
    await article.getByRole('link', { name: tag, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/insight/search\\?discover=${encodeURIComponent(tag)}$`));
    await expect(page.getByRole('list', { name: 'Search results' }).locator(`a[href="${cwv.href}"]`)).toBeVisible();
  });

  test('the post body is styled by the stylesheet, not by a class list each page would carry twice', async ({ page, request }) => {
    const served = await (await request.get(cwv.href)).text();
    expect(served).not.toContain('[&amp;_');
    await page.goto(cwv.href);
    const body = page.getByRole('main').getByRole('article').locator('.prose-article');
    const style = (selector: string) =>
      body.locator(selector).first().evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          weight: computed.fontWeight,
          marginTop: computed.marginTop,
          underline: computed.textDecorationLine,
          borderLeft: computed.borderLeftWidth,
          display: computed.display,
          overflowX: computed.overflowX,
        };
      });
    expect(await style('h2')).toMatchObject({ weight: '600', marginTop: '56px' });
    expect(await style('p a')).toMatchObject({ weight: '500', underline: 'underline' });
    expect(await style('blockquote')).toMatchObject({ borderLeft: '4px', marginTop: '32px' });
    expect(await style('pre')).toMatchObject({ overflowX: 'auto', marginTop: '24px' });
    expect(await style('table')).toMatchObject({ display: 'block', overflowX: 'auto' });
  });

  test('a link in the post body darkens its underline when hovered, and only that link', async ({ page, isMobile }) => {
    test.skip(isMobile, 'Hover needs a pointer that hovers.');
    await page.goto(cwv.href);
    const links = page.getByRole('main').getByRole('article').locator('.prose-article p a');
    const underline = (index: number) => links.nth(index).evaluate((link) => getComputedStyle(link).textDecorationColor);
    const resting = await underline(0);
    expect(await underline(1)).toBe(resting);
    await links.nth(0).hover();
    await expect.poll(() => underline(0)).not.toBe(resting);
    expect(await underline(1)).toBe(resting);
  });

  test('a post without tags says "No tags available"; an embedded video counts as no words', async ({ request }) => {
    const local = await (await request.get(postBySlug('local-seo-for-bay-area-service-businesses').href)).text();
    expect(local).toContain('No tags available');
    const video = await (await request.get(postBySlug('video-on-b2b-websites').href)).text();
    expect(video).toMatch(/<iframe[^>]+src="https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(video).toMatch(/Reading Time: \d+ minutes?/);
  });

  test('the three article routes show the same post, each declaring its one canonical URL', async ({ page, request }) => {
    for (const route of [`/${cwv.slug}`, `/blog/${cwv.slug}`, cwv.href]) {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(titleOf(html)).toBe(articleTitle(cwv.title));
      expect(pathOf(canonical(html))).toBe(cwv.href);
    }
    await page.goto(`/${cwv.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cwv.title);
  });

  test('an unknown slug, a wrong id and a root path that is no post are 404 pages', async ({ page, request }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect((await request.get(`/insight/blogs/999/${cwv.slug}`)).status()).toBe(404);
    expect((await request.get('/no-such-post-anywhere')).status()).toBe(404);
  });
});

test.describe('prerendered blog pages', () => {
  // React puts a large Suspense boundary (a loading.tsx) after its fallback and reveals it ~300 ms after
  // the first paint; these pages have none, so their HTML is the content itself.
  for (const route of ['/insight/page/1', cwv.href, categoryHref(cwv.category)]) {
    test(`${route}: the server HTML is the content, with no loading skeleton in front of it`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      expect(html).not.toContain('<!--$?-->');
      expect(html).not.toMatch(/<template id="B:\d+">/);
      const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
      expect(main).not.toContain('Loading...');
      expect(main).toContain(route === cwv.href ? `<h1` : 'Read More');
      if (route === cwv.href) expect(decode(main)).toContain(cwv.title);
    });
  }

  // Next.js renders a page that calls notFound() at request time as a bare document whose 404 content
  // arrives in its scripts; proxy.ts answers these paths with the prerendered 404 page instead.
  const missingPaths = [
    '/insight/blogs/999/no-such-post',
    `/insight/blogs/999/${cwv.slug}`,
    '/blog/no-such-post',
    '/no-such-post-anywhere',
    '/style-no-such-post',
    '/insight/page/999',
    '/insight/page/999?category=web-design',
    '/blog/web-design/page/99',
  ];
  for (const missing of missingPaths) {
    test(`${missing} is a complete 404 page in the server HTML, never cached`, async ({ request }) => {
      const response = await request.get(missing);
      expect(response.status()).toBe(404);
      expect(response.headers()['cache-control']).toContain('no-store');
      // What a reader without JavaScript (or a plain crawler) gets: the markup, scripts left out.
      const markup = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(markup)?.[1]).toBe('Page not found');
      expect(markup).toContain('Take me home');
      expect(markup).toContain('<footer');
    });
  }

  test('pages that exist next to those paths are still served', async ({ request }) => {
    for (const found of [cwv.href, `/blog/${cwv.slug}`, '/insight/page/2', '/insight/page/1?category=web-design', '/blog/web-design/page/1']) {
      expect((await request.get(found)).status(), found).toBe(200);
    }
  });

  test('without JavaScript an unknown post shows the 404 page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/insight/blogs/999/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Take me home' })).toBeVisible();
    await context.close();
  });

  test('a link shows the loading animation while the page it leads to loads', async ({ page }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the article's RSC payload (prefetch and navigation) until the animation has been seen.
    await page.route(`**${cwv.href}**`, async (route) => {
      if (route.request().headers()['rsc']) await gate;
      await route.continue();
    });
    await page.goto('/insight/page/1');
    const readMore = page.getByRole('main').getByRole('link', { name: /^Read More/ }).and(page.locator(`a[href="${cwv.href}"]`));
    await waitForHydration(readMore);
    await readMore.click();
    await expect(readMore.getByRole('status')).toHaveText('Loading...');
    release();
    await expect(page).toHaveURL(new RegExp(`${cwv.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cwv.title);
  });
});

test.describe('sidebar on small screens', () => {
  test('opens with its button, closes on Esc and on an outside click', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'From the large breakpoint up the sidebar is a column, not a toggle.');
    await page.goto('/insight/page/1');
    const toggle = page.getByRole('button', { name: 'Categories, search and sharing' });
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    const all = sidebar.getByRole('link', { name: 'All', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(all).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(all).toBeVisible();
    await expect(all).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page, 'aside')).toEqual([]);
    await expect(sidebar.getByRole('link', { name: 'SEO', exact: true })).toHaveAttribute('href', '/blog/seo/page/1');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.getByRole('heading', { level: 1, name: 'Insight' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('feeds, sitemap and share images', () => {
  test.skip(({ isMobile }) => isMobile, 'Server answers do not depend on the viewport.');

  /** Parses XML in the browser (a real XML parser) and returns the text of the elements matching `selector`. */
  const parse = (page: import('@playwright/test').Page, xml: string, selector: string) =>
    page.evaluate(
      ([text, query]) => {
        const doc = new DOMParser().parseFromString(text!, 'application/xml');
        if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('not well-formed XML');
        return Array.from(doc.querySelectorAll(query!), (node) => node.textContent ?? '');
      },
      [xml, selector],
    );
  const paths = (urls: string[]) => urls.map((url) => new URL(url).pathname).sort();

  test('RSS, Atom and JSON Feed parse and list every post', async ({ page, request }) => {
    const rss = await request.get('/rss.xml');
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
    expect(paths(await parse(page, await rss.text(), 'item > link'))).toEqual(hrefs);

    const atom = await request.get('/atom.xml');
    expect(atom.headers()['content-type']).toContain('application/atom+xml');
    expect(paths(await parse(page, await atom.text(), 'entry > id'))).toEqual(hrefs);

    const json = await request.get('/feed.json');
    expect(json.headers()['content-type']).toContain('application/feed+json');
    const feed = z.object({ title: z.string(), items: z.array(z.object({ url: z.string(), title: z.string() })) }).parse(await json.json());
    expect(feed.title).toBe(`${site.name} Insight`);
    expect(paths(feed.items.map((item) => item.url))).toEqual(hrefs);
  });

  test('the server sitemap lists every post at its canonical URL and every category', async ({ page, request }) => {
    const response = await request.get('/server-sitemap.xml');
    expect(response.status()).toBe(200);
    const locs = paths(await parse(page, await response.text(), 'url > loc'));
    expect(locs).toEqual(expect.arrayContaining(hrefs));
    expect(locs).toEqual(expect.arrayContaining([...new Set(posts.map((post) => categoryHref(post.category)))]));
    expect(locs.filter((loc) => loc.startsWith('/blog/') && !/\/page\/\d+$/.test(loc))).toEqual([]);
  });

  test('listing and article share images are generated PNGs', async ({ request }) => {
    const html = await (await request.get('/insight/page/1')).text();
    const listingImage = pathOf(meta(html, 'og:image'));
    expect(listingImage).toBe('/insight/opengraph-image');
    for (const image of [listingImage!, `/insight/og/${cwv.slug}`]) {
      const response = await request.get(image);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    expect((await request.get('/insight/og/no-such-post')).status()).toBe(404);
  });
});
