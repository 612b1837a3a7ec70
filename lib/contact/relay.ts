import { processSlot } from '@/lib/process-slot';
import { createHash } from 'node:crypto';
import { getConfig, parseConfig } from '@/lib/config';
import { MAX_ANSWER_BYTES, readCappedText } from './http';
import { createEmailChannel, createWebhookChannel, type EmailChannel, type WebhookChannel } from './notify';
import { getLeadStore, type LeadStore, type OutboxChannel, type OutboxEntry, type OutboxKind } from './store';

/**
 * Forwards outbox entries to the upstream agency backend. Delivery is at least once; the
 * `Idempotency-Key` header lets the upstream drop repeats (a request that timed out on our side may
 * still have been processed there). Entries are leased in the database while in flight, so several
 * relays (one per app instance on a shared PostgreSQL) never send the same entry at the same time,
 * and a crash only delays an entry until its lease runs out.
 */

export const UPSTREAM_PATHS: Record<OutboxKind, string> = {
  subscribe: '/api/contact/subscribe',
  chat: '/api/contact/save-chat',
  enquiry: '/api/contact/enquiry',
};

// Answers that say "this payload will never be accepted": retrying would only repeat them.
const REJECTING_STATUSES = new Set([400, 409, 422]);

export type DeliveryResult =
  | { outcome: 'delivered'; status: number; body: unknown }
  | { outcome: 'rejected'; status: number; body: unknown; error: string }
  | { outcome: 'retry'; status: number | null; body: unknown; error: string; timedOut: boolean };

export type RelayOptions = {
  /** Base URL of the upstream, without a trailing slash; unset: only notifications are sent. */
  upstream?: string;
  /** Lead notifications by email and by webhook (each only when configured). */
  email?: Pick<EmailChannel, 'send'>;
  webhook?: Pick<WebhookChannel, 'send'>;
  fetch?: typeof fetch;
  /** Per-request time-out of background deliveries. */
  timeoutMs?: number;
  intervalMs?: number;
  batchSize?: number;
  /** How long a claimed entry stays reserved; longer than any delivery can take. */
  leaseMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Tries an entry gets before it is parked as 'failed'; the default spans about a day of back-off. */
  maxAttempts?: number;
  /** Time-out of the reachability probe behind /api/health. */
  probeTimeoutMs?: number;
  /** Called with each failure, for logs. */
  onError?: (entry: OutboxEntry, result: DeliveryResult) => void;
};


/** What this process's relay last saw of the upstream (for /api/health). */
export type RelayStatus = {
  /** Whether the upstream answered the last delivery attempt (null before the first one). */
  reachable: boolean | null;
  lastDeliveredAt: string | null;
  /** For logs and tests only: it may name internal addresses, so /api/health never shows it. */
  lastError: string | null;
};

export type RelayPass = { claimed: number; delivered: number; retried: number; rejected: number; failed: number };

const DEFAULTS = {
  timeoutMs: 10_000,
  // The interval, the back-off and the attempts are an operator's: their defaults are lib/config.ts's.
  ...parseConfig({}).relayTiming,
  batchSize: 10,
  leaseMs: 60_000,
  probeTimeoutMs: 3000,
};
// A probe answer is reused this long, so a polled /api/health does not become load on the upstream.
const PROBE_TTL_MS = 10_000;
const MAX_BATCHES_PER_PASS = 20;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The upstream's own explanation in a JSON body (`error`, then `message`), if it gave one. */
export function upstreamText(body: unknown, fields: readonly string[]): string | undefined {
  if (!isRecord(body)) return undefined;
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 500);
  }
  return undefined;
}

/** Printable ASCII without spaces: what any HTTP stack accepts as a header value. */
function isHeaderValue(value: string): boolean {
  return /^[\x21-\x7e]+$/.test(value);
}

function isAbort(error: unknown): boolean {
  // Duck-typed: the DOMException may come from another realm, where `instanceof Error` fails.
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}

/** "fetch failed (connect ECONNREFUSED ...)": fetch hides the useful part in `cause`. */
function describeError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const message = 'message' in error && typeof error.message === 'string' ? error.message : String(error);
  const cause = 'cause' in error ? error.cause : undefined;
  const detail =
    typeof cause === 'object' && cause !== null && 'message' in cause && typeof cause.message === 'string'
      ? cause.message
      : undefined;
  return detail ? `${message} (${detail})` : message;
}

export class OutboxRelay {
  private readonly getStore: () => Promise<LeadStore>;
  private readonly options: Required<Omit<RelayOptions, 'onError' | 'fetch' | 'upstream' | 'email' | 'webhook'>> &
    Pick<RelayOptions, 'onError' | 'email' | 'webhook'> & { upstream: string | undefined };
  /** The channels this relay delivers; entries of others wait for a relay that has them. */
  readonly channels: readonly OutboxChannel[];
  private readonly fetcher: typeof fetch;
  private timer: NodeJS.Timeout | undefined;
  private kickTimer: NodeJS.Timeout | undefined;
  private running: Promise<RelayPass> | undefined;
  private stopped = true;
  /**
   * The embedded store's outbox is empty: periodic passes wait for the next lead's kick, so that the idle
   * store can close (store.ts). Only there: this server is its one writer, while on PostgreSQL other
   * instances add entries that this relay also sends.
   */
  private quiet = false;
  /** Kicks so far: a pass goes quiet only if no lead came in while it ran. */
  private kicks = 0;
  /** Set by stop(): a pass in progress ends after its current batch. */
  private halting = false;
  private lastStatus: RelayStatus = { reachable: null, lastDeliveredAt: null, lastError: null };
  private probed: { at: number; reachable: Promise<boolean> } | undefined;

  constructor(store: LeadStore | (() => Promise<LeadStore>), options: RelayOptions) {
    this.getStore = typeof store === 'function' ? store : () => Promise.resolve(store);
    this.options = {
      upstream: options.upstream?.replace(/\/+$/, ''),
      email: options.email,
      webhook: options.webhook,
      timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
      intervalMs: options.intervalMs ?? DEFAULTS.intervalMs,
      batchSize: options.batchSize ?? DEFAULTS.batchSize,
      leaseMs: options.leaseMs ?? DEFAULTS.leaseMs,
      backoffBaseMs: options.backoffBaseMs ?? DEFAULTS.backoffBaseMs,
      backoffMaxMs: options.backoffMaxMs ?? DEFAULTS.backoffMaxMs,
      maxAttempts: options.maxAttempts ?? DEFAULTS.maxAttempts,
      probeTimeoutMs: options.probeTimeoutMs ?? DEFAULTS.probeTimeoutMs,
      onError: options.onError,
    };
    this.fetcher = options.fetch ?? ((input, init) => fetch(input, init));
    this.channels = [
      ...(options.upstream ? (['upstream'] as const) : []),
      ...(options.email ? (['email'] as const) : []),
      ...(options.webhook ? (['webhook'] as const) : []),
    ];
  }

  /** Sends one claimed entry and records the outcome in the store. */
  async deliver(entry: OutboxEntry, timeoutMs = this.options.timeoutMs): Promise<DeliveryResult> {
    const result = await this.send(entry, timeoutMs);
    // The status describes the upstream, as /api/health reports it.
    if (entry.channel === 'upstream') {
      this.lastStatus = {
        reachable: result.outcome !== 'retry',
        lastDeliveredAt: result.outcome === 'delivered' ? new Date().toISOString() : this.lastStatus.lastDeliveredAt,
        lastError: result.outcome === 'delivered' ? null : result.error,
      };
    }
    const store = await this.getStore();
    if (result.outcome === 'delivered') {
      await store.markDelivered(entry.id);
    } else if (result.outcome === 'rejected') {
      await store.markRejected(entry.id, result.error);
      this.options.onError?.(entry, result);
    } else if (entry.attempts >= this.options.maxAttempts) {
      // Retrying for ever would keep a lead that can never go through in every pass; an operator sees it.
      await store.markFailed(entry.id, `${result.error} (gave up after ${entry.attempts} attempts)`);
      this.options.onError?.(entry, { ...result, error: `${result.error}; parked as failed after ${entry.attempts} attempts` });
    } else {
      await store.markRetry(entry.id, this.backoff(entry.attempts), result.error);
      this.options.onError?.(entry, result);
    }
    return result;
  }

  /** Delay before the next try: exponential in the attempts so far, with jitter so instances spread out. */
  backoff(attempts: number): number {
    const { backoffBaseMs, backoffMaxMs } = this.options;
    const exponential = Math.min(backoffMaxMs, backoffBaseMs * 2 ** Math.max(0, attempts - 1));
    return Math.round(exponential * (0.8 + Math.random() * 0.4));
  }

  /**
   * Whether the upstream answers HTTP at all (any status), from a HEAD request of its own; shared by
   * concurrent callers and reused for a few seconds.
   */
  probe(): Promise<boolean> {
    if (!this.options.upstream) return Promise.resolve(false);
    const now = Date.now();
    if (this.probed && now - this.probed.at < PROBE_TTL_MS) return this.probed.reachable;
    const reachable = this.fetcher(`${this.options.upstream}/`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(this.options.probeTimeoutMs),
      redirect: 'manual',
    }).then(
      async (response) => {
        await response.body?.cancel().catch(() => undefined);
        return true;
      },
      (error: unknown) => {
        console.warn(`[leads] upstream probe failed: ${isAbort(error) ? `no answer within ${this.options.probeTimeoutMs} ms` : describeError(error)}`);
        return false;
      },
    );
    this.probed = { at: now, reachable };
    return reachable;
  }

  private async send(entry: OutboxEntry, timeoutMs: number): Promise<DeliveryResult> {
    if (entry.channel !== 'upstream') {
      const channel = entry.channel === 'email' ? this.options.email : this.options.webhook;
      if (!channel) return { outcome: 'retry', status: null, body: null, error: `${entry.channel} is not configured`, timedOut: false };
      const sent = await channel.send(entry);
      return sent.ok
        ? { outcome: 'delivered', status: 200, body: null }
        : { outcome: 'retry', status: null, body: null, error: sent.error, timedOut: sent.timedOut };
    }
    if (!this.options.upstream) {
      return { outcome: 'retry', status: null, body: null, error: 'no upstream is configured', timedOut: false };
    }
    const url = `${this.options.upstream}${UPSTREAM_PATHS[entry.kind]}`;
    let status: number | null = null;
    if (!isHeaderValue(entry.idempotency_key)) {
      // Stored before keys were hashed; a header carries ASCII only, so send the key's hash instead.
      entry = { ...entry, idempotency_key: `${entry.kind}:${createHash('sha256').update(entry.idempotency_key).digest('hex')}` };
    }
    try {
      const response = await this.fetcher(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': entry.idempotency_key,
        },
        body: JSON.stringify(entry.payload),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      // Capped: the upstream's words are short; a huge answer must not fill this process's memory.
      const { text, truncated } = await readCappedText(response, MAX_ANSWER_BYTES);
      let body: unknown = null;
      let readable = true;
      if (truncated) {
        // Too long to be the upstream's own answer: the status alone decides, as for an empty body.
        body = null;
      } else if (text.trim() !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          readable = false;
        }
      }
      if (status >= 200 && status < 300) {
        // A 2xx that is not JSON is a proxy or error page answering for the upstream, not an acceptance.
        if (!readable) return { outcome: 'retry', status, body: null, error: `HTTP ${status} with an unreadable body`, timedOut: false };
        return { outcome: 'delivered', status, body };
      }
      const reason = upstreamText(body, ['error', 'message']);
      const error = `HTTP ${status}${reason ? `: ${reason}` : ''}`;
      if (REJECTING_STATUSES.has(status)) return { outcome: 'rejected', status, body, error };
      return { outcome: 'retry', status, body, error, timedOut: false };
    } catch (error) {
      const timedOut = isAbort(error);
      const message = timedOut ? `no answer within ${timeoutMs} ms` : describeError(error);
      return { outcome: 'retry', status, body: null, error: message, timedOut };
    }
  }

  /** One pass: claims due entries batch by batch and delivers each batch in parallel. */
  runOnce(): Promise<RelayPass> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(): Promise<RelayPass> {
    const totals: RelayPass = { claimed: 0, delivered: 0, retried: 0, rejected: 0, failed: 0 };
    const kicksBefore = this.kicks;
    const store = await this.getStore();
    for (let batch = 0; batch < MAX_BATCHES_PER_PASS && !this.halting; batch += 1) {
      const entries = await store.claimDueOutbox(this.options.batchSize, this.options.leaseMs, this.channels);
      totals.claimed += entries.length;
      // Parallel, so a whole batch finishes within one time-out, well inside its lease.
      const results = await Promise.all(entries.map((entry) => this.deliver(entry)));
      results.forEach((result, index) => {
        if (result.outcome === 'delivered') totals.delivered += 1;
        else if (result.outcome === 'rejected') totals.rejected += 1;
        else if (entries[index]!.attempts >= this.options.maxAttempts) totals.failed += 1;
        else totals.retried += 1;
      });
      const upstreamFailing = results.length > 0 && results.every((result) => result.outcome === 'retry');
      if (entries.length < this.options.batchSize || upstreamFailing) break;
    }
    if (totals.claimed === 0 && store.engine === 'pglite' && !this.halting) {
      const pending = await store.countPendingOutbox();
      if (this.kicks === kicksBefore) this.quiet = pending === 0;
    }
    return totals;
  }

  private safeRun(): void {
    if (this.stopped) return;
    this.runOnce().catch((error: unknown) => {
      console.error('[leads] outbox relay pass failed:', error instanceof Error ? error.message : error);
    });
  }

  /** Runs a pass now and then every `intervalMs`; the timer never keeps the process alive. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.halting = false;
    this.quiet = false;
    this.timer = setInterval(() => {
      if (!this.quiet) this.safeRun();
    }, this.options.intervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Asks for a pass soon (after a new lead), coalescing bursts into one. */
  kick(): void {
    this.kicks += 1;
    this.quiet = false;
    if (this.stopped || this.kickTimer) return;
    this.kickTimer = setTimeout(() => {
      this.kickTimer = undefined;
      this.safeRun();
    }, 0);
    this.kickTimer.unref();
  }

  /** Stops the timers and waits for a pass in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.halting = true;
    clearInterval(this.timer);
    clearTimeout(this.kickTimer);
    this.timer = undefined;
    this.kickTimer = undefined;
    await this.running?.catch(() => undefined);
  }

  get isRunning(): boolean {
    return !this.stopped;
  }

  get status(): RelayStatus {
    return { ...this.lastStatus };
  }
}

const relaySlot = processSlot<OutboxRelay>('leadRelay');

/** Where this process's leads go besides the store: the upstream and the notification channels configured. */
export function leadDestinations() {
  const config = getConfig();
  return {
    upstream: config.upstreamApiHost,
    notify: [
      ...(config.smtpUrl && config.notifyTo.length > 0 ? (['email'] as const) : []),
      ...(config.webhookUrl ? (['webhook'] as const) : []),
    ],
  };
}

/** The process's relay, started on first use; null when leads go nowhere but the store. */
export function getLeadRelay(): OutboxRelay | null {
  const config = getConfig();
  const { upstream } = leadDestinations();
  if (!upstream && !config.smtpUrl && !config.webhookUrl) return null;
  if (!relaySlot.get()) {
    const timeoutMs = DEFAULTS.timeoutMs;
    const relay = new OutboxRelay(() => getLeadStore(), {
      upstream,
      email: config.smtpUrl
        ? createEmailChannel(
            {
              smtpUrl: config.smtpUrl,
              from: config.notifyFrom,
              to: config.notifyTo,
              siteUrl: config.siteUrl,
              linkSecret: config.linkSecret,
            },
            timeoutMs,
          )
        : undefined,
      webhook:
        config.webhookUrl && config.webhookSecret
          ? createWebhookChannel({ url: config.webhookUrl, secret: config.webhookSecret }, timeoutMs)
          : undefined,
      ...config.relayTiming,
      onError: (entry, result) =>
        console.warn(`[leads] ${entry.kind} ${entry.idempotency_key} not delivered (${result.outcome}): ${'error' in result ? result.error : ''}`),
    });
    relay.start();
    relaySlot.set(relay);
  }
  return relaySlot.get() ?? null;
}

export async function stopLeadRelay(): Promise<void> {
  const relay = relaySlot.get();
  relaySlot.set(undefined);
  await relay?.stop();
}
