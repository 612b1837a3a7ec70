// Pure checks of a request path that proxy.ts makes before anything reads the disk or the data source.

/**
 * The longest path segment served. Next.js names cache files after the path, and a file name longer than
 * the file system allows (255 bytes) fails the request; no slug or page number comes near this.
 */
export const MAX_SEGMENT_BYTES = 200;

/** True when a segment of `pathname` (as sent, or decoded) is longer than any page could have. */
export function hasOverlongSegment(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    if (segment.length > MAX_SEGMENT_BYTES) return true;
    try {
      return Buffer.byteLength(decodeURIComponent(segment), 'utf8') > MAX_SEGMENT_BYTES;
    } catch {
      return false;
    }
  });
}

// The listing and a category's pages: /insight/page/{page} and /blog/{category}/page/{page}.
const PAGED = [/^(\/insight\/page\/)([^/]+)(\/?)$/, /^(\/blog\/[^/]+\/page\/)([^/]+)(\/?)$/];

/**
 * The canonical path of a listing page whose number is written another way (`abc`, `0`, `007`, ` 2`):
 * page 1 for what is not a page number (as the pages read it), the plain number otherwise; undefined
 * when the path is canonical or not a listing page. A redirect there keeps such paths from each becoming
 * a cache entry of their own.
 */
export function canonicalPagePath(pathname: string): string | undefined {
  for (const pattern of PAGED) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    let raw: string;
    try {
      raw = decodeURIComponent(match[2]!);
    } catch {
      raw = '';
    }
    const number = /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw.trim()) : 0;
    const page = String(number >= 1 ? number : 1);
    return match[2] === page ? undefined : `${match[1]}${page}${match[3]}`;
  }
  return undefined;
}
