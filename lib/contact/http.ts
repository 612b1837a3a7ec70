/** Request and response plumbing shared by the /api/contact route handlers. */

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

// Keys that could reach an object's prototype if some later code merged the body into an object.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

class ForbiddenKeyError extends Error {}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

export function errorResponse(status: number, error: string, headers: Record<string, string> = {}): Response {
  return jsonResponse({ error }, status, headers);
}

function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const mediaType = header.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * Reads a JSON body with the cap enforced on the stream itself (a lying or missing Content-Length
 * cannot make the server buffer more), then parses it refusing prototype-polluting keys.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return {
      ok: false,
      response: errorResponse(415, 'Please send the request as JSON (Content-Type: application/json).'),
    };
  }
  const tooLarge = () => ({
    ok: false as const,
    response: errorResponse(413, `The request body is too large (at most ${Math.floor(maxBytes / 1024)} KB).`),
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
  if (received === 0) return { ok: false, response: errorResponse(400, 'The request body is empty.') };

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
    return { ok: false, response: errorResponse(400, 'The request body is not valid UTF-8.') };
  }
  try {
    const value: unknown = JSON.parse(text, (key, item: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
      return item;
    });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ForbiddenKeyError) {
      return { ok: false, response: errorResponse(400, `The field name "${error.message}" is not allowed.`) };
    }
    return { ok: false, response: errorResponse(400, 'The request body is not valid JSON.') };
  }
}

/**
 * The visitor's address for rate limiting. Behind the reverse proxy the deployment expects, the LAST
 * entry of X-Forwarded-For is the address the proxy itself saw (earlier entries are whatever the client
 * sent, so they can be forged); without a proxy, Next sets the header to the socket address. X-Real-IP
 * is the fallback, then 'local'.
 */
export function getClientAddress(headers: Headers): string {
  const hops = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const nearest = hops?.[hops.length - 1];
  if (nearest) return nearest.slice(0, 100);
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
