import { processSlot } from '@/lib/process-slot';
import diagnosticsChannel from 'node:diagnostics_channel';
import http from 'node:http';
import { drainLeadRequests, markLeadServicesStopping, stopLeadServices } from './contact/lifecycle';

/**
 * Graceful shutdown of the production server (scripts/server.mjs) on SIGTERM (a deployment, `docker stop`,
 * Kubernetes) and SIGINT.
 *
 * Next's own handler closes the HTTP server and exits, but the lead store would be left open (PGlite
 * must be closed cleanly). With NEXT_MANUAL_SIG_HANDLE set (scripts/server.mjs sets it) Next leaves the
 * signals to us, and instrumentation.ts installs this instead:
 *
 * 1. /api/health answers 503 "stopping"; the listening socket closes, so no new connection is taken.
 * 2. Requests in flight finish; each open keep-alive connection answers the request it carries with
 *    `Connection: close` and is then closed (idle ones at once).
 * 3. Lead requests still running after the grace period are waited for, new ones refused with 503,
 *    so a visitor is never told "saved" for a lead that was not written.
 * 4. The relay stops (after the batch it is sending), then Redis and the store close; exit code 0.
 */

/** Time given to requests in flight; Docker's default stop timeout is 10 s, Kubernetes' 30 s. */
export const SHUTDOWN_GRACE_MS = 8_000;
const IDLE_SWEEP_MS = 100;

/**
 * The HTTP servers of this process that have answered a request, as Node's documented
 * `http.server.request.start` diagnostics channel reports them: the same way for scripts/server.mjs and
 * for `next start`, which does not expose its server. A server that has had no request yet has nothing
 * in flight: step 2 skips it.
 */
const servers = new Set<http.Server>();
const onRequestStart = (message: unknown) => {
  const server = (message as { server?: unknown }).server;
  if (server instanceof http.Server && !servers.has(server)) {
    servers.add(server);
    server.once('close', () => servers.delete(server));
  }
};
diagnosticsChannel.subscribe('http.server.request.start', onRequestStart);

function listeningServers(): http.Server[] {
  return [...servers].filter((server) => server.listening);
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    // Runs after Next's own listener, before it has written the head: the client is told to reconnect.
    server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    });
    server.closeIdleConnections();
  });
}

function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), Math.max(ms, 0));
    }),
  ]).finally(() => clearTimeout(timer));
}

export async function shutDown(signal: string, graceMs = SHUTDOWN_GRACE_MS): Promise<number> {
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  console.log(`[server] ${signal}: finishing the requests in flight (at most ${graceMs / 1000} s), then closing the lead store.`);
  markLeadServicesStopping();
  const servers = listeningServers();
  const closed = await within(Promise.all(servers.map(closeServer)), graceMs);
  if (!closed) console.warn(`[server] connections still open after ${elapsed()}; closing anyway.`);
  // Lead requests get a little longer than the grace period: each one is a visitor's data.
  const left = await drainLeadRequests(Math.max(graceMs - (Date.now() - started), 2_000));
  if (left > 0) console.warn(`[server] ${left} lead request(s) still unanswered; their visitors were not told "saved".`);
  try {
    await stopLeadServices();
  } catch (error) {
    console.error('[server] closing the lead services failed:', error instanceof Error ? error.message : error);
    return 1;
  }
  console.log(`[server] stopped cleanly in ${elapsed()}.`);
  return 0;
}

const installed = processSlot<boolean>('shutdownInstalled');

/** Installs the SIGTERM / SIGINT handlers once per process. */
export function installGracefulShutdown(): void {
  if (installed.get()) return;
  installed.set(true);
  let shuttingDown = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // A second signal (Ctrl+C reaches both npm start and the server) must not cut the first short.
    if (shuttingDown) return;
    shuttingDown = true;
    void shutDown(signal).then(
      (code) => process.exit(code),
      (error: unknown) => {
        console.error('[server] shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
