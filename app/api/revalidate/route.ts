import { revalidateTag } from 'next/cache';
import { getPost } from '@/lib/blog';
import {
  createMemoryReplayGuard,
  createRedisReplayGuard,
  isFresh,
  MAX_BODY_BYTES,
  MAX_SKEW_SECONDS,
  revalidationSchema,
  SIGNATURE_HEADER,
  tagsFor,
  verifySignature,
  type ReplayGuard,
} from '@/lib/blog/revalidate';
import { slugify } from '@/lib/blog/rules';
import { getConfig } from '@/lib/config';
import { errorResponse, jsonResponse } from '@/lib/contact/http';

let guard: ReplayGuard | undefined;
function replayGuard(): ReplayGuard {
  const { redisUrl } = getConfig();
  guard ??= redisUrl ? createRedisReplayGuard(redisUrl) : createMemoryReplayGuard();
  return guard;
}

/** The raw body, at most `max` bytes (counted on the stream), or null when larger. */
async function readRaw(request: Request, max: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * POST /api/revalidate: the backend (or a deploy step) names a post, a category or everything; the pages,
 * feeds and sitemaps that read it are rendered anew on their next request, on every instance. Body JSON
 * `{ type, slug?, categories?, timestamp }` signed with REVALIDATE_SECRET (docs/revalidation.md).
 */
export async function POST(request: Request): Promise<Response> {
  const { revalidateSecret } = getConfig();
  if (!revalidateSecret) return errorResponse(503, 'Revalidation is not configured on this server (REVALIDATE_SECRET).');
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return errorResponse(415, 'Please send the request as JSON (Content-Type: application/json).');
  const body = await readRaw(request, MAX_BODY_BYTES);
  if (!body) return errorResponse(413, `The request body is too large (at most ${MAX_BODY_BYTES} bytes).`);
  const signature = request.headers.get(SIGNATURE_HEADER);
  if (!verifySignature(revalidateSecret, body, signature)) {
    return errorResponse(401, `The ${SIGNATURE_HEADER} header is missing or is not the HMAC-SHA256 of the body.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return errorResponse(400, 'The request body is not valid JSON.');
  }
  const parsed = revalidationSchema.safeParse(json);
  if (!parsed.success) return errorResponse(400, parsed.error.issues.map((issue) => issue.message).join('; '));
  const call = parsed.data;
  const now = Date.now();
  if (!isFresh(call.timestamp, now)) {
    return errorResponse(401, `The timestamp is more than ${MAX_SKEW_SECONDS / 60} minutes away from the server's clock.`);
  }
  let first: boolean;
  try {
    first = await replayGuard().firstUse(signature!.trim().toLowerCase(), now);
  } catch (error) {
    console.error('[revalidate] the store of used signatures did not answer', error);
    return errorResponse(503, 'The call could not be checked against earlier ones; try again.', { 'Retry-After': '5' });
  }
  if (!first) return errorResponse(409, 'This signed call has already been used.');

  // The category of the copy the site holds: its pages list the post under its old title.
  let currentCategory: string | undefined;
  if (call.type === 'post') {
    try {
      currentCategory = slugify((await getPost(call.slug))?.category_name ?? '') || undefined;
    } catch {
      // The post could not be read: the categories the call names are refreshed all the same.
    }
  }
  const tags = tagsFor(call, currentCategory);
  // Expired at once, not merely stale: the next request renders the new content instead of the old copy.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return jsonResponse({ revalidated: tags, at: new Date(now).toISOString() });
}
