import { ACTION_LENGTH_REQUIRED_TEXT, actionTooLargeText, FOREIGN_ORIGIN_TEXT } from '@/content/forms';
import { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from './headers';

/**
 * A POST to a page is a form's server action (the only POSTs a page takes). Next.js refuses one from a
 * foreign origin, or one past its body limit, by throwing inside the render, which a visitor and a client
 * see as a 500. proxy.ts asks this first and answers those two cases itself: 403 and 413, with the security
 * headers, before Next.js reads the body. The rules are Next.js's own: the Origin's host must be the
 * request's (X-Forwarded-Host first), and a body with no Origin is left to Next.js.
 */

/** Larger than any of the site's forms (the contact form's JSON route takes 32 KB), far under Next's 1 MB. */
export const ACTION_BODY_LIMIT = 64 * 1024;

export const ACTION_TOO_LARGE_TEXT = actionTooLargeText(ACTION_BODY_LIMIT / 1024);

function refuse(status: number, text: string): Response {
  const headers = new Headers({
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  });
  for (const { key, value } of STATIC_SECURITY_HEADERS) headers.set(key, value);
  return new Response(text, { status, headers });
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The answer to a page POST that Next.js would fail with a 500 (403, 411 or 413), or null to let it through. */
export function refuseBadActionPost(request: Request): Response | null {
  if (request.method !== 'POST') return null;
  const origin = request.headers.get('origin');
  if (origin !== null) {
    const expected = (request.headers.get('x-forwarded-host') ?? request.headers.get('host'))?.split(',')[0]?.trim();
    // "null" is a sandboxed or privacy-stripped origin: not the site's.
    if (!expected || hostOf(origin) !== expected) return refuse(403, FOREIGN_ORIGIN_TEXT);
  }
  const declared = request.headers.get('content-length');
  // A browser always states a form's length; a chunked body of unknown size would reach Next.js's own limit.
  if (declared === null && request.headers.has('transfer-encoding')) return refuse(411, ACTION_LENGTH_REQUIRED_TEXT);
  const length = Number(declared);
  if (Number.isFinite(length) && length > ACTION_BODY_LIMIT) return refuse(413, ACTION_TOO_LARGE_TEXT);
  return null;
}
