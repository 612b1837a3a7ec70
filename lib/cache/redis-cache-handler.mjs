// @ts-check
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';

// Next.js's server cache (next.config.ts `cacheHandler`: the pages it stores, route handlers' answers and
// `unstable_cache` reads) in Redis, when REDIS_URL is set, so that every instance serves the same copy and
// a tag expired on one instance is expired on all of them at once. Without REDIS_URL next.config.ts does
// not install it and Next.js keeps its own file-system cache.
//
// The interface is the documented one (https://nextjs.org/docs/app/api-reference/config/next-config-js/incrementalCacheHandlerPath):
// get / set / revalidateTag / resetRequestCache, with opaque keys preserved whole. Next.js loads this file
// itself, outside the bundles: plain JavaScript, no `@/` imports.
//
// In Redis, under `lumina:cache:<build id>:` (a new build never reads the previous one's entries):
// - `e:<key>`: a hash of the entry: `v` its value (JSON; Buffers and Maps tagged), `h` a page's HTML on its
//   own (lib/security/page-policy.ts hashes its inline scripts), `t` its tags, `m` when it was written, `i`
//   an id of the write, `c` its cache control. It expires with the entry's own `expire`, or after a week.
// - `tags`: a hash of tag -> the time it expires. An entry written before that time is a miss, checked in
//   Redis within the read (one round trip, and no copy of the tag state in the process to fall behind).
// - channel `events`: `set <key>` after a write, `tags` after an expiry (page-policy.ts listens).

export const CACHE_EVENTS = 'events';
const WEEK_SECONDS = 7 * 24 * 60 * 60;
/** A read that Redis does not answer in this time is a miss: the page renders rather than waits. */
const COMMAND_TIMEOUT_MS = 1000;
const TAGS_HEADER = 'x-next-cache-tags';

/** The key prefix of one build's cache, shared with lib/security/page-policy.ts. */
export function cachePrefix(/** @type {string} */ buildId) {
  return `lumina:cache:${buildId.trim()}:`;
}

/** The Redis key of an entry. */
export function entryKey(/** @type {string} */ prefix, /** @type {string} */ key) {
  return `${prefix}e:${key}`;
}

// An entry unless one of its tags (or one of a read's own tags, ARGV[3..]) expired at or after it was
// written and by now (ARGV[1]): { version, written, value, html, cacheControl }, or { version } alone when
// it is the copy ARGV[2] that the process already holds, or nil.
const READ_FRESH = `
local head = redis.call('HMGET', KEYS[1], 'm', 't', 'i')
if not head[1] then return nil end
local written = tonumber(head[1])
local now = tonumber(ARGV[1])
local function expired(tag)
  local at = tonumber(redis.call('HGET', KEYS[2], tag) or '')
  return at ~= nil and at >= written and at <= now
end
if head[2] then
  for tag in string.gmatch(head[2], '[^,]+') do
    if expired(tag) then return nil end
  end
end
for i = 3, #ARGV do
  if expired(ARGV[i]) then return nil end
end
if head[3] == ARGV[2] then return { head[3] } end
local body = redis.call('HMGET', KEYS[1], 'v', 'h', 'c')
return { head[3], head[1], body[1], body[2], body[3] }
`;

/**
 * @typedef {Redis & { readFresh(entry: string, tags: string, now: number, known: string, ...extraTags: string[]): Promise<(string | null)[] | null> }} CacheClient
 */

/** @type {Map<string, CacheClient>} */
const clients = new Map();

/** A connection that can read entries (`readFresh`). */
export function createCacheClient(/** @type {string} */ url) {
  const client = /** @type {CacheClient} */ (new Redis(url, { commandTimeout: COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1 }));
  client.defineCommand('readFresh', { numberOfKeys: 2, lua: READ_FRESH });
  // Reported by the command that fails; the event alone must not end the process.
  client.on('error', () => {});
  return client;
}

/** One connection per URL for the handler (Next.js creates a handler per request). */
export function cacheClient(/** @type {string} */ url) {
  let client = clients.get(url);
  if (!client) {
    client = createCacheClient(url);
    clients.set(url, client);
  }
  return client;
}

/**
 * The HTML of a stored page if it is still fresh (what Next.js would serve), else undefined:
 * lib/security/page-policy.ts's view of an entry.
 */
export async function readFreshHtml(/** @type {CacheClient} */ client, /** @type {string} */ prefix, /** @type {string} */ key) {
  const found = await client.readFresh(entryKey(prefix, key), `${prefix}tags`, Date.now(), '');
  return found?.[3] ?? undefined;
}

/** Buffers (RSC payloads, route bodies) and Maps (segment data) do not survive JSON on their own. */
function replacer(/** @type {string} */ name, /** @type {unknown} */ value) {
  // @ts-expect-error `this` is the object holding `name`, before Buffer's own toJSON ran.
  const raw = /** @type {unknown} */ (this[name]);
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
  if (raw instanceof Map) return { $map: [...raw.entries()] };
  return value;
}

function reviver(/** @type {string} */ _name, /** @type {any} */ value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
    if (Array.isArray(value.$map)) return new Map(value.$map);
  }
  return value;
}

/** @typedef {{ kind: string, html?: unknown, headers?: Record<string, unknown>, [field: string]: unknown }} CacheValue */
/** @typedef {{ revalidate?: number | false, expire?: number }} CacheControl */
/** @typedef {{ kind?: string, tags?: string[], softTags?: string[] }} GetContext */
/** @typedef {{ tags?: string[], cacheControl?: CacheControl }} SetContext */

function tagsOf(/** @type {CacheValue} */ value, /** @type {SetContext} */ ctx) {
  const header = value.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...fromHeader, ...(ctx.tags ?? [])].filter(Boolean))];
}

function ttlSeconds(/** @type {SetContext} */ ctx) {
  const expire = ctx.cacheControl?.expire;
  return typeof expire === 'number' && expire > 0 && expire < WEEK_SECONDS ? Math.ceil(expire) : WEEK_SECONDS;
}

/** @type {Map<string, string>} */
const buildIds = new Map();

/** The build's id (the `BUILD_ID` file beside `server/`), read once. */
export function buildIdOf(/** @type {string} */ distDir) {
  let id = buildIds.get(distDir);
  if (id === undefined) {
    id = readFileSync(/* turbopackIgnore: true */ path.join(distDir, 'BUILD_ID'), 'utf8').trim();
    buildIds.set(distDir, id);
  }
  return id;
}

/**
 * The copies this process read last, by key, with the id of each write: a read whose copy in Redis is
 * still that one gets the tag check and the id alone from Redis, not the page again. Bounded like
 * Next.js's own memory cache; a copy is never served without Redis confirming it.
 * @type {Map<string, { version: string, entry: { lastModified: number, value: CacheValue, cacheControl?: CacheControl }, size: number }>}
 */
const held = new Map();
const HELD_BYTES = 50 * 1024 * 1024;
let heldBytes = 0;

function hold(/** @type {string} */ key, /** @type {string} */ version, /** @type {{ lastModified: number, value: CacheValue, cacheControl?: CacheControl }} */ entry, /** @type {number} */ size) {
  forget(key);
  if (size > HELD_BYTES / 4) return;
  held.set(key, { version, entry, size });
  heldBytes += size;
  for (const [oldest, copy] of held) {
    if (heldBytes <= HELD_BYTES) break;
    held.delete(oldest);
    heldBytes -= copy.size;
  }
}

function forget(/** @type {string} */ key) {
  const copy = held.get(key);
  if (!copy) return;
  held.delete(key);
  heldBytes -= copy.size;
}

let warned = false;
function warnOnce(/** @type {string} */ operation, /** @type {unknown} */ error) {
  if (warned) return;
  warned = true;
  console.warn(`[cache] Redis ${operation} failed; pages render until it answers:`, error instanceof Error ? error.message : error);
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} context */
  constructor(context) {
    // lib/config.ts checks REDIS_URL when the server starts; next.config.ts installs this handler only with it.
    const url = process.env.REDIS_URL;
    if (!url || !context.serverDistDir) throw new Error('RedisCacheHandler needs REDIS_URL and the build folder');
    this.client = cacheClient(url);
    this.prefix = cachePrefix(buildIdOf(path.dirname(context.serverDistDir)));
  }

  /** @param {string} key @param {GetContext} [ctx] */
  async get(key, ctx = {}) {
    try {
      const extra = ctx.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
      const heldKey = `${this.prefix}${key}`;
      const copy = held.get(heldKey);
      const found = await this.client.readFresh(entryKey(this.prefix, key), `${this.prefix}tags`, Date.now(), copy?.version ?? '', ...extra);
      const version = found?.[0];
      if (!found || typeof version !== 'string') {
        forget(heldKey);
        return null;
      }
      if (copy && found.length === 1 && copy.version === version) {
        held.delete(heldKey);
        held.set(heldKey, copy);
        return copy.entry;
      }
      const [, written, serialized, html, cacheControl] = found;
      if (typeof serialized !== 'string') return null;
      const value = /** @type {CacheValue} */ (JSON.parse(serialized, reviver));
      if (typeof html === 'string') value.html = html;
      const entry = {
        lastModified: Number(written),
        value,
        ...(cacheControl ? { cacheControl: /** @type {CacheControl} */ (JSON.parse(cacheControl)) } : {}),
      };
      hold(heldKey, version, entry, serialized.length + (html?.length ?? 0));
      return entry;
    } catch (error) {
      warnOnce('read', error);
      return null;
    }
  }

  /** @param {string} key @param {CacheValue | null} data @param {SetContext} [ctx] */
  async set(key, data, ctx = {}) {
    try {
      const redisKey = entryKey(this.prefix, key);
      if (!data) {
        await this.client.del(redisKey);
        return;
      }
      const { html, ...rest } = data;
      /** @type {Record<string, string>} */
      const fields = { v: JSON.stringify(rest, replacer), t: tagsOf(data, ctx).join(','), m: String(Date.now()), i: randomUUID() };
      if (typeof html === 'string' || Buffer.isBuffer(html)) fields.h = html.toString();
      if (ctx.cacheControl) fields.c = JSON.stringify(ctx.cacheControl);
      await this.client
        .multi()
        .del(redisKey)
        .hset(redisKey, fields)
        .expire(redisKey, ttlSeconds(ctx))
        .publish(`${this.prefix}${CACHE_EVENTS}`, `set ${key}`)
        .exec();
    } catch (error) {
      warnOnce('write', error);
    }
  }

  /**
   * Expires the tags on every instance. `durations.expire` (a profile such as 'max') lets entries serve
   * that much longer: this handler has no stale-but-served state, so they serve unchanged until then.
   * @param {string | string[]} tags @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean);
    if (list.length === 0) return;
    const at = Date.now() + Math.max(0, durations?.expire ?? 0) * 1000;
    const multi = this.client.multi();
    for (const tag of list) multi.hset(`${this.prefix}tags`, tag, String(at));
    multi.publish(`${this.prefix}${CACHE_EVENTS}`, 'tags');
    // Not caught: POST /api/revalidate must not report a revalidation that did not happen.
    const results = await multi.exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('Redis did not run the tag expiry');
  }

  resetRequestCache() {}
}
