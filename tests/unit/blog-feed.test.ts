// Feeds (RSS 2.0, Atom, JSON Feed) built from posts; XML is parsed with jsdom's DOMParser.
import { buildFeed, feedAlternateTypes, renderFeed, withFeedLinks, type FeedFormat } from '@/lib/blog/feed';
import { createLocalSource } from '@/lib/blog/local';
import { toBlog } from '@/lib/blog/reshape';
import { blogHref } from '@/lib/blog/rules';
import type { Blog } from '@/lib/blog/types';
import { site } from '@/content/site';
import path from 'node:path';

const SITE = 'https://www.example.com';

const posts: Blog[] = [
  toBlog({
    id: 12,
    slug: 'brand-audit',
    title: 'A brand audit in <five> steps & a checklist',
    description: 'How to audit a brand.',
    featureImage: '/blog/brand-audit.png',
    html: '<p>Body of the <strong>audit</strong>.</p>',
    tags: 'branding, audit',
    category: 'Branding',
    date: '2026-05-04',
  }),
  toBlog({
    slug: 'style-guide-basics',
    title: 'Style guide basics',
    description: 'Voice and tone.',
    featureImage: '/blog/style-guide-basics.svg',
    html: '<p>Voice.</p>',
    category: 'Branding',
    date: '2026-03-01',
  }),
  toBlog({ slug: 'undated-note', title: 'An undated note', html: '<p>No date and no category.</p>' }),
];

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const texts = (doc: Document | Element, tag: string) => Array.from(doc.getElementsByTagName(tag)).map((node) => node.textContent ?? '');

describe('renderFeed', () => {
  it('RSS 2.0 lists every post with its canonical link, date, description and full content', () => {
    const doc = parseXml(renderFeed(posts, 'rss', { siteUrl: SITE }));
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = Array.from(doc.getElementsByTagName('item'));
    expect(items).toHaveLength(3);
    expect(items.map((item) => texts(item, 'link')[0])).toEqual([
      `${SITE}/insight/blogs/12/brand-audit`,
      `${SITE}/style-guide-basics`,
      `${SITE}/blog/undated-note`,
    ]);
    expect(texts(items[0]!, 'title')[0]).toBe('A brand audit in <five> steps & a checklist');
    expect(texts(items[0]!, 'pubDate')[0]).toBe('Mon, 04 May 2026 00:00:00 GMT');
    expect(texts(items[0]!, 'content:encoded')[0]).toBe('<p>Body of the <strong>audit</strong>.</p>');
    expect(texts(items[0]!, 'category')).toEqual(['Branding', 'branding', 'audit']);
    expect(texts(items[2]!, 'category')).toEqual(['Uncategorized']);
    expect(texts(doc, 'title')[0]).toBe(`${site.name} Insight`);
  });

  it('an undated post takes the newest post date, so the feed is stable between requests', () => {
    const doc = parseXml(renderFeed(posts, 'rss', { siteUrl: SITE }));
    const items = Array.from(doc.getElementsByTagName('item'));
    expect(texts(items[2]!, 'pubDate')[0]).toBe('Mon, 04 May 2026 00:00:00 GMT');
  });

  it('announces raster feature images as enclosures with their type, and leaves SVG out', () => {
    const doc = parseXml(renderFeed(posts, 'rss', { siteUrl: SITE }));
    const enclosures = Array.from(doc.getElementsByTagName('enclosure'));
    expect(enclosures).toHaveLength(1);
    expect(enclosures[0]!.getAttribute('url')).toBe(`${SITE}/blog/brand-audit.png`);
    expect(enclosures[0]!.getAttribute('type')).toBe('image/png');
  });

  it('Atom lists every post as an entry linking to its canonical URL', () => {
    const doc = parseXml(renderFeed(posts, 'atom', { siteUrl: SITE }));
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = Array.from(doc.getElementsByTagName('entry'));
    expect(entries).toHaveLength(3);
    expect(entries.map((entry) => entry.getElementsByTagName('id')[0]?.textContent)).toEqual(posts.map((post) => `${SITE}${blogHref(post)}`));
    expect(texts(doc.documentElement, 'updated')[0]).toBe('2026-05-04T00:00:00.000Z');
  });

  it('JSON Feed 1.1 lists every post with url, title, HTML content, authors and its publication date', () => {
    const json: unknown = JSON.parse(renderFeed(posts, 'json', { siteUrl: SITE }));
    expect(json).not.toHaveProperty('author');
    expect(json).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      language: 'en',
      authors: [{ name: site.name, url: `${SITE}/` }],
      title: `${site.name} Insight`,
      home_page_url: `${SITE}/insight/page/1`,
      feed_url: `${SITE}/feed.json`,
      items: [
        {
          url: `${SITE}/insight/blogs/12/brand-audit`,
          title: posts[0]!.blog_title,
          content_html: posts[0]!.blog_content,
          date_published: '2026-05-04T00:00:00.000Z',
          authors: [{ name: site.name, url: `${SITE}/` }],
        },
        { url: `${SITE}/style-guide-basics` },
        { url: `${SITE}/blog/undated-note` },
      ],
    });
  });

  it.each<FeedFormat>(['rss', 'atom', 'json'])('%s item content carries absolute URLs only', (format) => {
    const linked = toBlog({
      slug: 'linked',
      title: 'Linked',
      html: '<p><a href="/insight/page/1">list</a> <a href="#part">part</a> <a href="https://x.example/a?b=1&amp;c=2">out</a><img src="/blog/a.png" alt="" /></p>',
      date: '2026-05-04',
    });
    const body = renderFeed([linked], format, { siteUrl: SITE });
    const content =
      format === 'json'
        ? (JSON.parse(body) as { items: { content_html: string }[] }).items[0]!.content_html
        : texts(parseXml(body), format === 'rss' ? 'content:encoded' : 'content')[0]!;
    expect(content).toBe(
      `<p><a href="${SITE}/insight/page/1">list</a> <a href="${SITE}/blog/linked#part">part</a> <a href="https://x.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">out</a><img src="${SITE}/blog/a.png" alt="" loading="lazy" decoding="async" /></p>`,
    );
  });

  it.each<FeedFormat>(['rss', 'atom', 'json'])('an empty blog gives a valid, empty %s feed', (format) => {
    const body = renderFeed([], format, { siteUrl: SITE, now: new Date('2026-01-01T00:00:00Z') });
    if (format === 'json') expect(JSON.parse(body)).toMatchObject({ items: [] });
    else expect(parseXml(body).getElementsByTagName(format === 'rss' ? 'item' : 'entry')).toHaveLength(0);
  });

  it('every local markdown post is in each feed', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const local = await createLocalSource({ dir: path.join(process.cwd(), 'content/posts') }).listPosts();
    errorSpy.mockRestore();
    expect(local.length).toBeGreaterThanOrEqual(14);
    const links = local.map((post) => `${SITE}${blogHref(post)}`);
    const rss = parseXml(renderFeed(local, 'rss', { siteUrl: SITE }));
    expect(Array.from(rss.getElementsByTagName('item')).map((item) => texts(item, 'link')[0])).toEqual(links);
    const atom = parseXml(renderFeed(local, 'atom', { siteUrl: SITE }));
    expect(atom.getElementsByTagName('entry')).toHaveLength(local.length);
    const json = JSON.parse(renderFeed(local, 'json', { siteUrl: SITE })) as { items: { url: string }[] };
    expect(json.items.map((item) => item.url)).toEqual(links);
  }, 60_000);
});

describe('hostile post fields', () => {
  const hostile = toBlog({
    slug: 'hostile',
    title: 'One ]]> two ]]><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
    description: 'Desc ]]> and ]]><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(2)</x:script>\u0001\u0008\u000b\u001f end',
    html: '<p>Body ]]> ]]></p>',
    tags: 'a<b, c&d, "q"\u0002',
    category: 'Cat]]><x>',
    date: '2026-05-04',
  });

  it.each<FeedFormat>(['rss', 'atom'])('%s stays well-formed XML and carries every value as text', (format) => {
    const body = renderFeed([hostile], format, { siteUrl: SITE });
    const doc = parseXml(body);
    expect(doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'script')).toHaveLength(0);
    expect(Array.from(doc.getElementsByTagName('*')).map((node) => node.localName)).not.toContain('script');
    expect(body).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    const item = doc.getElementsByTagName(format === 'rss' ? 'item' : 'entry')[0]!;
    expect(texts(item, 'title')[0]).toBe(hostile.blog_title);
    expect(texts(item, format === 'rss' ? 'description' : 'summary')[0]).toBe(
      'Desc ]]> and ]]><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(2)</x:script> end',
    );
    expect(texts(item, format === 'rss' ? 'content:encoded' : 'content')[0]).toBe(hostile.blog_content);
    const categories = Array.from(item.getElementsByTagName('category'));
    const names = format === 'rss' ? categories.map((node) => node.textContent) : categories.map((node) => node.getAttribute('term'));
    expect(names).toEqual(['Cat]]><x>', 'a<b', 'c&d', '"q"']);
  });

  it('JSON Feed keeps the values as they are', () => {
    const json = JSON.parse(renderFeed([hostile], 'json', { siteUrl: SITE })) as { items: { title: string }[] };
    expect(json.items[0]!.title).toBe(hostile.blog_title);
  });
});

describe('feed links and responses', () => {
  it('buildFeed points its self links at the three stable URLs', () => {
    const feed = buildFeed(posts, { siteUrl: `${SITE}/` });
    expect(feed.options.feedLinks).toEqual({ rss: `${SITE}/rss.xml`, atom: `${SITE}/atom.xml`, json: `${SITE}/feed.json` });
  });

  it('withFeedLinks adds the three alternate types and keeps the canonical URL', () => {
    const metadata = withFeedLinks({ title: 'x', alternates: { canonical: '/insight/page/1' } });
    expect(metadata.alternates?.canonical).toBe('/insight/page/1');
    expect(metadata.alternates?.types).toEqual(feedAlternateTypes());
    expect(Object.keys(feedAlternateTypes())).toEqual(['application/rss+xml', 'application/atom+xml', 'application/feed+json']);
  });
});
