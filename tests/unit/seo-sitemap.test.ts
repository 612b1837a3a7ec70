// The blog's part of the sitemap and the content dates of the static one.
import { toBlog } from '@/lib/blog/reshape';
import { blogSitemapEntries } from '@/lib/seo/blog-sitemap';
import { contentFilesFor, lastChanged } from '@/lib/seo/content-dates';

const post = (slug: string, category: string, date?: string, id?: number) =>
  toBlog({ id, slug, title: slug, html: '<p>x</p>', category, ...(date ? { date } : {}) });

describe('blogSitemapEntries', () => {
  // Newest first, as getPosts gives them: 6 posts make 2 listing pages; Data has 5 posts, 2 pages.
  const posts = [
    post('f', 'Data', '2026-06-01', 6),
    post('e', 'Data', '2026-05-01', 5),
    post('d', 'Data', '2026-04-01', 4),
    post('c', 'Data', '2026-03-01', 3),
    post('b', 'Data', '2026-02-01', 2),
    post('a', 'SEO', undefined, 1),
  ];

  it('lists every listing, category and search page and every post once, with dates from the posts', () => {
    const entries = blogSitemapEntries(posts);
    expect(entries.map((entry) => [entry.path, entry.lastmod])).toEqual([
      ['/insight/page/1', '2026-06-01T00:00:00.000Z'],
      ['/insight/page/2', '2026-06-01T00:00:00.000Z'],
      ['/insight/search', '2026-06-01T00:00:00.000Z'],
      ['/blog/data/page/1', '2026-06-01T00:00:00.000Z'],
      ['/blog/data/page/2', '2026-06-01T00:00:00.000Z'],
      ['/blog/seo/page/1', undefined],
      ['/insight/blogs/6/f', '2026-06-01T00:00:00.000Z'],
      ['/insight/blogs/5/e', '2026-05-01T00:00:00.000Z'],
      ['/insight/blogs/4/d', '2026-04-01T00:00:00.000Z'],
      ['/insight/blogs/3/c', '2026-03-01T00:00:00.000Z'],
      ['/insight/blogs/2/b', '2026-02-01T00:00:00.000Z'],
      ['/insight/blogs/1/a', undefined],
    ]);
  });

  it('an empty blog still lists its first listing page and the search page', () => {
    expect(blogSitemapEntries([]).map((entry) => entry.path)).toEqual(['/insight/page/1', '/insight/search']);
  });
});

describe('content dates', () => {
  it.each([
    ['/', 'content/home.ts'],
    ['/discover/team', 'content/team.ts'],
    ['/legal/terms', 'content/legal.ts'],
    ['/portfolio-profile/x', 'content/portfolio.ts'],
    ['/discover/team/profile/x', 'content/team.ts'],
  ])('%s is drawn from %s, content/pages.ts and content/site.ts', (path, file) => {
    expect(contentFilesFor(path)).toEqual(expect.arrayContaining([file, 'content/pages.ts', 'content/site.ts']));
  });

  it('a page last changed when its content files were last committed', () => {
    const date = lastChanged(contentFilesFor('/legal/terms'), process.cwd());
    expect(date).toBeInstanceOf(Date);
    expect(date!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
