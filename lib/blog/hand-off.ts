// The proxy's check of missing pages (missing-pages.ts) reads a post, or a list, before the page renders;
// the page would then read it again. Here the check leaves what it read for the render that follows,
// whose read takes it instead of asking the source (the upstream, or the markdown files) a second time.
//
// The proxy and the pages are separate bundles, each with its own copy of this module, and Next.js's data
// cache is out of the proxy's reach (Next.js gives each proxy call a cache of its own, with no storage
// unless a cache handler is configured). The process is what both share, so the copies keep their one map
// on `globalThis`, under this module's name; nothing else reads it.

/** Long enough for the render that follows the check; an older copy is read anew. */
export const HAND_OFF_MS = 2000;
/** Copies kept at most (a copy may be a whole list of posts). */
const MAX_COPIES = 100;

type Copy = { value: unknown; expires: number };

const STORE = Symbol.for('lumina-digital.lib/blog/hand-off');
const copies: Map<string, Copy> = ((globalThis as Record<symbol, unknown>)[STORE] as Map<string, Copy> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[STORE] = new Map<string, Copy>());

/** Leaves `value`, read by the check under `key`, for the page's read. Nothing (null) is not left. */
export function handOff(key: string, value: unknown, now = Date.now()): void {
  if (value === null || value === undefined) return;
  copies.delete(key);
  copies.set(key, { value, expires: now + HAND_OFF_MS });
  // Oldest first in a Map.
  while (copies.size > MAX_COPIES) copies.delete(copies.keys().next().value!);
}

/** The copy left under `key`, once (a second read asks the source), or undefined. */
export function takeHandOff<T>(key: string, now = Date.now()): T | undefined {
  const copy = copies.get(key);
  if (!copy) return undefined;
  copies.delete(key);
  return copy.expires > now ? (copy.value as T) : undefined;
}
