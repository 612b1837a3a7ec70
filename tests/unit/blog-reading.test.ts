// The article's reading aids: table of contents from the body's headings, previous/next and related posts.
import { toBlog } from '@/lib/blog/reshape';
import { neighboursOf, relatedPosts } from '@/lib/blog/related';
import { withTableOfContents } from '@/lib/blog/toc';

describe('withTableOfContents', () => {
  it('lists h2 and h3 in order, keeps existing ids and gives the others unique prefixed ones', () => {
    const { html, toc } = withTableOfContents(
      '<h2>Why it <em>matters</em></h2><p>x</p><h3 id="user-content-own">Own id</h3><h4>Not listed</h4><h2>Why it matters</h2><h3 class="c">Step &amp; check</h3>',
    );
    expect(toc).toEqual([
      { id: 'user-content-why-it-matters', text: 'Why it matters', level: 2 },
      { id: 'user-content-own', text: 'Own id', level: 3 },
      { id: 'user-content-why-it-matters-2', text: 'Why it matters', level: 2 },
      { id: 'user-content-step-and-check', text: 'Step & check', level: 3 },
    ]);
    expect(html).toBe(
      '<h2 id="user-content-why-it-matters">Why it <em>matters</em></h2><p>x</p><h3 id="user-content-own">Own id</h3><h4>Not listed</h4><h2 id="user-content-why-it-matters-2">Why it matters</h2><h3 id="user-content-step-and-check" class="c">Step &amp; check</h3>',
    );
  });

  it('gives an empty list for a body without headings', () => {
    expect(withTableOfContents('<p>Only text.</p>')).toEqual({ html: '<p>Only text.</p>', toc: [] });
  });
});

describe('previous, next and related posts', () => {
  const post = (slug: string, category: string, tags = '') => toBlog({ slug, title: slug, html: '<p>x</p>', category, tags, date: '2026-01-01' });
  // Newest first, as the listing shows them.
  const posts = [
    post('e', 'SEO', 'search'),
    post('d', 'Branding', 'colour, type'),
    post('c', 'Branding', 'colour'),
    post('b', 'Web Design', 'type'),
    post('a', 'Branding'),
  ];

  it.each([
    ['e', undefined, 'd'],
    ['c', 'd', 'b'],
    ['a', 'b', undefined],
  ])('%s: next is %s (newer), previous is %s (older)', (slug, next, previous) => {
    const neighbours = neighboursOf(posts, slug);
    expect(neighbours.next?.blog_slug).toBe(next);
    expect(neighbours.previous?.blog_slug).toBe(previous);
  });

  it('ranks a shared category above shared tags, then the newest, and leaves the post itself out', () => {
    expect(relatedPosts(posts, posts[1]!).map((p) => p.blog_slug)).toEqual(['c', 'a', 'b']);
    expect(relatedPosts(posts, posts[0]!).map((p) => p.blog_slug)).toEqual(['d', 'c', 'b']);
  });

  it('an unknown post has no neighbours', () => {
    expect(neighboursOf(posts, 'zzz')).toEqual({});
  });
});
