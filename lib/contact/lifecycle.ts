import { processSlot } from '@/lib/process-slot';
import { closeLeadRateLimiter, getLeadRateLimiter } from './rate-limit';
import { getLeadRelay, leadDestinations, stopLeadRelay } from './relay';
import { closeLeadStore, getLeadStore } from './store';

/**
 * For instrumentation.ts (Node runtime): opens the store at start-up, so the first visitor does not
 * wait for PGlite's first-run initialisation, and starts the relay, so outbox entries left by the
 * previous run are delivered without waiting for traffic. A failure is logged, not fatal: the
 * routes open the store again on first use and answer 503 until it works. The rate limiter is made
 * here too, outside any request, so its timers keep no request's state (see rate-limit.ts).
 */
export async function startLeadServices(): Promise<void> {
  getLeadRateLimiter();
  const { upstream, notify } = leadDestinations();
  if (!upstream && notify.length === 0) {
    // Said once, at start-up: otherwise an operator learns of leads only by looking.
    console.info(
      '[leads] No notification is configured: leads are only stored (see `npm run leads`). ' +
        'To be told of each new lead, set SMTP_URL and LEADS_NOTIFY_TO (email) or LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET.',
    );
  }
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

// ---------- lead requests in flight (graceful shutdown) ----------

type LeadTraffic = {
  inFlight: number;
  /** Shutdown has begun: health answers 503 so a load balancer stops sending traffic. */
  stopping: boolean;
  /** The store is about to close: new lead requests are refused instead of reopening it. */
  refusing: boolean;
  idle: Set<() => void>;
};

// Per process: instrumentation.ts and the route handlers are separate bundles of one process.
const trafficSlot = processSlot<LeadTraffic>('leadTraffic');

function traffic(): LeadTraffic {
  return trafficSlot.getOrCreate(() => ({ inFlight: 0, stopping: false, refusing: false, idle: new Set() }));
}

/**
 * Runs one lead request, counted so that shutdown can wait for it; once shutdown has closed (or is
 * closing) the store, answers `refused()` instead, so no lead is accepted that cannot be written.
 */
export async function trackLeadRequest<T>(run: () => Promise<T>, refused: () => T): Promise<T> {
  const state = traffic();
  if (state.refusing) return refused();
  state.inFlight += 1;
  try {
    return await run();
  } finally {
    state.inFlight -= 1;
    if (state.inFlight === 0) for (const resolve of state.idle) resolve();
  }
}

export function leadServicesStopping(): boolean {
  return traffic().stopping;
}

export function markLeadServicesStopping(): void {
  traffic().stopping = true;
}

/**
 * Refuses new lead requests, then waits until those in flight have answered (or `timeoutMs` has
 * passed). Returns how many were still in flight at the end.
 */
export async function drainLeadRequests(timeoutMs: number): Promise<number> {
  const state = traffic();
  state.stopping = true;
  state.refusing = true;
  if (state.inFlight > 0) {
    let done: () => void = () => undefined;
    const idle = new Promise<void>((resolve) => {
      done = resolve;
      state.idle.add(resolve);
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([idle, timeout]);
    clearTimeout(timer);
    state.idle.delete(done);
  }
  return state.inFlight;
}

/** Tests: back to accepting requests. */
export function resetLeadTraffic(): void {
  trafficSlot.set(undefined);
}
