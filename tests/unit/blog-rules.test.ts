import { readingTimeLabel } from '@/content/blog';
import {
  blogHref,
  categoryDescription,
  categoryHref,
  categoryLabel,
  categoryTitle,
  formatDate,
  htmlToText,
  inCategory,
  listingDescription,
  listingHref,
  listingTitle,
  matchesSearch,
  pagerItems,
  paginate,
  parsePage,
  parseTags,
  readingTime,
  searchHref,
  slugify,
  truncate,
  type PagerItem,
} from '@/lib/blog/rules';

const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');
const chars = (count: number) => 'x'.repeat(count);

describe('blogHref (spec 1 §2 blog link rule)', () => {
  it.each([
    [{ id: 101, blog_slug: 'core-web-vitals' }, '/insight/blogs/101/core-web-vitals'],
    [{ id: '42', blog_slug: 'brand-audit' }, '/insight/blogs/42/brand-audit'],
    [{ id: 7, blog_slug: 'style-guide' }, '/insight/blogs/7/style-guide'],
    [{ blog_slug: 'style-guide' }, '/style-guide'],
    [{ blog_slug: 'styles-of-logo' }, '/blog/styles-of-logo'],
    [{ blog_slug: 'local-seo' }, '/blog/local-seo'],
    [{ id: '', blog_slug: 'local-seo' }, '/blog/local-seo'],
    [{ id: undefined, blog_slug: 'style-x' }, '/style-x'],
  ])('%o -> %s', (blog, href) => {
    expect(blogHref(blog)).toBe(href);
  });
});

describe('slugify and category links', () => {
  it.each([
    ['Web Design', 'web-design'],
    ['  SEO ', 'seo'],
    ['Data & Analytics', 'data-and-analytics'],
    ['Café Branding', 'cafe-branding'],
    ['Marketing/Growth 2026', 'marketing-growth-2026'],
    ['web-design', 'web-design'],
    ['---', ''],
  ])('slugify(%j) = %j', (input, output) => {
    expect(slugify(input)).toBe(output);
  });

  it.each([
    ['Web Design', '/blog/web-design/page/1'],
    ['SEO', '/blog/seo/page/1'],
    ['Data & Analytics', '/blog/data-and-analytics/page/1'],
  ])('categoryHref(%j) = %s', (name, href) => {
    expect(categoryHref(name)).toBe(href);
  });

  it.each([
    [{ category_name: 'Web Design' }, 'web-design', true],
    [{ category_name: 'Web Design' }, 'WEB-DESIGN', true],
    [{ category_name: 'Web Design' }, 'Web Design', true],
    [{ category_name: 'Web Design' }, 'web', false],
    [{ category_name: '' }, 'uncategorized', false],
    [{ category_name: 'SEO' }, '', false],
  ])('inCategory(%o, %j) = %s', (blog, slug, expected) => {
    expect(inCategory(blog, slug)).toBe(expected);
  });

  it('builds listing and search links', () => {
    expect(listingHref(2)).toBe('/insight/page/2');
    expect(listingHref(1, 'Web Design')).toBe('/insight/page/1?category=Web%20Design');
    expect(searchHref('core web vitals')).toBe('/insight/search?discover=core%20web%20vitals');
    expect(searchHref('a&b=c')).toBe('/insight/search?discover=a%26b%3Dc');
  });

  it('falls back to "Uncategorized" for an empty category', () => {
    expect(categoryLabel({ category_name: '' })).toBe('Uncategorized');
    expect(categoryLabel({ category_name: '  ' })).toBe('Uncategorized');
    expect(categoryLabel({})).toBe('Uncategorized');
    expect(categoryLabel({ category_name: 'SEO' })).toBe('SEO');
  });
});

describe('truncation (spec 1 §9)', () => {
  it.each([
    ['listing title, 50 chars', listingTitle, chars(50), chars(50)],
    ['listing title, 51 chars', listingTitle, chars(51), `${chars(51)}...`],
    ['listing title, 55 chars (cut at 60 keeps all)', listingTitle, chars(55), `${chars(55)}...`],
    ['listing title, 80 chars', listingTitle, chars(80), `${chars(60)}...`],
    ['listing description, 100 chars', listingDescription, chars(100), chars(100)],
    ['listing description, 101 chars', listingDescription, chars(101), `${chars(101)}...`],
    ['listing description, 150 chars', listingDescription, chars(150), `${chars(110)}...`],
    ['category title, 50 chars', categoryTitle, chars(50), chars(50)],
    ['category title, 51 chars', categoryTitle, chars(51), `${chars(50)}...`],
    ['category description, 100 chars', categoryDescription, chars(100), chars(100)],
    ['category description, 130 chars', categoryDescription, chars(130), `${chars(100)}...`],
    ['empty text', listingTitle, '', ''],
  ])('%s', (_name, rule, input, output) => {
    expect(rule(input)).toBe(output);
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(truncate('🚀'.repeat(12), 10, 10)).toBe(`${'🚀'.repeat(10)}...`);
  });
});

describe('paginate (4 a page, at least one page)', () => {
  const nine = Array.from({ length: 9 }, (_, index) => index + 1);
  it.each([
    [nine, 1, [1, 2, 3, 4], 3],
    [nine, 2, [5, 6, 7, 8], 3],
    [nine, 3, [9], 3],
    [nine, 4, [], 3],
    [[], 1, [], 1],
    [nine, 0, [1, 2, 3, 4], 3],
    [nine, Number.NaN, [1, 2, 3, 4], 3],
  ])('%j page %d', (items, page, expected, totalPages) => {
    const result = paginate(items, page);
    expect(result.items).toEqual(expected);
    expect(result.totalPages).toBe(totalPages);
    expect(result.total).toBe(items.length);
    expect(result.perPage).toBe(4);
  });

  it('honours another page size', () => {
    expect(paginate(nine, 2, 5).items).toEqual([6, 7, 8, 9]);
  });
});

describe('pagerItems (3 margin pages, 2 pages around the current, ellipsis for gaps)', () => {
  const E = 'ellipsis' as const;
  const cases: Array<[number, number, PagerItem[]]> = [
    [1, 1, [1]],
    [1, 0, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, E, 6, 7, 8]],
    [1, 20, [1, 2, 3, E, 18, 19, 20]],
    [20, 20, [1, 2, 3, E, 18, 19, 20]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [6, 20, [1, 2, 3, 4, 5, 6, 7, 8, E, 18, 19, 20]],
    [7, 20, [1, 2, 3, 4, 5, 6, 7, 8, 9, E, 18, 19, 20]],
    [8, 20, [1, 2, 3, E, 6, 7, 8, 9, 10, E, 18, 19, 20]],
    [10, 20, [1, 2, 3, E, 8, 9, 10, 11, 12, E, 18, 19, 20]],
    [15, 20, [1, 2, 3, E, 13, 14, 15, 16, 17, 18, 19, 20]],
    [0, 5, [1, 2, 3, 4, 5]],
    [99, 8, [1, 2, 3, E, 6, 7, 8]],
  ];
  it.each(cases)('page %d of %d', (current, total, expected) => {
    expect(pagerItems(current, total)).toEqual(expected);
  });

  it('always shows the current page, the first and the last', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pagerItems(current, total);
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items[items.length - 1]).toBe(total);
        const numbers = items.filter((item): item is number => item !== 'ellipsis');
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      }
    }
  });
});

describe('parsePage (1 when not a number)', () => {
  it.each([
    ['3', 3],
    [' 7 ', 7],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['2abc', 1],
    ['1e3', 1],
    ['2.5', 1],
    ['', 1],
    [undefined, 1],
    [null, 1],
    [['4', '5'], 4],
    [4, 4],
    [2.5, 1],
  ])('%j -> %d', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});

describe('readingTime (200 words a minute, rounded up, at least 1)', () => {
  const tweet = `<blockquote class="twitter-tweet"><p>${words(500, 'tweet')}</p><a href="https://twitter.com/x">link</a></blockquote>`;
  it.each([
    ['empty body', '', 1],
    ['one word', '<p>Hello</p>', 1],
    ['200 words', `<p>${words(200)}</p>`, 1],
    ['201 words', `<p>${words(201)}</p>`, 2],
    ['400 words over several tags', `<h2>${words(100)}</h2><p>${words(300)}</p>`, 2],
    ['401 words', `<p>${words(401)}</p>`, 3],
    ['iframe is ignored', `<p>${words(190)}</p><iframe src="https://www.youtube.com/embed/x" title="${words(50)}"></iframe>`, 1],
    ['iframe fallback text is ignored', `<p>${words(150)}</p><iframe src="https://www.youtube.com/embed/x">${words(300)}</iframe>`, 1],
    ['object and embed are ignored', `<p>${words(150)}</p><object data="x.swf">${words(300)}</object><embed src="x.swf">`, 1],
    ['twitter block is ignored', `<p>${words(150)}</p>${tweet}`, 1],
    ['instagram block is ignored', `<p>${words(150)}</p><blockquote class="instagram-media" data-x="1"><div>${words(400)}</div></blockquote>`, 1],
    ['tiktok block is ignored', `<p>${words(150)}</p><blockquote class="tiktok-embed"><section>${words(400)}</section></blockquote>`, 1],
    ['a plain quote counts', `<p>${words(150)}</p><blockquote><p>${words(100)}</p></blockquote>`, 2],
    ['scripts do not count', `<p>${words(150)}</p><script>${words(400)}</script>`, 1],
    ['punctuation alone is not a word', `<p>${words(200)} — — —</p>`, 1],
  ])('%s', (_name, html, minutes) => {
    expect(readingTime(html)).toBe(minutes);
  });

  it.each([
    [1, 'Reading Time: 1 minute'],
    [2, 'Reading Time: 2 minutes'],
    [12, 'Reading Time: 12 minutes'],
  ])('label for %d', (minutes, label) => {
    expect(readingTimeLabel(minutes)).toBe(label);
  });
});

describe('parseTags', () => {
  it.each([
    ['seo, performance', ['seo', 'performance']],
    [' a , b , , c ,', ['a', 'b', 'c']],
    ['single', ['single']],
    ['', []],
    [' , ', []],
    [undefined, []],
    [null, []],
  ])('%j -> %j', (value, tags) => {
    expect(parseTags(value)).toEqual(tags);
  });
});

describe('matchesSearch (spec 1 §5)', () => {
  const blog = {
    blog_slug: 'core-web-vitals',
    blog_title: 'Core Web Vitals for Marketing Sites',
    blog_description: 'What LCP, INP and CLS measure.',
    blog_content: '<p>Preload the <strong>hero image</strong> &amp; fonts.</p><img src="/blog/chart.svg" alt="chart">',
    blog_tag: 'performance, speed',
    category_name: 'Web Design',
    formatted_date: 'October 14, 2026',
  };
  it.each([
    ['', true],
    ['   ', true],
    ['core web', true],
    ['  CORE WEB  ', true],
    ['inp and cls', true],
    ['hero image', true],
    ['& fonts', true],
    ['performance', true],
    ['web design', true],
    ['october 14', true],
    ['core-web-vitals', true],
    ['strong', false],
    ['chart.svg', false],
    ['branding', false],
  ])('%j -> %s', (text, expected) => {
    expect(matchesSearch(blog, text)).toBe(expected);
  });

  it('treats a missing search text as empty', () => {
    expect(matchesSearch(blog, undefined)).toBe(true);
    expect(matchesSearch(blog, null)).toBe(true);
  });
});

describe('htmlToText', () => {
  it.each([
    ['<p>a <em>b</em></p><p>c</p>', 'a b c'],
    ['Fish &amp; chips &#8212; &#x2014; &nbsp;ok', 'Fish & chips — — ok'],
    ['<style>p{color:red}</style><p>x</p><!-- note -->', 'x'],
  ])('%j -> %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-10-14', 'October 14, 2026'],
    ['2026-01-01T23:30:00Z', 'January 1, 2026'],
    ['2026-02-30', ''],
    ['14/10/2026', ''],
    ['', ''],
  ])('%j -> %j', (value, formatted) => {
    expect(formatDate(value)).toBe(formatted);
  });

  it('formats a Date in UTC', () => {
    expect(formatDate(new Date(Date.UTC(2026, 9, 14)))).toBe('October 14, 2026');
  });
});
