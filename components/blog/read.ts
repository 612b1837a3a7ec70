import { UpstreamError } from '@/lib/blog';

export type Settled<T> = { ok: true; value: T } | { ok: false; error: UpstreamError };

/**
 * Runs a blog read; an upstream failure (no cached copy) is logged on the server and returned as a value,
 * so each screen can show the state the spec gives it (empty list, or an error text). Other errors throw.
 */
export async function settle<T>(what: string, read: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    console.error(`[blog] ${what} failed (${error.kind}): ${error.message}`);
    return { ok: false, error };
  }
}

/** The value of a read, or `fallback` when the upstream failed (spec 1 §8: "an empty list is shown"). */
export async function readOr<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  const result = await settle(what, read);
  return result.ok ? result.value : fallback;
}
