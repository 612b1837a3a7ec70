import { getConfig } from '@/lib/config';
import {
  errorResponse,
  getClientAddress,
  getLeadContext,
  jsonResponse,
  readJsonBody,
} from './http';
import { getLeadRateLimiter, tooManyRequests, type LeadRateLimiter } from './rate-limit';
import { getLeadRelay, upstreamText, type OutboxRelay } from './relay';
import {
  enquirySchema,
  firstIssueMessage,
  isHoneypotFilled,
  saveChatSchema,
  subscribeSchema,
} from './schemas';
import { getLeadStore, storeOptionsFromConfig, type LeadStore, type SaveOutcome } from './store';
import { ENQUIRY_SUCCESS, STORE_UNAVAILABLE, SUBSCRIBE_SUCCESS } from './texts';

/**
 * The /api/contact/* request handling: parse -> validate -> honeypot -> rate limit -> store (lead and
 * outbox entry in one transaction) -> answer. A visitor is told "saved" only after the commit.
 */

export const BODY_LIMITS = { subscribe: 4 * 1024, chat: 256 * 1024, enquiry: 32 * 1024 } as const;
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

async function persist(
  deps: LeadDeps,
  kind: string,
  save: (store: LeadStore) => Promise<SaveOutcome>,
): Promise<SaveOutcome | Response> {
  try {
    return await save(await deps.getStore());
  } catch (error) {
    console.error(`[leads] could not store a ${kind}:`, error instanceof Error ? error.message : error);
    return errorResponse(503, STORE_UNAVAILABLE, { 'Retry-After': '30' });
  }
}

export async function handleSubscribe(request: Request, deps: LeadDeps = defaultDeps): Promise<Response> {
  const body = await readJsonBody(request, BODY_LIMITS.subscribe);
  if (!body.ok) return body.response;
  const parsed = subscribeSchema.safeParse(body.value);
  if (!parsed.success) return errorResponse(400, firstIssueMessage(parsed.error));
  const input = parsed.data;
  const success = () => jsonResponse({ message: SUBSCRIBE_SUCCESS, success: true });
  if (isHoneypotFilled(input.website)) return success();

  const decision = await deps
    .getRateLimiter()
    .check('subscribe', { ip: getClientAddress(request.headers), email: input.email });
  if (!decision.allowed) return tooManyRequests(decision.retryAfterSec);

  const relay = deps.getRelay();
  const saved = await persist(deps, 'subscriber', (store) =>
    store.saveSubscriber(
      { email: input.email, ...getLeadContext(request.headers, input) },
      { forward: relay !== null, claimForMs: relay ? IMMEDIATE_LEASE_MS : undefined },
    ),
  );
  if (saved instanceof Response) return saved;
  if (!relay || !saved.claimed) return success();

  // The lead is safe; now give the upstream a short chance to answer in its own words (spec 1 §7).
  const timeoutMs = deps.subscribeUpstreamTimeoutMs ?? SUBSCRIBE_UPSTREAM_TIMEOUT_MS;
  const result = await relay.deliver(saved.claimed, timeoutMs).catch((error: unknown) => {
    console.error('[leads] immediate subscribe delivery failed:', error instanceof Error ? error.message : error);
    return null;
  });
  if (result?.outcome === 'delivered') {
    const text = upstreamText(result.body, ['message', 'success']) ?? SUBSCRIBE_SUCCESS;
    return jsonResponse({ message: text, success: true });
  }
  if (result?.outcome === 'rejected') {
    const text = upstreamText(result.body, ['error', 'message']);
    if (text) return errorResponse(result.status, text);
  }
  // Time-out or upstream failure: stored, and the relay keeps trying. A rejection the upstream gave
  // no words for stays stored here (see `npm run leads -- outbox --all`).
  return success();
}

export async function handleSaveChat(request: Request, deps: LeadDeps = defaultDeps): Promise<Response> {
  const body = await readJsonBody(request, BODY_LIMITS.chat);
  if (!body.ok) return body.response;
  const parsed = saveChatSchema.safeParse(body.value);
  if (!parsed.success) return errorResponse(400, firstIssueMessage(parsed.error));
  const input = parsed.data;

  const decision = await deps
    .getRateLimiter()
    .check('chat', { ip: getClientAddress(request.headers), email: input.userEmail });
  if (!decision.allowed) return tooManyRequests(decision.retryAfterSec);

  const relay = deps.getRelay();
  const saved = await persist(deps, 'chat transcript', (store) =>
    store.saveChat(
      {
        conversationId: input.conversationId,
        email: input.userEmail,
        transcript: input.message,
        ...getLeadContext(request.headers, input),
      },
      { forward: relay !== null },
    ),
  );
  if (saved instanceof Response) return saved;
  relay?.kick();
  return jsonResponse({ success: true });
}

export async function handleEnquiry(request: Request, deps: LeadDeps = defaultDeps): Promise<Response> {
  const body = await readJsonBody(request, BODY_LIMITS.enquiry);
  if (!body.ok) return body.response;
  const parsed = enquirySchema.safeParse(body.value);
  if (!parsed.success) return errorResponse(400, firstIssueMessage(parsed.error));
  const input = parsed.data;
  const success = () => jsonResponse({ message: ENQUIRY_SUCCESS, success: true }, 201);
  if (isHoneypotFilled(input.website)) return success();

  const decision = await deps
    .getRateLimiter()
    .check('enquiry', { ip: getClientAddress(request.headers), email: input.email });
  if (!decision.allowed) return tooManyRequests(decision.retryAfterSec);

  const relay = deps.getRelay();
  const saved = await persist(deps, 'contact enquiry', (store) =>
    store.saveEnquiry(
      {
        name: input.name,
        email: input.email,
        phone: input.phone,
        service: input.service,
        message: input.message,
        ...getLeadContext(request.headers, input),
      },
      { forward: relay !== null },
    ),
  );
  if (saved instanceof Response) return saved;
  relay?.kick();
  return success();
}

export type HealthReport = {
  status: 'ok' | 'degraded';
  store: { engine: LeadStore['engine']; ok: boolean };
  upstream: { configured: boolean; pendingOutbox: number | null };
  rateLimit: { backend: LeadRateLimiter['backend'] };
};

export async function handleHealth(deps: LeadDeps = defaultDeps): Promise<Response> {
  const configured = Boolean(getConfig().upstreamApiHost);
  const report: HealthReport = {
    status: 'degraded',
    store: { engine: storeOptionsFromConfig().engine, ok: false },
    upstream: { configured, pendingOutbox: null },
    rateLimit: { backend: deps.getRateLimiter().backend },
  };
  try {
    const store = await deps.getStore();
    await store.ping();
    report.store = { engine: store.engine, ok: true };
    report.upstream.pendingOutbox = await store.countPendingOutbox();
    report.status = 'ok';
  } catch (error) {
    console.error('[leads] health check: store unavailable:', error instanceof Error ? error.message : error);
  }
  // Polled by the platform, so after a restart this starts the relay without waiting for a visitor.
  if (configured) deps.getRelay();
  return jsonResponse(report, report.status === 'ok' ? 200 : 503);
}
