import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';

/**
 * A GET with node:http(s), answered as a fetch Response whose body streams from the socket. The blog's
 * upstream reads use it instead of the global fetch, which Next.js extends with its data cache: that cache
 * reads a whole body into memory before the caller's size cap could stop it. The signal aborts the request
 * and the body; a redirect is an error, as with fetch's `redirect: 'error'`.
 */
export function httpGet(input: string | URL, init: { headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<Response> {
  const url = new URL(input);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      // identity: the size cap counts the bytes as they arrive, with nothing to inflate.
      { method: 'GET', headers: { 'accept-encoding': 'identity', ...init.headers }, signal: init.signal },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.destroy();
          reject(new TypeError('fetch failed', { cause: new Error('unexpected redirect') }));
          return;
        }
        if (status < 200 || status > 599) {
          response.destroy();
          reject(new TypeError('fetch failed', { cause: new Error(`unusable status ${status}`) }));
          return;
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (Array.isArray(value)) for (const item of value) headers.append(name, item);
          else if (value !== undefined) headers.set(name, value);
        }
        const body = status === 204 ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>);
        if (!body) response.resume();
        resolve(new Response(body, { status, headers }));
      },
    );
    request.on('error', (error) => reject(error.name === 'AbortError' ? error : new TypeError('fetch failed', { cause: error })));
    request.end();
  });
}
