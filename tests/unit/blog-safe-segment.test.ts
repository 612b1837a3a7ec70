/** @jest-environment node */
import fc from 'fast-check';
import {
  isSafeCategory,
  isSafeSlug,
  MAX_PAGE,
  parsePageParam,
  RESERVED_SEGMENTS,
  UnsafeSegmentError,
  upstreamUrl,
} from '@/lib/blog/safe-segment';

const HOSTS = ['https://api.example.com', 'https://api.example.com/', 'http://127.0.0.1:4010', 'https://example.com/backend/v1'];

// Fragments that attackers use to leave /api/blog/: dot segments, encoded and Unicode look-alikes,
// separators, query and fragment starts, null bytes, and the names of the fixed endpoints.
const fragments = fc.constantFrom(
  '..', '.', '/', '\\', '%2e', '%2E', '%2f', '%2F', '%5c', '%5C', '%00', '%252e', '\0', '?', '#', ';', ' ', '%', '@', ':',
  '\uFF0E', '\uFF0F', '\u2024', '\u3002', '\t', '\n', 'a', 'Z', '0', '9', '-', '_', 'latestblog', 'FetchBlog', 'individualBlog',
);
const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(fragments, { maxLength: 12 }).map((parts) => parts.join('')),
);
const validSlug = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,60}$/);

function segmentsUnder(url: URL, host: string): string[] | null {
  const base = new URL(`${host.replace(/\/+$/, '')}/api/blog/`);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  return url.pathname.slice(base.pathname.length).split('/');
}

describe('upstream URLs cannot leave /api/blog/ (property tests)', () => {
  it('a post slug is rejected or becomes exactly individualBlog/{slug}', () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom(...HOSTS), (slug, host) => {
        let url: URL;
        try {
          url = upstreamUrl(host, { kind: 'post', slug });
        } catch (error) {
          expect(error).toBeInstanceOf(UnsafeSegmentError);
          expect(isSafeSlug(slug)).toBe(false);
          return;
        }
        expect(segmentsUnder(url, host)).toEqual(['individualBlog', slug]);
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
      }),
      { numRuns: 3000 },
    );
  });

  it('a category is rejected or becomes exactly one segment that is not a fixed endpoint', () => {
    fc.assert(
      fc.property(hostile, fc.option(fc.integer({ min: 1, max: MAX_PAGE }), { nil: undefined }), fc.constantFrom(...HOSTS), (category, page, host) => {
        let url: URL;
        try {
          url = upstreamUrl(host, { kind: 'category', category, page });
        } catch (error) {
          expect(error).toBeInstanceOf(UnsafeSegmentError);
          expect(isSafeCategory(category)).toBe(false);
          return;
        }
        const segments = segmentsUnder(url, host);
        expect(segments).toEqual([category.toLowerCase()]);
        expect(RESERVED_SEGMENTS).not.toContain(segments?.[0]);
        expect(url.search).toBe(page === undefined ? '' : `?page=${page}`);
      }),
      { numRuns: 3000 },
    );
  });

  it('every valid slug is accepted unchanged', () => {
    fc.assert(
      fc.property(validSlug, (slug) => {
        expect(segmentsUnder(upstreamUrl('https://api.example.com', { kind: 'post', slug }), 'https://api.example.com')).toEqual([
          'individualBlog',
          slug,
        ]);
      }),
    );
  });

  it('an accepted value never holds a character that could start a path escape', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        if (isSafeSlug(value) || isSafeCategory(value)) {
          expect(value).not.toMatch(/[./\\%?#\0\s]/);
          expect(value.length).toBeLessThanOrEqual(200);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a page is a plain positive number or rejected', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.integer().map(String)), (value) => {
        const page = parsePageParam(value);
        if (page === null || page === undefined) return;
        expect(Number.isSafeInteger(page)).toBe(true);
        expect(page).toBeGreaterThanOrEqual(1);
        expect(page).toBeLessThanOrEqual(MAX_PAGE);
        expect(String(page)).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });

  it('a page outside 1..MAX_PAGE cannot reach a URL', () => {
    for (const page of [0, -1, 1.5, MAX_PAGE + 1, Number.NaN]) {
      expect(() => upstreamUrl('https://api.example.com', { kind: 'category', category: 'seo', page })).toThrow(UnsafeSegmentError);
    }
  });
});

describe('segment validation examples', () => {
  it.each([
    ['core-web-vitals', true],
    ['style_guide-2', true],
    ['A1', true],
    ['', false],
    ['-leading-hyphen', false],
    ['..', false],
    ['a/b', false],
    ['a\\b', false],
    ['%2e%2e', false],
    ['a%2fb', false],
    ['a\u0000b', false],
    ['white space', false],
    ['x'.repeat(200), true],
    ['x'.repeat(201), false],
  ])('isSafeSlug(%j) = %s', (value, expected) => {
    expect(isSafeSlug(value)).toBe(expected);
  });

  it.each([
    ['web-design', true],
    ['SEO', true],
    ['latestblog', false],
    ['LatestBlog', false],
    ['fetchcategory', false],
    ['fetchblog', false],
    ['individualBlog', false],
    ['web design', false],
  ])('isSafeCategory(%j) = %s', (value, expected) => {
    expect(isSafeCategory(value)).toBe(expected);
  });

  it.each([
    [null, undefined],
    [undefined, undefined],
    ['1', 1],
    ['42', 42],
    [String(MAX_PAGE), MAX_PAGE],
    [String(MAX_PAGE + 1), null],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['1.0', null],
    ['', null],
    ['abc', null],
    [' 2', null],
  ])('parsePageParam(%j) = %j', (value, expected) => {
    expect(parsePageParam(value)).toBe(expected);
  });

  it('builds the fixed endpoints', () => {
    const host = 'https://example.com/backend/';
    expect(upstreamUrl(host, { kind: 'latest' }).href).toBe('https://example.com/backend/api/blog/latestblog');
    expect(upstreamUrl(host, { kind: 'categories' }).href).toBe('https://example.com/backend/api/blog/fetchcategory');
    expect(upstreamUrl(host, { kind: 'list' }).href).toBe('https://example.com/backend/api/blog/fetchblog');
    expect(upstreamUrl(host, { kind: 'category', category: 'Web-Design', page: 2 }).href).toBe(
      'https://example.com/backend/api/blog/web-design?page=2',
    );
  });
});
