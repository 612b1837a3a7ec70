// Paths the proxy answers before any page renders: too-long segments, and listing pages whose number
// is written another way than the canonical one.
import { MAX_SEGMENT_BYTES, canonicalPagePath, hasOverlongSegment } from '@/lib/blog/page-paths';

describe('hasOverlongSegment', () => {
  it('flags a segment longer than any page could have, as sent or decoded', () => {
    expect(hasOverlongSegment(`/blog/${'a'.repeat(251)}`)).toBe(true);
    expect(hasOverlongSegment(`/insight/page/${'a'.repeat(MAX_SEGMENT_BYTES + 1)}`)).toBe(true);
    // 67 characters, 201 bytes once decoded.
    expect(hasOverlongSegment(`/blog/${encodeURIComponent('é'.repeat(100))}x`)).toBe(true);
    expect(hasOverlongSegment(`/blog/${'a'.repeat(MAX_SEGMENT_BYTES)}`)).toBe(false);
    expect(hasOverlongSegment('/insight/blogs/12/technical-seo-audit-checklist')).toBe(false);
    expect(hasOverlongSegment('/blog/%E0%A4%A')).toBe(false);
  });
});

describe('canonicalPagePath', () => {
  it.each([
    ['/insight/page/abc', '/insight/page/1'],
    ['/insight/page/0', '/insight/page/1'],
    ['/insight/page/007', '/insight/page/7'],
    ['/insight/page/%202', '/insight/page/2'],
    ['/insight/page/1.5', '/insight/page/1'],
    ['/insight/page/-3', '/insight/page/1'],
    ['/insight/page/x.json', '/insight/page/1'],
    ['/blog/web-design/page/abc', '/blog/web-design/page/1'],
    ['/blog/web-design/page/02/', '/blog/web-design/page/2/'],
  ])('%s -> %s', (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
  });

  it.each(['/insight/page/1', '/insight/page/12', '/blog/web-design/page/3', '/insight/page/2/filtered', '/blog/page', '/insight/search'])(
    '%s is left alone',
    (path) => {
      expect(canonicalPagePath(path)).toBeUndefined();
    },
  );
});
