// Validation of the values that become part of an upstream URL. A value either passes a strict allow-list
// or is rejected; nothing is decoded or repaired, so `..`, `%2e`, `%2f`, `\` and null bytes never pass.

/** Letters, digits, hyphen and underscore, starting with a letter or digit, at most 200 characters. */
const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,199}$/i;

/** The fixed endpoints under /api/blog/: a category with one of these names would call another endpoint. */
export const RESERVED_SEGMENTS: readonly string[] = ['latestblog', 'fetchcategory', 'fetchblog', 'individualblog'];

/** Largest page number accepted from a request. */
export const MAX_PAGE = 100_000;

/** A post slug safe to put in a URL path. */
export function isSafeSlug(value: unknown): value is string {
  return typeof value === 'string' && SEGMENT.test(value);
}

/** A category slug safe to put in a URL path as /api/blog/{category}; compared case-insensitively. */
export function isSafeCategory(value: unknown): value is string {
  return typeof value === 'string' && SEGMENT.test(value) && !RESERVED_SEGMENTS.includes(value.toLowerCase());
}

/**
 * A page number from a request: plain decimal digits, 1..MAX_PAGE. Unlike `parsePage` (lenient, for
 * screens) this rejects bad input so the API can answer 400. `undefined` when absent, `null` when invalid.
 */
export function parsePageParam(value: string | null | undefined): number | null | undefined {
  if (value === null || value === undefined) return undefined;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

export class UnsafeSegmentError extends Error {
  constructor(readonly what: string) {
    super(`Rejected unsafe ${what} for an upstream URL`);
    this.name = 'UnsafeSegmentError';
  }
}

/** The upstream calls of spec 1 §7. */
export type UpstreamCall =
  | { kind: 'latest' }
  | { kind: 'categories' }
  | { kind: 'list' }
  | { kind: 'post'; slug: string; draft?: boolean }
  | { kind: 'category'; category: string; page?: number };

/**
 * The URL of an upstream call under `${host}/api/blog/`. Throws `UnsafeSegmentError` for a slug,
 * category or page that fails validation. Segments are still encoded, as a second line of defence.
 */
export function upstreamUrl(host: string, call: UpstreamCall): URL {
  const base = `${host.replace(/\/+$/, '')}/api/blog/`;
  switch (call.kind) {
    case 'latest':
      return new URL(`${base}latestblog`);
    case 'categories':
      return new URL(`${base}fetchcategory`);
    case 'list':
      return new URL(`${base}fetchblog`);
    case 'post':
      if (!isSafeSlug(call.slug)) throw new UnsafeSegmentError('slug');
      // The backend's draft of the post (preview): `?draft=true` on the same call.
      return new URL(`${base}individualBlog/${encodeURIComponent(call.slug)}${call.draft ? '?draft=true' : ''}`);
    case 'category': {
      if (!isSafeCategory(call.category)) throw new UnsafeSegmentError('category');
      const url = new URL(`${base}${encodeURIComponent(call.category.toLowerCase())}`);
      if (call.page !== undefined) {
        if (!Number.isSafeInteger(call.page) || call.page < 1 || call.page > MAX_PAGE) {
          throw new UnsafeSegmentError('page');
        }
        url.searchParams.set('page', String(call.page));
      }
      return url;
    }
  }
}
