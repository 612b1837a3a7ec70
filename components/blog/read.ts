import { cache } from 'react';
import { UpstreamError } from '@/lib/blog';

export type Settled<T> = { ok: true; value: T } | { ok: false; error: UpstreamError };

// Whether this render is sent once (a page rendered per request) or kept as the page in Next.js's cache
// and sent with s-maxage (prerendered and ISR pages, the default). One flag per request.
const perRequest = cache((): { value: boolean } => ({ value: false }));

/**
 * Called first by a page rendered per request (search, the filtered listing, the error screen, a draft
 * preview): a failed read then shows the state the spec gives it. In every other render a failed read
 * fails the render, so Next.js keeps the copy it has (or stores nothing) instead of storing an error screen.
 */
export function renderedPerRequest(): void {
  perRequest().value = true;
}

/** True when a failed read may be shown as such (see `renderedPerRequest`). */
export function failuresMayShow(): boolean {
  return perRequest().value;
}

/**
 * Runs a blog read; an upstream failure (no cached copy) is logged on the server and, in a render for one
 * request or with `tolerate`, returned as a value, so each screen can show the state the spec gives it
 * (empty list, or an error text). In a cached render it is thrown (see `renderedPerRequest`).
 */
export async function settle<T>(what: string, read: () => Promise<T>, { tolerate = false } = {}): Promise<Settled<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    console.error(`[blog] ${what} failed (${error.kind}): ${error.message}`);
    if (!tolerate && !failuresMayShow()) throw error;
    return { ok: false, error };
  }
}

/** The value of a read, or `fallback` when the upstream failed (spec 1 §8: "an empty list is shown"). */
export async function readOr<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  const result = await settle(what, read);
  return result.ok ? result.value : fallback;
}
