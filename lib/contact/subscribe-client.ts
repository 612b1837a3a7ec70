import {
  ENQUIRY_SUCCESS,
  NO_RESPONSE,
  SUBSCRIBE_SUCCESS,
  requestErrorText,
  serverReturnedText,
  unexpectedResponseText,
} from '@/content/forms';

/**
 * Browser side of the lead forms: one POST with a time-out, and the error catalogue of spec 1 §8 as a
 * pure mapping from what came back to the text the visitor reads.
 */

/** Browser-side time-out of a form submission (spec 1 §9). */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** What a submission produced: a response with its parsed body (undefined if not JSON), or a thrown error. */
export type SubmitReply = { kind: 'response'; status: number; body: unknown } | { kind: 'error'; error: unknown };
export type SubmitResult = { ok: true; message: string } | { ok: false; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textField(body: unknown, field: string): string | undefined {
  if (!isRecord(body)) return undefined;
  const value = body[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function isNoResponse(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('name' in error)) return false;
  // AbortError/TimeoutError: our 15 s time-out; TypeError: fetch's "network request failed".
  // Compared by name: the error may come from another realm, where instanceof fails.
  return error.name === 'AbortError' || error.name === 'TimeoutError' || error.name === 'TypeError';
}

/** Maps a reply to the visitor's text; `defaultSuccess` is used when a success says nothing itself. */
export function toSubmitResult(reply: SubmitReply, defaultSuccess: string): SubmitResult {
  if (reply.kind === 'error') {
    if (isNoResponse(reply.error)) return { ok: false, message: NO_RESPONSE };
    const error = reply.error;
    const detail =
      typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
        ? error.message
        : String(error);
    return { ok: false, message: requestErrorText(detail) };
  }
  const { status, body } = reply;
  if (status >= 400 && status <= 599) {
    const text = textField(body, 'error') ?? textField(body, 'message');
    return { ok: false, message: text ?? serverReturnedText(status) };
  }
  if (status >= 200 && status < 300 && isRecord(body) && body.success !== false) {
    return { ok: true, message: textField(body, 'message') ?? textField(body, 'success') ?? defaultSuccess };
  }
  if (status >= 200 && status < 300 && isRecord(body)) {
    const text = textField(body, 'error') ?? textField(body, 'message');
    if (text) return { ok: false, message: text };
  }
  return { ok: false, message: unexpectedResponseText(status) };
}

/** The newsletter's mapping (spec 1 §8), default success "Thank you for subscribing!". */
export function toSubscribeResult(reply: SubmitReply): SubmitResult {
  return toSubmitResult(reply, SUBSCRIBE_SUCCESS);
}

export function toEnquiryResult(reply: SubmitReply): SubmitResult {
  return toSubmitResult(reply, ENQUIRY_SUCCESS);
}

export type PostOptions = { timeoutMs?: number; fetcher?: typeof fetch };

/** POSTs JSON and returns what came back, never throwing: errors become `{ kind: 'error' }`. */
export async function postJson(url: string, payload: unknown, options: PostOptions = {}): Promise<SubmitReply> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out.', 'TimeoutError')),
    options.timeoutMs ?? SUBMIT_TIMEOUT_MS,
  );
  try {
    const fetcher = options.fetcher ?? fetch;
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { kind: 'response', status: response.status, body };
  } catch (error) {
    return { kind: 'error', error };
  } finally {
    clearTimeout(timer);
  }
}

function currentPage(): { page?: string; referrer?: string } {
  if (typeof window === 'undefined') return {};
  const referrer = document.referrer;
  return { page: window.location.pathname, ...(referrer ? { referrer: referrer.slice(0, 1024) } : {}) };
}

/** Subscribes an address (already checked with `checkEmail`); resolves to the text to show. */
export async function subscribe(
  email: string,
  options: PostOptions & { website?: string } = {},
): Promise<SubmitResult> {
  const { website, ...post } = options;
  const reply = await postJson('/api/contact/subscribe', { email, ...(website ? { website } : {}), ...currentPage() }, post);
  return toSubscribeResult(reply);
}

export type EnquiryPayload = {
  name: string;
  email: string;
  phone?: string;
  service: string;
  message: string;
  website?: string;
};

export async function submitEnquiry(payload: EnquiryPayload, options: PostOptions = {}): Promise<SubmitResult> {
  const reply = await postJson('/api/contact/enquiry', { ...payload, ...currentPage() }, options);
  return toEnquiryResult(reply);
}
