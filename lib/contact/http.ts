/** Request and response plumbing shared by the /api/contact route handlers. */
import { getConfig } from '@/lib/config';
import { outcomeText, type LeadOutcome } from './outcome';

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

// Keys that could reach an object's prototype if some later code merged the body into an object.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

class ForbiddenKeyError extends Error {}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** A lead's outcome as the JSON routes answer it (spec 1 §8: `{ message, success }` or `{ error }`). */
export function leadJsonResponse(outcome: LeadOutcome): Response {
  const text = outcomeText(outcome) ?? '';
  switch (outcome.kind) {
    case 'subscribed':
      return jsonResponse({ message: text, success: true });
    case 'enquiry-received':
      return jsonResponse({ message: text, success: true }, 201);
    case 'chat-saved':
      return jsonResponse({ success: true });
    case 'bad-request':
    case 'upstream-refused':
      return errorResponse(outcome.status, text);
    case 'invalid':
      return errorResponse(400, text);
    case 'rate-limited':
      return errorResponse(429, text, { 'Retry-After': String(outcome.retryAfterSec) });
    case 'chat-too-long':
      return errorResponse(413, text);
    case 'chat-store-full':
      return errorResponse(507, text, { 'Retry-After': '3600' });
    case 'store-unavailable':
      return errorResponse(503, text, { 'Retry-After': '30' });
    case 'restarting':
      return errorResponse(503, text, { 'Retry-After': '5' });
  }
}

export function errorResponse(status: number, error: string, headers: Record<string, string> = {}): Response {
  return jsonResponse({ error }, status, headers);
}

function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const mediaType = header.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

// Fields whose own checks answer a line break in their words (an email with CRLF is "not a valid email
// address", a name's whitespace is collapsed) or that may hold several lines (an enquiry's or a chat's
// messages); every other field (page, referrer, ...) must be a single line.
const FIELDS_WITH_OWN_LINE_RULES = new Set(['message', 'email', 'userEmail', 'name', 'phone']);
// Control characters; line breaks and tabs are checked apart, as only multi-line fields may hold them.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;

/**
 * Why the strings of a parsed body cannot be stored as they are, or null: a lone surrogate (JSON's
 * `\ud800` escape) has no UTF-8 form, so the database would refuse it; control characters have no place in
 * a lead, and a line break in a one-line field (a page, a referrer) could split a header or a log line.
 */
function textProblem(value: unknown, field: string | null = null, multiLine = false): string | null {
  if (typeof value === 'string') {
    const name = field ?? 'body';
    if (!value.isWellFormed()) return `The field "${name}" contains text that is not valid Unicode.`;
    if (CONTROL.test(value)) return `The field "${name}" contains a control character.`;
    if (!multiLine && LINE_BREAK_OR_TAB.test(value)) return `The field "${name}" must be a single line.`;
    return null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = textProblem(item, field, multiLine);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!key.isWellFormed()) return 'A field name is not valid Unicode.';
      // Inside the multi-line field (a chat's list of messages), nested names are reported by the top one.
      const problem = textProblem(item, field ?? key, multiLine || (field === null && FIELDS_WITH_OWN_LINE_RULES.has(key)));
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Reads a JSON body with the cap enforced on the stream itself (a lying or missing Content-Length
 * cannot make the server buffer more), then parses it refusing prototype-polluting keys.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return { ok: false, status: 415, error: 'Please send the request as JSON (Content-Type: application/json).' };
  }
  const tooLarge = () => ({
    ok: false as const,
    status: 413 as const,
    error: `The request body is too large (at most ${Math.floor(maxBytes / 1024)} KB).`,
  });
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();

  const chunks: Uint8Array[] = [];
  let received = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  if (received === 0) return { ok: false, status: 400, error: 'The request body is empty.' };

  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, error: 'The request body is not valid UTF-8.' };
  }
  try {
    const value: unknown = JSON.parse(text, (key, item: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
      return item;
    });
    const problem = textProblem(value);
    return problem ? { ok: false, status: 400, error: problem } : { ok: true, value };
  } catch (error) {
    if (error instanceof ForbiddenKeyError) {
      return { ok: false, status: 400, error: `The field name "${error.message}" is not allowed.` };
    }
    return { ok: false, status: 400, error: 'The request body is not valid JSON.' };
  }
}

/**
 * The visitor's address for rate limiting, from X-Forwarded-For read with `trustedProxyHops`
 * (TRUSTED_PROXY_HOPS). The production server (scripts/server.mjs) appends the socket address to every
 * request's header, so the last entry is always the peer that connected; each trusted proxy appended the
 * address it saw before that, and anything further left is what the client wrote. So the client is the entry
 * `hops` places left of the last one: 0 hops is the socket address (a forged header changes nothing), 1 is
 * the address the one proxy in front saw. With fewer entries than that the leftmost is used.
 */
export function getClientAddress(headers: Headers, trustedProxyHops = getConfig().trustedProxyHops): string {
  const entries = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries && entries.length > 0) {
    const index = Math.max(0, entries.length - 1 - trustedProxyHops);
    return entries[index]!.slice(0, 100);
  }
  // Only outside the production server (which always sets X-Forwarded-For), e.g. a route called in tests.
  const real = headers.get('x-real-ip')?.trim();
  if (real) return real.slice(0, 100);
  return 'local';
}

export type LeadContext = { page: string | null; referrer: string | null };

const MAX_PAGE = 512;
const MAX_REFERRER = 1024;

function pathOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`.slice(0, MAX_PAGE);
  } catch {
    return null;
  }
}

/** Where the lead came from: the page the form was on, and how the visitor reached the site. */
export function getLeadContext(headers: Headers, body: { page?: string; referrer?: string }): LeadContext {
  const refererHeader = headers.get('referer');
  const bodyPage = body.page?.trim();
  const page = bodyPage && bodyPage.startsWith('/') ? bodyPage.slice(0, MAX_PAGE) : pathOf(refererHeader);
  const referrer = body.referrer?.trim() || refererHeader?.trim() || null;
  return { page: page ?? null, referrer: referrer ? referrer.slice(0, MAX_REFERRER) : null };
}

/** Most of an outside service's answer the relay reads: its words fit, a flood of bytes is not buffered. */
export const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Reads at most `maxBytes` of a response's body as UTF-8 and drops the rest unread (the stream is
 * cancelled), so a huge answer costs no more memory or time than a small one.
 */
export async function readCappedText(
  response: Response,
  maxBytes = MAX_ANSWER_BYTES,
): Promise<{ text: string; truncated: boolean }> {
  if (!response.body) return { text: '', truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.byteLength > maxBytes) {
      truncated = true;
      await reader.cancel().catch(() => undefined);
      break;
    }
    received += value.byteLength;
    chunks.push(value);
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated };
}
