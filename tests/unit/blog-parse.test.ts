import { extractList, extractSingle, parseBlogList, parseCategoryList, parseSingleBlog } from '@/lib/blog/parse';

const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  id: 1,
  blog_slug: slug,
  blog_title: `Title of ${slug}`,
  blog_description: 'A description.',
  blog_feature_image: 'uploads/a.png',
  blog_content: '<p>Body</p>',
  blog_tag: 'a, b',
  category_name: 'SEO',
  formatted_date: 'October 14, 2026',
  ...extra,
});

const a = post('alpha');
const b = post('beta');

describe('extractList: every list shape of spec 1 §3', () => {
  it.each([
    ['a bare array', [a, b]],
    ['{ data: [...] }', { data: [a, b], total: 2 }],
    ['{ blogs: [...] }', { message: 'ok', blogs: [a, b] }],
    ['data before blogs', { data: [a, b], blogs: [] }],
    ['the first array-valued property', { status: 'ok', count: 2, results: [a, b], other: [] }],
    ['a list inside an object-valued data', { data: { items: [a, b] } }],
  ])('%s', (_name, json) => {
    expect(extractList(json)).toEqual([a, b]);
  });

  it.each([
    ['null', null],
    ['a string', 'garbage'],
    ['a number', 42],
    ['an object without arrays', { message: 'nothing here' }],
  ])('none in %s', (_name, json) => {
    expect(extractList(json)).toBeNull();
  });
});

describe('extractSingle: every single-post shape of spec 1 §3', () => {
  it.each([
    ['the first item of an array', [a, b]],
    ['{ blog }', { blog: a, status: 200 }],
    ['{ data }', { data: a }],
    ['{ data: [item] }', { data: [a] }],
    ['the object itself', a],
  ])('%s', (_name, json) => {
    expect(extractSingle(json)).toEqual(a);
  });

  it.each([
    ['an empty array', []],
    ['null', null],
    ['a string', 'nope'],
    ['{ data: [] }', { data: [] }],
  ])('none in %s', (_name, json) => {
    expect(extractSingle(json)).toBeNull();
  });
});

describe('parseBlogList', () => {
  it('keeps valid items, skips malformed ones and drops unknown fields', () => {
    const json = {
      data: [
        post('alpha', { author: 'Ana', views: 1200 }),
        { blog_title: 'No slug' },
        post('../etc/passwd'),
        post('beta', { blog_title: '' }),
        'a string',
        null,
        post('gamma', { id: null, blog_tag: ['x', 'y'], category_name: null, blog_description: 12 }),
      ],
    };
    const result = parseBlogList(json);
    expect(result?.skipped).toBe(5);
    expect(result?.items.map((item) => item.slug)).toEqual(['alpha', 'gamma']);
    expect(result?.items[0]).not.toHaveProperty('author');
    expect(result?.items[1]).toMatchObject({ id: undefined, tags: 'x, y', category: undefined, description: '12' });
  });

  it.each([
    [{ id: 5 }, 5],
    [{ id: '17' }, '17'],
    [{ id: 'abc-1' }, 'abc-1'],
    [{ id: '../1' }, undefined],
    [{ id: -3 }, undefined],
    [{ id: 0 }, undefined],
    [{ id: { nested: true } }, undefined],
  ])('an id %j is kept only when it fits a URL segment', (extra, id) => {
    const result = parseBlogList([post('alpha', extra)]);
    expect(result?.items).toHaveLength(1);
    expect(result?.items[0]?.id).toEqual(id);
  });

  it('accepts a post with only a slug and a title', () => {
    const result = parseBlogList([{ blog_slug: 'minimal', blog_title: 'Minimal' }]);
    expect(result?.items).toEqual([expect.objectContaining({ slug: 'minimal', title: 'Minimal' })]);
  });

  it('returns null when there is no list', () => {
    expect(parseBlogList({ error: 'down' })).toBeNull();
  });
});

describe('parseSingleBlog', () => {
  it.each([
    ['array', [a]],
    ['blog', { blog: a }],
    ['data', { data: a }],
    ['itself', a],
  ])('reads the %s shape', (_name, json) => {
    expect(parseSingleBlog(json)?.slug).toBe('alpha');
  });

  it.each([
    ['a malformed item', { blog: { blog_title: 'No slug' } }],
    ['an error object', { message: 'Blog not found' }],
    ['an empty array', []],
    ['an unsafe slug', { data: post('a/b') }],
  ])('gives null for %s', (_name, json) => {
    expect(parseSingleBlog(json)).toBeNull();
  });
});

describe('parseCategoryList', () => {
  it('reads objects and bare names, skips malformed items and duplicates', () => {
    const result = parseCategoryList({
      data: [{ category_name: 'SEO', id: 3 }, 'Branding', { category_name: '' }, { name: 'x' }, { category_name: 'seo' }, 7],
    });
    expect(result?.items).toEqual([{ category_name: 'SEO' }, { category_name: 'Branding' }]);
    expect(result?.skipped).toBe(3);
  });

  it('returns null without a list', () => {
    expect(parseCategoryList('oops')).toBeNull();
  });
});
