/** @jest-environment node */
import { cp, mkdtemp, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLocalSource, parsePostFile, PostFileError } from '@/lib/blog/local';
import { blogHref, parseTags, readingTime } from '@/lib/blog/rules';
import type { Blog } from '@/lib/blog/types';

const FIXTURES = path.join(__dirname, '../fixtures/blog/content/posts');
const BAD_FILES = ['bad-date.md', 'invalid-yaml.md', 'missing-title.md', 'slug-mismatch.md', 'unsafe-image.md'];

let errorSpy: jest.SpyInstance;
let posts: Blog[];
let errors: string[];

beforeAll(async () => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  posts = await createLocalSource({ dir: FIXTURES }).listPosts();
  errors = errorSpy.mock.calls.map((call) => String(call[0]));
});

afterAll(() => {
  errorSpy.mockRestore();
});

function post(slug: string): Blog {
  const found = posts.find((item) => item.blog_slug === slug);
  if (!found) throw new Error(`fixture ${slug} not loaded`);
  return found;
}

describe('local source: drafts', () => {
  const source = createLocalSource({ dir: FIXTURES });
  it('are in no list, lookup or category, and only preview reads them', async () => {
    expect((await source.listPosts()).map((item) => item.blog_slug)).not.toContain('pricing-page-draft');
    expect((await source.latestPosts(10)).map((item) => item.blog_slug)).not.toContain('pricing-page-draft');
    expect((await source.postsByCategory('seo')).map((item) => item.blog_slug)).not.toContain('pricing-page-draft');
    expect(await source.postBySlug('pricing-page-draft')).toBeNull();
    const listed = await source.listedPosts();
    expect(listed.map((item) => item.blog_slug)).toEqual((await source.listPosts()).map((item) => item.blog_slug));
    expect(listed.map((item) => item.blog_slug)).not.toContain('pricing-page-draft');
    expect((await source.draftBySlug('pricing-page-draft'))?.blog_title).toBe('Pricing Pages, a Draft');
    // A published post previews as itself; an unknown one is nothing.
    expect((await source.draftBySlug('local-seo-checklist'))?.blog_title).toBe('The Local SEO Checklist');
    expect(await source.draftBySlug('no-such-post')).toBeNull();
  });
});

describe('local source: reading the posts folder', () => {
  it('lists the valid posts, newest first', () => {
    expect(posts.map((item) => item.blog_slug)).toEqual([
      'local-seo-checklist',
      'core-web-vitals-for-marketing-sites',
      'style-guide-for-brand-voice',
    ]);
  });

  it.each(BAD_FILES)('skips %s and names it in the error log', (file) => {
    expect(errors.some((message) => message.includes(path.join(FIXTURES, file)))).toBe(true);
  });

  it.each([
    ['missing-title.md', 'title is required'],
    ['slug-mismatch.md', 'must equal the file name'],
    ['invalid-yaml.md', 'not valid YAML'],
    ['bad-date.md', 'date must be a date'],
    ['unsafe-image.md', 'featureImage must be a site path'],
  ])('explains why %s was skipped', (file, reason) => {
    expect(errors.find((message) => message.includes(file))).toContain(reason);
  });

  it('ignores files that are not markdown', () => {
    expect(errors.some((message) => message.includes('README.txt'))).toBe(false);
  });

  it('reshapes front matter into the Blog entity', () => {
    expect(post('core-web-vitals-for-marketing-sites')).toMatchObject({
      id: 101,
      blog_slug: 'core-web-vitals-for-marketing-sites',
      blog_title: 'Core Web Vitals for Marketing Sites',
      blog_description: 'What LCP, INP and CLS measure, and the three fixes that move them most on a typical agency site.',
      blog_feature_image: '/blog/core-web-vitals.svg',
      blog_feature_image_alt: 'A gauge showing a fast page load',
      blog_tag: 'performance, Core Web Vitals , , SEO',
      category_name: 'Web Design',
      formatted_date: 'October 14, 2026',
      date: '2026-10-14',
    });
    expect(parseTags(post('core-web-vitals-for-marketing-sites').blog_tag)).toEqual(['performance', 'Core Web Vitals', 'SEO']);
  });

  it('handles a post without id or tags (the style- post)', () => {
    const style = post('style-guide-for-brand-voice');
    expect(style.id).toBeUndefined();
    expect(style.blog_tag).toBe('');
    expect(style.blog_feature_image_alt).toBeUndefined();
    expect(blogHref(style)).toBe('/style-guide-for-brand-voice');
  });

  it('accepts tags written as a YAML list', () => {
    expect(post('local-seo-checklist').blog_tag).toBe('local SEO, Google Business Profile');
  });
});

describe('local source: markdown rendering', () => {
  const html = () => post('core-web-vitals-for-marketing-sites').blog_content;

  it.each([
    ['heading', '<h2>Why the numbers matter</h2>'],
    ['strong text', '<strong>field data</strong>'],
    ['list', '<li>Largest Contentful Paint</li>'],
    ['strikethrough (GFM)', '<del>First Input Delay</del>'],
    ['table with alignment (GFM)', '<th align="left">Metric</th>'],
    ['fenced code with language', '<pre tabindex="0"><code class="language-js">'],
    ['blockquote', '<blockquote>\n<p>Measure first, then optimise.</p>\n</blockquote>'],
    ['task list (GFM)', '<input type="checkbox" disabled checked />'],
    ['external link opening a new tab', '<a href="https://web.dev/articles/vitals" target="_blank" rel="noopener noreferrer">'],
    ['internal link', '<a href="/artistry/seo">SEO audit</a>'],
    ['lazy image', '<img src="/blog/lcp-chart.svg" alt="Chart of load times" loading="lazy" decoding="async" />'],
    ['raw HTML paragraph, without its handler', '<p>Inline handler paragraph.</p>'],
  ])('renders the %s', (_name, expected) => {
    expect(html()).toContain(expected);
  });

  it('drops the raw script and the event handler', () => {
    expect(html()).not.toMatch(/<script|alert\('xss'\)|onclick/);
  });

  it('keeps the YouTube embed and drops the iframe from another host', () => {
    const body = post('local-seo-checklist').blog_content;
    expect(body).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(body).toContain('loading="lazy"');
    expect(body).not.toContain('evil.example.com');
    expect(body.match(/<iframe/g)).toHaveLength(1);
  });

  it('gives reading time from the rendered body', () => {
    expect(readingTime(post('style-guide-for-brand-voice').blog_content)).toBe(1);
  });
});

describe('local source: queries', () => {
  const source = createLocalSource({ dir: FIXTURES });

  it.each([
    ['core-web-vitals-for-marketing-sites', 'core-web-vitals-for-marketing-sites'],
    ['style-guide-for-brand-voice', 'style-guide-for-brand-voice'],
    ['no-such-post', null],
    ['missing-title', null],
    ['../core-web-vitals-for-marketing-sites', null],
    ['CORE-WEB-VITALS-FOR-MARKETING-SITES', null],
    ['', null],
  ])('postBySlug(%j)', async (slug, expected) => {
    const found = await source.postBySlug(slug);
    expect(found?.blog_slug ?? null).toBe(expected);
  });

  it('gives the latest posts, 6 by default', async () => {
    expect((await source.latestPosts()).length).toBe(3);
    expect((await source.latestPosts(2)).map((item) => item.blog_slug)).toEqual([
      'local-seo-checklist',
      'core-web-vitals-for-marketing-sites',
    ]);
    expect((await source.latestPosts(0)).length).toBe(3);
  });

  it('lists each category once, sorted by name', async () => {
    expect(await source.categories()).toEqual([
      { category_name: 'Branding' },
      { category_name: 'SEO' },
      { category_name: 'Web Design' },
    ]);
  });

  it.each([
    ['web-design', ['core-web-vitals-for-marketing-sites']],
    ['WEB-DESIGN', ['core-web-vitals-for-marketing-sites']],
    ['seo', ['local-seo-checklist']],
    ['marketing', []],
    ['latestblog', []],
    ['../seo', []],
  ])('postsByCategory(%j)', async (category, slugs) => {
    expect((await source.postsByCategory(category)).map((item) => item.blog_slug)).toEqual(slugs);
  });

  it('returns a fresh array each time so callers cannot reorder the cache', async () => {
    const first = await source.listPosts();
    first.reverse();
    expect((await source.listPosts())[0]?.blog_slug).toBe('local-seo-checklist');
  });
});

describe('local source: folder changes and errors', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'blog-posts-'));
    for (const file of ['core-web-vitals-for-marketing-sites.md', 'style-guide-for-brand-voice.md']) {
      await cp(path.join(FIXTURES, file), path.join(dir, file));
    }
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reuses parsed posts while nothing changes, and sees edits, new files and deletions', async () => {
    const source = createLocalSource({ dir });
    const first = await source.listPosts();
    const again = await source.listPosts();
    expect(again[0]).toBe(first[0]);

    const file = path.join(dir, 'style-guide-for-brand-voice.md');
    await writeFile(
      file,
      '---\ntitle: "Brand Voice, Revised"\ndescription: "Updated."\nfeatureImage: /blog/brand-voice.svg\ncategory: Branding\ndate: 2026-12-01\n---\n\nNew body.\n',
    );
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect((await source.listPosts())[0]).toMatchObject({ blog_slug: 'style-guide-for-brand-voice', blog_title: 'Brand Voice, Revised' });

    await writeFile(
      path.join(dir, 'data-driven-roadmaps.md'),
      '---\nid: 300\ntitle: "Data-Driven Roadmaps"\ndescription: "Plan with numbers."\nfeatureImage: /blog/data.svg\ncategory: Data\ndate: 2027-01-05\n---\n\nBody.\n',
    );
    expect((await source.listPosts()).map((item) => item.blog_slug)).toEqual([
      'data-driven-roadmaps',
      'style-guide-for-brand-voice',
      'core-web-vitals-for-marketing-sites',
    ]);

    await unlink(path.join(dir, 'data-driven-roadmaps.md'));
    expect((await source.listPosts()).map((item) => item.blog_slug)).not.toContain('data-driven-roadmaps');
  });

  it('gives an empty blog, with a logged error, when the folder does not exist', async () => {
    errorSpy.mockClear();
    const source = createLocalSource({ dir: path.join(dir, 'missing') });
    expect(await source.listPosts()).toEqual([]);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('does not exist');
  });
});

describe('parsePostFile', () => {
  it('lists every front matter problem at once', async () => {
    const error = await parsePostFile('broken.md', '---\nid: -4\ntitle: ""\nfeatureImage: //cdn.example/x.png\n---\n\nBody.\n').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PostFileError);
    const problems = (error as PostFileError).problems.join('\n');
    for (const field of ['id', 'title', 'description', 'featureImage', 'category', 'date']) {
      expect(problems).toContain(field);
    }
  });

  it.each([
    ['Upper-Case.md', 'file name'],
    ['with space.md', 'file name'],
  ])('rejects the file name %j', async (name, reason) => {
    await expect(parsePostFile(name, '---\ntitle: x\n---\nBody')).rejects.toThrow(reason);
  });

  it('rejects a post with no body', async () => {
    await expect(
      parsePostFile('empty.md', '---\ntitle: "T"\ndescription: "D"\nfeatureImage: /a.svg\ncategory: SEO\ndate: 2026-01-01\n---\n\n'),
    ).rejects.toThrow('no body');
  });

  it('accepts an https feature image and a full ISO timestamp', async () => {
    const blog = await parsePostFile(
      'timed.md',
      '---\ntitle: "T"\ndescription: "D"\nfeatureImage: https://images.example/a.png\ncategory: SEO\ndate: 2026-03-04T10:30:00Z\n---\n\nBody.\n',
    );
    expect(blog).toMatchObject({ blog_feature_image: 'https://images.example/a.png', date: '2026-03-04T10:30:00.000Z', formatted_date: 'March 4, 2026' });
  });
});
