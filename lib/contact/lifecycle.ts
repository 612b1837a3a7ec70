import { closeLeadRateLimiter } from './rate-limit';
import { getLeadRelay, stopLeadRelay } from './relay';
import { closeLeadStore, getLeadStore } from './store';

/**
 * For instrumentation.ts (Node runtime): opens the store at start-up, so the first visitor does not
 * wait for PGlite's first-run initialisation, and starts the relay, so outbox entries left by the
 * previous run are delivered without waiting for traffic. A failure is logged, not fatal: the
 * routes open the store again on first use and answer 503 until it works.
 */
export async function startLeadServices(): Promise<void> {
  try {
    await getLeadStore();
    getLeadRelay();
  } catch (error) {
    console.error('[leads] the lead store could not be opened at start-up:', error instanceof Error ? error.message : error);
  }
}

/** Stops the relay, then closes Redis and the store (graceful shutdown, tests). */
export async function stopLeadServices(): Promise<void> {
  await stopLeadRelay();
  await closeLeadRateLimiter();
  await closeLeadStore();
}
