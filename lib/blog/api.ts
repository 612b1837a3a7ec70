// Helpers shared by the thin route handlers under app/api/blog/. Response shapes:
//   list      { data: Blog[], total }                              (fetchblog, latestblog, {category} without page)
//   page      { data: Blog[], page, perPage, totalPages, total }   (fetchblog?page=, {category}?page=)
//   one post  { data: Blog }                                       (individualBlog/{slug})
//   categories{ data: Category[] }                                  (fetchcategory)
//   error     { error: string }                                    (400, 404, 500, 502, 504)
// `data` is always the payload, so clients that read the loose shapes of spec 1 §3 work unchanged.
import { slugify, type Page } from './rules';
import { parsePageParam } from './safe-segment';
import { UpstreamError } from './upstream';

export const BLOG_CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=600';

/** A successful, CDN-cacheable JSON answer. */
export function blogJson(body: unknown): Response {
  return Response.json(body, { headers: { 'Cache-Control': BLOG_CACHE_CONTROL } });
}

/** An error answer `{ error }`, never cached. */
export function blogError(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

export function pageBody<T>(page: Page<T>) {
  return { data: page.items, page: page.page, perPage: page.perPage, totalPages: page.totalPages, total: page.total };
}

export function listBody<T>(items: T[]) {
  return { data: items, total: items.length };
}

/** Runs a handler body and turns failures into the documented statuses (502, 504 on timeout, else 500). */
export async function respond(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UpstreamError) {
      return error.kind === 'timeout'
        ? blogError(504, 'The blog service did not answer in time.')
        : blogError(502, 'The blog service is unavailable.');
    }
    console.error('[blog] API failure', error);
    return blogError(500, 'Internal error.');
  }
}

export type QueryResult<T> = { ok: true; value: T } | { ok: false; response: Response };

/** `?page=`: absent -> undefined; a positive integer -> it; anything else -> a 400 answer. */
export function readPage(params: URLSearchParams): QueryResult<number | undefined> {
  const page = parsePageParam(params.get('page'));
  if (page === null) return { ok: false, response: blogError(400, 'The page parameter must be a positive whole number.') };
  return { ok: true, value: page };
}

/** `?category=`: absent or empty -> undefined; a name or slug with letters or digits -> it; else 400. */
export function readCategory(params: URLSearchParams): QueryResult<string | undefined> {
  const raw = params.get('category')?.trim();
  if (!raw) return { ok: true, value: undefined };
  if (raw.length > 100 || slugify(raw) === '') {
    return { ok: false, response: blogError(400, 'The category parameter must be a category name or slug.') };
  }
  return { ok: true, value: raw };
}
