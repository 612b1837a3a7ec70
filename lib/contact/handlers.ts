import { getConfig } from '@/lib/config';
import { sessionConversationId } from './chat-session';
import { getClientAddress, getLeadContext, jsonResponse, readJsonBody } from './http';
import { leadServicesStopping, trackLeadRequest } from './lifecycle';
import type { LeadOutcome } from './outcome';
import { getLeadRateLimiter, type LeadRateLimiter } from './rate-limit';
import { getLeadRelay, leadDestinations, upstreamText, type OutboxRelay } from './relay';
import {
  enquirySchema,
  firstIssueMessage,
  isHoneypotFilled,
  saveChatSchema,
  subscribeSchema,
} from './schemas';
import { getLeadStore, storeOptionsFromConfig, type LeadStore, type SaveOutcome } from './store';

/**
 * The lead handling: parse -> validate -> honeypot -> rate limit -> store (lead and outbox entry in one
 * transaction) -> a typed outcome. A visitor is told "saved" only after the commit. The JSON routes
 * (`handleX`, from the request) and the forms' server actions (`receiveX`, from fields already read) each
 * turn the outcome into their own answer. Each lead is counted while in flight, so a graceful shutdown
 * closes the store only after it.
 */

export const BODY_LIMITS = { subscribe: 4 * 1024, chat: 256 * 1024, enquiry: 32 * 1024 } as const;
/** Most bytes one chat transcript may hold (as stored JSON): a long real conversation is a few KB. */
export const MAX_CHAT_TRANSCRIPT_BYTES = 64 * 1024;
// How long the stored transcripts' total is reused before it is summed again.
const CHAT_STORE_SIZE_TTL_MS = 10_000;
let chatStoreSize: { at: number; bytes: number } | undefined;

/** Whether the store holds as many chat transcripts as LEADS_CHAT_STORE_MAX_MB allows. */
async function chatStoreFull(deps: LeadDeps, adding: number): Promise<boolean> {
  const now = Date.now();
  if (!chatStoreSize || now - chatStoreSize.at > CHAT_STORE_SIZE_TTL_MS) {
    chatStoreSize = { at: now, bytes: await (await deps.getStore()).storedChatBytes() };
  }
  // Counted between two sums too, so a burst inside the window cannot run far past the limit.
  chatStoreSize.bytes += adding;
  return chatStoreSize.bytes > getConfig().chatStoreMaxBytes;
}

/** Tests: forget the cached size of the stored transcripts. */
export function resetChatStoreSize(): void {
  chatStoreSize = undefined;
}
/** How long a subscriber waits for the upstream's own answer before getting ours. */
export const SUBSCRIBE_UPSTREAM_TIMEOUT_MS = 4000;
// The subscribe route's lease on its outbox entry; far longer than its delivery attempt.
const IMMEDIATE_LEASE_MS = 30_000;

export type LeadDeps = {
  getStore: () => Promise<LeadStore>;
  getRelay: () => OutboxRelay | null;
  getRateLimiter: () => LeadRateLimiter;
  /** Defaults to SUBSCRIBE_UPSTREAM_TIMEOUT_MS. */
  subscribeUpstreamTimeoutMs?: number;
};

const defaultDeps: LeadDeps = {
  getStore: getLeadStore,
  getRelay: getLeadRelay,
  getRateLimiter: getLeadRateLimiter,
};

/** The relay when it forwards leads to an upstream (it may exist for notifications alone). */
function upstreamRelay(deps: LeadDeps): OutboxRelay | null {
  const relay = deps.getRelay();
  return relay?.channels.includes('upstream') ? relay : null;
}

const restarting = (): LeadOutcome => ({ kind: 'restarting' });

async function persist(
  deps: LeadDeps,
  kind: string,
  save: (store: LeadStore) => Promise<SaveOutcome>,
): Promise<SaveOutcome | { kind: 'store-unavailable' }> {
  try {
    return await save(await deps.getStore());
  } catch (error) {
    console.error(`[leads] could not store a ${kind}:`, error instanceof Error ? error.message : error);
    return { kind: 'store-unavailable' };
  }
}

type ReceiveLead = (body: unknown, headers: Headers, deps: LeadDeps) => Promise<LeadOutcome>;

/** A lead's JSON route: the body read within its size limit, then the same handling as the form's action. */
function fromJsonRequest(request: Request, limit: number, receive: ReceiveLead, deps: LeadDeps): Promise<LeadOutcome> {
  return trackLeadRequest(async (): Promise<LeadOutcome> => {
    const body = await readJsonBody(request, limit);
    if (!body.ok) return { kind: 'bad-request', status: body.status, message: body.error };
    return receive(body.value, request.headers, deps);
  }, restarting);
}

export function handleSubscribe(request: Request, deps: LeadDeps = defaultDeps): Promise<LeadOutcome> {
  return fromJsonRequest(request, BODY_LIMITS.subscribe, subscribe, deps);
}

/**
 * A signup already read from its request (the JSON route, or the footer form's server action when it is
 * posted without JavaScript): the same validation, honeypot, rate limit and store, and the same answer.
 */
export function receiveSubscribe(body: unknown, headers: Headers, deps: LeadDeps = defaultDeps): Promise<LeadOutcome> {
  return trackLeadRequest(() => subscribe(body, headers, deps), restarting);
}

async function subscribe(body: unknown, headers: Headers, deps: LeadDeps): Promise<LeadOutcome> {
  const parsed = subscribeSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', message: firstIssueMessage(parsed.error) };
  const input = parsed.data;
  const success = (): LeadOutcome => ({ kind: 'subscribed' });
  if (isHoneypotFilled(input.website)) return success();

  const decision = await deps
    .getRateLimiter()
    .check('subscribe', { ip: getClientAddress(headers), email: input.email });
  if (!decision.allowed) return { kind: 'rate-limited', retryAfterSec: decision.retryAfterSec };

  // With a mail server, the address is confirmed first (double opt-in), and relayed upstream only then.
  const config = getConfig();
  const confirm = Boolean(config.smtpUrl && config.linkSecret);
  const relay = confirm ? null : upstreamRelay(deps);
  const forward = relay !== null;
  const saved = await persist(deps, 'subscriber', (store) =>
    store.saveSubscriber(
      { email: input.email, ...getLeadContext(headers, input) },
      { forward, claimForMs: relay ? IMMEDIATE_LEASE_MS : undefined, confirm },
    ),
  );
  if ('kind' in saved) return saved;
  if (confirm) {
    deps.getRelay()?.kick();
    return success();
  }
  if (!relay || !saved.claimed) return success();

  // The lead is safe; now give the upstream a short chance to answer in its own words (spec 1 §7).
  const timeoutMs = deps.subscribeUpstreamTimeoutMs ?? SUBSCRIBE_UPSTREAM_TIMEOUT_MS;
  const result = await relay.deliver(saved.claimed, timeoutMs).catch((error: unknown) => {
    console.error('[leads] immediate subscribe delivery failed:', error instanceof Error ? error.message : error);
    return null;
  });
  // The upstream's own success words (or a 409 "already subscribed") would tell a visitor whether an
  // address was already on the list, so every accepted address gets the same text.
  if (result?.outcome === 'rejected' && result.status !== 409) {
    const text = upstreamText(result.body, ['error', 'message']);
    if (text) return { kind: 'upstream-refused', status: result.status, message: text };
  }
  // Time-out or upstream failure: stored, and the relay keeps trying. A rejection the upstream gave
  // no words for stays stored here (see `npm run leads -- outbox --all`).
  return success();
}

export function handleSaveChat(request: Request, deps: LeadDeps = defaultDeps): Promise<LeadOutcome> {
  return fromJsonRequest(request, BODY_LIMITS.chat, saveChat, deps);
}

async function saveChat(body: unknown, headers: Headers, deps: LeadDeps): Promise<LeadOutcome> {
  const parsed = saveChatSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', message: firstIssueMessage(parsed.error) };
  const input = parsed.data;

  // A transcript's size as stored: the cap, the address's byte budget and the store's limit count this.
  const bytes = Buffer.byteLength(JSON.stringify(input.message));
  if (bytes > MAX_CHAT_TRANSCRIPT_BYTES) return { kind: 'chat-too-long' };

  const ip = getClientAddress(headers);
  const limiter = deps.getRateLimiter();
  const decision = await limiter.check('chat', { ip, email: input.userEmail });
  if (!decision.allowed) return { kind: 'rate-limited', retryAfterSec: decision.retryAfterSec };
  const budget = await limiter.checkChatBytes(ip, bytes);
  if (!budget.allowed) return { kind: 'rate-limited', retryAfterSec: budget.retryAfterSec };
  const full = await chatStoreFull(deps, bytes).catch(() => false);
  if (full) return { kind: 'chat-store-full' };

  // The spec's body has no conversation id: the server then names the conversation (see chat-session.ts).
  const conversationId = input.conversationId ?? sessionConversationId(input.userEmail, input.message[0]!.id);
  const { notify } = leadDestinations();
  const relay = deps.getRelay();
  const saved = await persist(deps, 'chat transcript', (store) =>
    store.saveChat(
      {
        conversationId,
        email: input.userEmail,
        transcript: input.message,
        ...getLeadContext(headers, input),
      },
      { forward: upstreamRelay(deps) !== null, notify },
    ),
  );
  if ('kind' in saved) return saved;
  relay?.kick();
  return { kind: 'chat-saved' };
}

export function handleEnquiry(request: Request, deps: LeadDeps = defaultDeps): Promise<LeadOutcome> {
  return fromJsonRequest(request, BODY_LIMITS.enquiry, enquiry, deps);
}

/** An enquiry already read from its request (the JSON route or the contact form's server action). */
export function receiveEnquiry(body: unknown, headers: Headers, deps: LeadDeps = defaultDeps): Promise<LeadOutcome> {
  return trackLeadRequest(() => enquiry(body, headers, deps), restarting);
}

async function enquiry(body: unknown, headers: Headers, deps: LeadDeps): Promise<LeadOutcome> {
  const parsed = enquirySchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', message: firstIssueMessage(parsed.error) };
  const input = parsed.data;
  const success = (): LeadOutcome => ({ kind: 'enquiry-received' });
  if (isHoneypotFilled(input.website)) return success();

  const decision = await deps
    .getRateLimiter()
    .check('enquiry', { ip: getClientAddress(headers), email: input.email });
  if (!decision.allowed) return { kind: 'rate-limited', retryAfterSec: decision.retryAfterSec };

  const { notify } = leadDestinations();
  const relay = deps.getRelay();
  const saved = await persist(deps, 'contact enquiry', (store) =>
    store.saveEnquiry(
      {
        name: input.name,
        email: input.email,
        phone: input.phone,
        service: input.service,
        message: input.message,
        ...getLeadContext(headers, input),
      },
      { forward: upstreamRelay(deps) !== null, notify },
    ),
  );
  if ('kind' in saved) return saved;
  relay?.kick();
  return success();
}

export type HealthReport = {
  /** 'stopping' during a graceful shutdown (503), so a load balancer sends traffic elsewhere. */
  status: 'ok' | 'degraded' | 'stopping';
  store: { engine: LeadStore['engine']; ok: boolean };
  upstream: {
    configured: boolean;
    /** From this instance's own probe of the upstream; the reasons go to the server log only. */
    state: 'reachable' | 'unreachable' | 'unknown' | 'not configured';
    pendingOutbox: number | null;
    /** Entries parked after their last retry (see `npm run leads -- outbox`). */
    failedOutbox: number | null;
    lastDeliveredAt: string | null;
  };
  /** `shared` is false while Redis is configured but not connected (limits then count per instance). */
  rateLimit: { backend: LeadRateLimiter['backend']; shared: boolean };
};

export async function handleHealth(deps: LeadDeps = defaultDeps): Promise<Response> {
  const configured = Boolean(getConfig().upstreamApiHost);
  const engine = storeOptionsFromConfig().engine;
  const upstream: HealthReport['upstream'] = {
    configured,
    state: configured ? 'unknown' : 'not configured',
    pendingOutbox: null,
    failedOutbox: null,
    lastDeliveredAt: null,
  };
  if (leadServicesStopping()) {
    // The store, relay and Redis client are closing: touching them here would open them again.
    const report: HealthReport = {
      status: 'stopping',
      store: { engine, ok: false },
      upstream,
      rateLimit: { backend: getConfig().redisUrl ? 'redis' : 'memory', shared: false },
    };
    return jsonResponse(report, 503, { 'Retry-After': '5' });
  }
  const limiter = deps.getRateLimiter();
  const report: HealthReport = {
    status: 'degraded',
    store: { engine, ok: false },
    upstream,
    rateLimit: { backend: limiter.backend, shared: limiter.isShared() },
  };
  try {
    const store = await deps.getStore();
    await store.ping();
    report.store = { engine: store.engine, ok: true };
    upstream.pendingOutbox = await store.countPendingOutbox();
    upstream.failedOutbox = await store.countFailedOutbox();
    report.status = 'ok';
  } catch (error) {
    console.error('[leads] health check: store unavailable:', error instanceof Error ? error.message : error);
  }
  // Polled by the platform, so after a restart this starts the relay without waiting for a visitor
  // (there is one exactly when an upstream is configured).
  const relay = deps.getRelay();
  if (relay?.channels.includes('upstream')) {
    upstream.configured = true;
    upstream.state = (await relay.probe()) ? 'reachable' : 'unreachable';
    upstream.lastDeliveredAt = relay.status.lastDeliveredAt;
  }
  return jsonResponse(report, report.status === 'ok' ? 200 : 503);
}
