// What crawlers and share cards read, over plain HTTP against the built site (no browser): the sitemaps
// (every indexable URL once, with content dates), each page's share image, and the HTML of every page
// through html-validate and, where Java is installed, the Nu Html Checker.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { HtmlValidate } from 'html-validate';
import { z } from 'zod';
import { staticRoutes } from '../../content/pages';
import { caseStudySlugs } from '../../content/portfolio';
import { teamSlugs } from '../../content/team';
import { blogHref, categoryHref, listingHref } from '../../lib/blog/rules';
import { expect, test } from './fixtures';

test.skip(({ isMobile }) => isMobile, 'Server answers do not depend on the viewport.');

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name] ?? entity);
const metaOf = (html: string, key: string) => {
  for (const match of html.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes = Object.fromEntries(Array.from((match[1] ?? '').matchAll(/([a-zA-Z:_-]+)="([^"]*)"/g), ([, name, value]) => [name!, decode(value!)]));
    if (attributes.property === key || attributes.name === key) return attributes.content;
  }
  return undefined;
};
const xmlValues = (xml: string, tag: string) => Array.from(xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g')), (match) => decode(match[1]!));
const pathOf = (url: string) => new URL(url).pathname;

const postsDir = path.join(process.cwd(), 'content/posts');
const posts = readdirSync(postsDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const data = z
      .object({ id: z.union([z.number(), z.string()]).optional(), category: z.string(), date: z.union([z.date(), z.string()]) })
      .parse(matter(readFileSync(path.join(postsDir, name), 'utf8')).data);
    const slug = name.replace(/\.md$/, '');
    return { href: blogHref({ id: data.id, blog_slug: slug }), category: data.category, date: new Date(data.date).toISOString() };
  })
  .sort((a, b) => b.date.localeCompare(a.date));

type Entry = { loc: string; lastmod?: string };
function entriesOf(xml: string): Entry[] {
  return Array.from(xml.matchAll(/<url>([\s\S]*?)<\/url>/g), (match) => ({
    loc: pathOf(xmlValues(match[1]!, 'loc')[0]!),
    lastmod: xmlValues(match[1]!, 'lastmod')[0],
  }));
}

async function sitemapEntries(request: import('@playwright/test').APIRequestContext): Promise<Entry[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const files = xmlValues(index, 'loc').map(pathOf);
  expect(files).toContain('/server-sitemap.xml');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('/sitemap.xml');
  expect(robots).toContain('/server-sitemap.xml');
  const entries: Entry[] = [];
  for (const file of files) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    entries.push(...entriesOf(await response.text()));
  }
  return entries;
}

test('the sitemaps list every indexable URL exactly once, each with the date of its content', async ({ request }) => {
  const entries = await sitemapEntries(request);
  const locs = entries.map((entry) => entry.loc);
  expect(locs.filter((loc, index) => locs.indexOf(loc) !== index), 'listed twice').toEqual([]);

  const listingPages = Math.ceil(posts.length / 4);
  const categories = [...new Set(posts.map((post) => post.category))];
  const expected = [
    ...staticRoutes,
    ...caseStudySlugs.map((slug) => `/portfolio-profile/${slug}`),
    ...teamSlugs.map((slug) => `/discover/team/profile/${slug}`),
    ...Array.from({ length: listingPages }, (_, index) => listingHref(index + 1)),
    '/insight/search',
    ...categories.flatMap((name) => {
      const count = Math.ceil(posts.filter((post) => post.category === name).length / 4);
      return Array.from({ length: count }, (_, index) => categoryHref(name, index + 1));
    }),
    ...posts.map((post) => post.href),
  ];
  expect([...locs].sort()).toEqual([...expected].sort());

  // A post's lastmod is its date; a listing page's the newest post's; a static page's its content's last
  // commit, which is never later than the checkout's last commit (a build-time lastmod would be).
  const lastmod = new Map(entries.map((entry) => [entry.loc, entry.lastmod]));
  for (const post of posts) expect(lastmod.get(post.href), post.href).toBe(post.date);
  expect(lastmod.get('/insight/page/1')).toBe(posts[0]!.date);
  const head = new Date(execFileSync('git', ['log', '-1', '--format=%cI'], { encoding: 'utf8' }).trim()).getTime();
  for (const entry of entries) {
    expect(entry.lastmod, `${entry.loc} has a lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(new Date(entry.lastmod!).getTime(), `${entry.loc} lastmod`).toBeLessThanOrEqual(head);
  }
});

test('every sitemap URL has a 1200x630 PNG share image with its alt text, and valid HTML', async ({ request }) => {
  test.setTimeout(240_000);
  const locs = [...new Set((await sitemapEntries(request)).map((entry) => entry.loc))];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lumina-html-'));
  const images = new Map<string, string[]>();
  try {
    for (const [index, loc] of [...locs, '/no-such-page'].entries()) {
      const response = await request.get(loc);
      const html = await response.text();
      writeFileSync(path.join(dir, `${String(index).padStart(3, '0')}.html`), html);
      if (loc === '/no-such-page') continue;
      const image = metaOf(html, 'og:image');
      expect(image, `${loc} og:image`).toBeTruthy();
      expect(metaOf(html, 'twitter:image'), `${loc} twitter:image`).toBe(image);
      expect(metaOf(html, 'og:image:alt'), `${loc} og:image:alt`).toBeTruthy();
      expect(metaOf(html, 'twitter:image:alt'), `${loc} twitter:image:alt`).toBe(metaOf(html, 'og:image:alt'));
      const key = pathOf(image!) + new URL(image!).search;
      images.set(key, [...(images.get(key) ?? []), loc]);
    }
    for (const [image, pages] of images) {
      const response = await request.get(image);
      expect(response.status(), `${image} (${pages[0]})`).toBe(200);
      expect(response.headers()['content-type'], image).toBe('image/png');
      const png = await response.body();
      // The IHDR chunk: width and height as 32-bit big-endian numbers at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
    }

    const files = readdirSync(dir).map((name) => path.join(dir, name));
    const validator = new HtmlValidate({
      extends: ['html-validate:standard', 'html-validate:document'],
      rules: {
        // Next.js writes void elements as <meta/>; HTML allows both.
        'void-style': 'off',
        // Same-origin scripts and styles, allowed by the Content-Security-Policy; SRI is for other origins.
        'require-sri': 'off',
      },
    });
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateFile(file);
      const page = locs[Number(path.basename(file, '.html'))] ?? '/no-such-page';
      for (const result of report.results) for (const message of result.messages) problems.push(`${page}: ${message.ruleId}: ${message.message}`);
    }
    expect(problems, 'html-validate').toEqual([]);

    const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
    if (java.status !== 0) {
      console.log('Nu Html Checker skipped: Java is not installed (html-validate ran).');
      return;
    }
    const vnu = spawnSync('java', ['-jar', path.join(path.dirname(require.resolve('vnu-jar')), 'build/dist/vnu.jar'), '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = z
      .object({ messages: z.array(z.object({ type: z.string(), subType: z.string().optional(), url: z.string().optional(), message: z.string() })) })
      .parse(JSON.parse(vnu.stderr || '{"messages":[]}'));
    // Warnings accepted only where the markup says why, next to it.
    const explained = [/^Potentially bad value .allow-scripts allow-same-origin/]; // components/sections/engage/studio-map.tsx
    // The checker's CSS grammar predates what the stylesheet in each page's <head> uses (@property, scroll-driven
    // animations, @starting-style): it checks the markup here; the sheet is Tailwind's output, checked by the build.
    const found = report.messages
      .filter((message) => !message.message.startsWith('CSS: '))
      .filter((message) => message.type === 'error' || message.subType === 'warning')
      .filter((message) => message.type === 'error' || !explained.some((pattern) => pattern.test(message.message)))
      .map((message) => `${locs[Number(path.basename(message.url ?? '', '.html'))] ?? '/no-such-page'}: ${message.type}: ${message.message}`);
    expect(found, 'Nu Html Checker errors and unexplained warnings').toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
