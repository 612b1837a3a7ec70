import { createHmac, timingSafeEqual } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { BLOG_TAG, CATEGORIES_TAG, categoryTag, LIST_TAG, postTag } from './cache-tags';
import { isSafeCategory, isSafeSlug } from './safe-segment';

// The rules of POST /api/revalidate (app/api/revalidate/route.ts): what a signed call may name, how its
// signature and timestamp are checked, which cache tags it refreshes, and the memory of signatures
// already used, shared by every instance through Redis when REDIS_URL is set.

/** The header carrying `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = 'x-revalidate-signature';
/** How far a call's timestamp may be from the server's clock. */
export const MAX_SKEW_SECONDS = 5 * 60;
/** A body is a few names: anything larger is refused before it is read. */
export const MAX_BODY_BYTES = 4096;

const timestamp = z.number({ error: 'timestamp must be the Unix time in seconds' }).int({ error: 'timestamp must be the Unix time in seconds' }).positive({ error: 'timestamp must be the Unix time in seconds' });
const slug = z.string().refine(isSafeSlug, { error: 'slug must be a post slug (letters, digits, hyphens, underscores)' });
const category = z.string().refine(isSafeCategory, { error: 'must be a category slug such as web-design' });
/** Makes two calls of the same second differ: a repeated body is a replay. */
const id = z.string().regex(/^[\w.:-]{1,100}$/, { error: 'id must be up to 100 letters, digits or . : _ -' }).optional();

export const revalidationSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('post'),
      slug,
      /** Categories the post is in now or was in before, when it moved: their pages are refreshed too. */
      categories: z.array(category).max(10).optional(),
      timestamp,
      id,
    }),
    z.strictObject({ type: z.literal('category'), slug: category, timestamp, id }),
    z.strictObject({ type: z.literal('everything'), timestamp, id }),
  ],
  { error: 'type must be "post", "category" or "everything"' },
);
export type Revalidation = z.infer<typeof revalidationSchema>;

/** `sha256=<hex>` of `body` under `secret`: what the backend sends. */
export function signBody(secret: string, body: string | Uint8Array): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** True when `header` is the signature of `body` under `secret` (compared in constant time). */
export function verifySignature(secret: string, body: Uint8Array, header: string | null): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header.trim())) return false;
  const expected = Buffer.from(signBody(secret, body).slice('sha256='.length), 'hex');
  const given = Buffer.from(header.trim().slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** True when the call's timestamp is within MAX_SKEW_SECONDS of `nowMs`. */
export function isFresh(timestampSeconds: number, nowMs: number): boolean {
  return Math.abs(nowMs / 1000 - timestampSeconds) <= MAX_SKEW_SECONDS;
}

/**
 * The tags a call refreshes (lib/blog/cache-tags.ts). A post: its article routes, every list (listings,
 * home, sidebars, feeds, sitemaps, search) and the pages of its categories: those it names and the one
 * `currentCategory` gives (the category of the copy the site holds). A category: its pages and the
 * category lists. Everything: every blog read.
 */
export function tagsFor(call: Revalidation, currentCategory?: string): string[] {
  switch (call.type) {
    case 'everything':
      return [BLOG_TAG];
    case 'category':
      return [categoryTag(call.slug), CATEGORIES_TAG].filter((tag): tag is string => tag !== undefined);
    case 'post': {
      const categories = [...(call.categories ?? []), ...(currentCategory ? [currentCategory] : [])];
      const tags = [postTag(call.slug), LIST_TAG, ...categories.map(categoryTag)];
      return [...new Set(tags.filter((tag): tag is string => tag !== undefined))];
    }
  }
}

/** Remembers signatures already used, for as long as their timestamp could still be accepted. */
export type ReplayGuard = {
  /** True the first time a signature is seen; false for a replay. Throws when the shared store fails. */
  firstUse(signature: string, nowMs: number): Promise<boolean>;
  close(): Promise<void>;
};

/** Replays refused by this process only: for a single instance. */
export function createMemoryReplayGuard(maxEntries = 10_000): ReplayGuard {
  const seen = new Map<string, number>();
  return {
    async firstUse(signature, nowMs) {
      for (const [key, expires] of seen) {
        if (expires > nowMs && seen.size < maxEntries) break;
        seen.delete(key);
      }
      if ((seen.get(signature) ?? 0) > nowMs) return false;
      seen.set(signature, nowMs + 2 * MAX_SKEW_SECONDS * 1000);
      return true;
    },
    async close() {
      seen.clear();
    },
  };
}

/** Replays refused by every instance sharing `redisUrl`: one key per signature, set only if absent. */
export function createRedisReplayGuard(redisUrl: string, keyPrefix = 'lumina:revalidate:'): ReplayGuard {
  let client: Redis | undefined;
  return {
    async firstUse(signature) {
      if (!client) {
        client = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, disconnectTimeout: 200 });
        // A failed command rejects and the call is refused; the event itself needs no second report.
        client.on('error', () => undefined);
      }
      const answer = await client.set(`${keyPrefix}${signature}`, '1', 'EX', 2 * MAX_SKEW_SECONDS, 'NX');
      return answer === 'OK';
    },
    async close() {
      await client?.quit().catch(() => client?.disconnect());
    },
  };
}
