#!/usr/bin/env node
// The production HTTP server (Next's documented custom server): `next start` plus two rules. Every
// request's X-Forwarded-For ends with the address of the socket it came in on. `next start` only sets the
// header when a request has none, so a client reaching the instance directly could name any address;
// appended here, the last entry is always the real peer and TRUSTED_PROXY_HOPS counts back from it. And a
// request Next.js cannot route is answered with a 4xx and the security headers instead of its 500
// (scripts/lib/request-target.mjs).
//
//   node scripts/server.mjs   (a build in .next of the working directory; PORT, HOSTNAME from the
//                              environment; scripts/start.mjs builds first when the build is stale)
import http from 'node:http';
import { appendSocketAddress } from './lib/forwarded-for.mjs';
import { answerClientError, decodableTarget, refuseUnroutable } from './lib/request-target.mjs';
import { importSiteModule } from './lib/site-module.mjs';

// Before Next loads: it reads both when it starts.
process.env.NODE_ENV = 'production';
// lib/shutdown.ts (installed by instrumentation.ts) then finishes requests and closes the lead store on
// SIGTERM/SIGINT; it finds this server through Node's `http.server.request.start` diagnostics channel.
process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true';

// The environment, parsed once by the site's own module (lib/config.ts, loaded with jiti as
// scripts/leads.mjs does): a bad variable stops the server here, each named on a line of its own.
const { parseConfig, ConfigError } = await importSiteModule('lib/config.ts');
let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  for (const issue of error.issues) console.error(`${issue}.`);
  process.exit(1);
}
const { port, hostname } = config;
// The same as `next start --keepAliveTimeout`: an idle keep-alive connection is closed after this long.
// Behind a proxy that keeps connections to the app open, set it above that proxy's idle timeout.
const keepAliveTimeout = config.keepAliveTimeoutMs;

const { default: next } = await import('next');
// No hostname for Next.js, whatever address this server listens on: Next.js writes the proxy's rewrites
// (the 404 page for a missing post, the error page for a failed read) against localhost, and took a rewrite
// for one to another origin when its own hostname was any other, fetching it again over HTTP: one more
// request each, and a 500 where nothing listens on localhost (HOSTNAME set to one interface's address).
const app = next({ dev: false, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((request, response) => {
  // TRACE, `OPTIONS *` and the like: Next.js would answer a 500 and log a stack trace.
  if (refuseUnroutable(request, response)) return;
  request.url = decodableTarget(request.url);
  appendSocketAddress(request);
  handle(request, response).catch((error) => {
    console.error('[server] request failed:', error);
    if (!response.headersSent) {
      response.statusCode = 500;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    }
    response.end();
  });
});
server.keepAliveTimeout = keepAliveTimeout;
// Node's guidance: the header time-out above the keep-alive one, or a reused connection can be cut mid-request.
server.headersTimeout = Math.max(60_000, keepAliveTimeout + 1_000);
server.on('clientError', answerClientError);
server.on('error', (error) => {
  console.error(`[server] cannot listen on ${hostname}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const shown = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  console.log(`[server] ready on http://${shown}:${port} (X-Forwarded-For ends with the socket address).`);
});
