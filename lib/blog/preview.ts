import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { isSafeSlug } from './safe-segment';

// Signed preview links: `/api/preview?slug=…&expires=…&signature=…`, where the signature is the hex
// HMAC-SHA256 of `<slug>.<expires>` under PREVIEW_SECRET. The link holds no personal data.

/** The longest a link may stay valid, so a leaked link does not open drafts for ever. */
export const MAX_PREVIEW_LINK_SECONDS = 7 * 24 * 3600;
/** Where a preview shows a post's draft: a page rendered per request. */
export const previewPath = (slug: string) => `/insight/preview/${encodeURIComponent(slug)}`;

export const previewQuerySchema = z.strictObject({
  slug: z.string().refine(isSafeSlug),
  expires: z.string().regex(/^\d{1,12}$/).transform(Number),
  signature: z.string().regex(/^[0-9a-f]{64}$/i),
});

/** The signature of a link for `slug` valid until `expires` (Unix seconds). */
export function signPreview(secret: string, slug: string, expires: number): string {
  return createHmac('sha256', secret).update(`${slug}.${expires}`).digest('hex');
}

/** A preview link's path and query, for the backend or an operator to hand to an editor. */
export function previewLink(secret: string, slug: string, expires: number): string {
  const query = new URLSearchParams({ slug, expires: String(expires), signature: signPreview(secret, slug, expires) });
  return `/api/preview?${query}`;
}

/** The slug a link opens, or null when it is malformed, forged, expired or valid for too long. */
export function verifyPreviewLink(secret: string, search: URLSearchParams, nowMs: number): string | null {
  const parsed = previewQuerySchema.safeParse(Object.fromEntries(search));
  if (!parsed.success) return null;
  const { slug, expires, signature } = parsed.data;
  const now = nowMs / 1000;
  if (expires < now || expires > now + MAX_PREVIEW_LINK_SECONDS) return null;
  const expected = Buffer.from(signPreview(secret, slug, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? slug : null;
}
