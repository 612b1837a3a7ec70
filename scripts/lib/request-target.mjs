// Requests the production server (scripts/server.mjs) settles before Next.js sees them, because Next.js
// would answer them with a 500 and a stack trace in the log. Every answer here carries the security
// headers of lib/security/static-headers.mjs, as Next.js's own answers do.
import { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADER_FIELDS } from '../../lib/security/static-headers.mjs';

/** Methods that would echo or tunnel a request: no route of the site answers them. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK']);
/** What every page and route of the site may be asked with (each route still answers 405 for the rest). */
const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';

/** A percent-escape run, or a `%` that starts none. */
const ESCAPES = /(?:%[0-9A-Fa-f]{2})+|%/g;

/**
 * Workaround for https://github.com/vercel/next.js/issues/92527: a path whose percent-encoding does not
 * decode (`/blog/%ff/page/1`, `/rss.xml%ff`) fails Next.js's route matching, which answers 500 without
 * the headers of next.config.ts. Its stray `%` signs are escaped (`%25ff`), so that Next.js routes the
 * path as the literal name it is and answers it as any path nobody published: a 404 through the proxy,
 * with every header. Remove this function once Next.js answers such a path with a 404 itself (the change
 * of https://github.com/vercel/next.js/pull/92557); tests/e2e/hostile-paths.spec.ts checks the answers.
 *
 * Returns the request target to hand to Next.js: `url` itself when its path decodes.
 */
export function decodableTarget(url) {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  if (!pathname.includes('%') || decodes(pathname)) return url;
  const escaped = pathname.replace(ESCAPES, (run) => (run !== '%' && decodes(run) ? run : run.replaceAll('%', '%25')));
  return query === -1 ? escaped : escaped + url.slice(query);
}

function decodes(text) {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The answer to a request no route can take, or undefined for any other: 405 for TRACE, 400 for a target
 * that is not a path (`OPTIONS *`, or a proxy's absolute form sent straight to the site).
 */
export function refusal(method, url) {
  if (REFUSED_METHODS.has(method ?? '')) return { status: 405, text: 'Method not allowed', headers: { Allow: ALLOWED_METHODS } };
  if (!url?.startsWith('/')) return { status: 400, text: 'Bad request', headers: {} };
  return undefined;
}

/** The headers of an answer given here: the site's security headers, a policy that lets nothing run. */
export function refusalHeaders(extra = {}) {
  return {
    ...STATIC_SECURITY_HEADER_FIELDS,
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
  };
}

/** Answers `request` when no route can take it (see `refusal`); true when it did. */
export function refuseUnroutable(request, response) {
  const refused = refusal(request.method, request.url);
  if (!refused) return false;
  response.writeHead(refused.status, refusalHeaders(refused.headers));
  response.end(request.method === 'HEAD' ? undefined : `${refused.text}\n`);
  return true;
}

/**
 * For the server's `clientError` event: a request Node.js's parser refused (an unknown method, a malformed
 * header) is answered 400 with the same headers, not with Node.js's bare one. See Node.js's documentation
 * of `clientError`.
 */
export function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = tooLarge ? 'Request header fields too large\n' : 'Bad request\n';
  const headers = { ...refusalHeaders(), 'Content-Length': Buffer.byteLength(body), Connection: 'close' };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
}
