#!/usr/bin/env node
// `npm run test:load`: the production build under mixed load on loopback, with faults (issue 6 §4).
// Each phase drives N connections for D seconds through page views and lead posts (newsletter
// signups, chat transcripts, contact enquiries), every lead with a unique email or conversation:
//
//   a. plain: no 5xx (no non-2xx at all), and every accepted lead is stored exactly once;
//   b. upstream down, then up: the same, and after it every lead reaches the fake upstream with
//      exactly one acknowledged delivery per idempotency key;
//   c. restart: SIGTERM half-way through the load, then a new server on the same data directory:
//      every lead answered 2xx is stored (and delivered) exactly once; a lead that reached the server
//      while it stopped was either answered 2xx or refused (503) or lost its connection.
//
// The embedded store is read directly after the last server has stopped. Exit code 1 when any of
// these fails, 2 for bad options.
//
//   npm run test:load -- [--duration 30] [--connections 50] [--short] [--phases a,b,c]
//                        [--port 3320] [--upstream-port 3321] [--skip-build]
//
// --short (CI): 5 s a phase at 20 connections unless given. --skip-build (or SKIP_BUILD=1) serves the
// existing .next build as it is. Rate limits are lifted for the run (the load comes from one address)
// and the relay retries every second, so an upstream that comes back is caught up within seconds.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  HOST,
  ScriptError,
  killGroups,
  number,
  parseLoadArgs,
  portInUse,
  positiveInt,
  printRows,
  printTail,
  runAutocannon,
  signalServer,
  sleep,
  startServer,
  stopServer,
  waitForHealth,
} from './lib/server.mjs';

// rate-limit.ts accepts at most nine digits of points.
const UNLIMITED = '999999999';
/** Page views; the article is one of the local posts, or of the fake upstream's once it serves the blog. */
const pagesFor = (withUpstream) => [
  '/',
  '/discover/team',
  '/insight/page/1',
  withUpstream ? '/insight/blogs/501/shape-array' : '/insight/blogs/115/core-web-vitals-for-marketing-sites',
  '/engage',
];
const LEAD_PATHS = { subscribe: '/api/contact/subscribe', chat: '/api/contact/save-chat', enquiry: '/api/contact/enquiry' };
const KINDS = Object.keys(LEAD_PATHS);
/** One connection's cycle: half page views, half leads. */
const cycle = (pages) => [pages[0], 'subscribe', pages[1], 'chat', pages[2], 'subscribe', pages[3], 'enquiry', pages[4], 'chat'];
const PHASES = {
  a: 'plain load',
  b: 'upstream down, then up',
  c: 'server restart under load',
};
const USAGE = `Usage: npm run test:load -- [--duration SECONDS] [--connections N] [--short] [--phases a,b,c]
                            [--port PORT] [--upstream-port PORT] [--skip-build]
Phases: ${Object.entries(PHASES)
  .map(([key, title]) => `${key} = ${title}`)
  .join(', ')}.
Defaults: 30 s a phase at 50 connections (--short: 5 s at 20), port 3320, fake upstream on 3321.`;

// ---------- options ----------

function readOptions(argv, env) {
  const values = parseLoadArgs(argv, {
    short: { type: 'boolean' },
    phases: { type: 'string' },
    'upstream-port': { type: 'string' },
  });
  const short = values.short === true;
  const phases = (values.phases ?? 'a,b,c').split(',').map((phase) => phase.trim().toLowerCase());
  const unknown = phases.filter((phase) => !(phase in PHASES));
  if (unknown.length > 0 || phases.length === 0) throw new ScriptError(`--phases takes a comma-separated list of a, b, c (got "${values.phases}").`);
  const options = {
    help: values.help === true,
    short,
    duration: positiveInt('--duration', values.duration ?? (short ? '5' : '30'), 600),
    connections: positiveInt('--connections', values.connections ?? (short ? '20' : '50'), 1000),
    phases: Object.keys(PHASES).filter((phase) => phases.includes(phase)),
    port: positiveInt('--port', values.port ?? env.LOAD_PORT ?? '3320', 65535),
    upstreamPort: positiveInt('--upstream-port', values['upstream-port'] ?? env.LOAD_UPSTREAM_PORT ?? '3321', 65535),
    skipBuild: values['skip-build'] === true || env.SKIP_BUILD === '1',
  };
  if (options.duration < 2) throw new ScriptError('--duration must be at least 2 seconds.');
  return options;
}

// ---------- leads ----------

/** The leads of one phase: what was sent, and how each was answered. */
function createLeadBook(runId, phase) {
  let serial = 0;
  const kinds = Object.fromEntries(KINDS.map((kind) => [kind, { accepted: new Set(), refused: new Map() }]));
  /** Chats are identified by their conversation id, which carries no phase. */
  const chatIds = new Set();
  /** A chat's address, by conversation id: its notification names the address. */
  const chatEmails = new Map();
  return {
    runId,
    phase,
    kinds,
    chatIds,
    /** The addresses of the accepted enquiries and chats: each must reach the webhook exactly once. */
    notified: () => [...kinds.enquiry.accepted, ...[...kinds.chat.accepted].map((id) => chatEmails.get(id))],
    /** A fresh lead: its identity (email or conversation id), its email and its JSON body. */
    create(kind) {
      serial += 1;
      const email = `load-${runId}-${phase}-${kind}-${serial}@example.com`;
      if (kind === 'subscribe') return { id: email, email, body: { email } };
      if (kind === 'enquiry') {
        return {
          id: email,
          email,
          body: { name: 'Load Test', email, service: 'Web Development', message: `Load test enquiry ${serial}.` },
        };
      }
      const conversationId = randomUUID();
      chatIds.add(conversationId);
      chatEmails.set(conversationId, email);
      return {
        id: conversationId,
        email,
        body: {
          conversationId,
          userEmail: email,
          message: [
            { id: '1', message: 'Hi! How can I help you ?', type: 'bot' },
            { id: '2', message: email, type: 'user' },
          ],
        },
      };
    },
    answer(kind, id, status) {
      const book = kinds[kind];
      if (status >= 200 && status < 300) book.accepted.add(id);
      else book.refused.set(status, (book.refused.get(status) ?? 0) + 1);
    },
    accepted: () => KINDS.reduce((sum, kind) => sum + kinds[kind].accepted.size, 0),
    /** With any status; leads whose connection failed are not answered (autocannon counts them as errors). */
    answered: () =>
      KINDS.reduce((sum, kind) => sum + kinds[kind].accepted.size + [...kinds[kind].refused.values()].reduce((a, b) => a + b, 0), 0),
  };
}

function leadRequest(kind, book) {
  return {
    method: 'POST',
    path: LEAD_PATHS[kind],
    headers: { 'content-type': 'application/json' },
    // `context` belongs to one connection and, with pipelining 1, to one request at a time.
    setupRequest(request, context) {
      const lead = book.create(kind);
      context.lead = lead.id;
      return { ...request, body: JSON.stringify(lead.body) };
    },
    onResponse(status, _body, context) {
      if (typeof context.lead === 'string') book.answer(kind, context.lead, status);
      context.lead = undefined;
    },
  };
}

function runLoad({ port, duration, connections, book, pages }, register) {
  const requests = cycle(pages).map((step) => (step in LEAD_PATHS ? leadRequest(step, book) : { method: 'GET', path: step }));
  return runAutocannon({ port, connections, duration, requests }, register);
}

/** One request of each kind and every page, answered 2xx, before the load: a broken setup fails here. */
async function preflight(port, book, pages) {
  for (const page of pages) {
    const response = await fetch(`http://${HOST}:${port}${page}`, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    if (response.status !== 200) throw new ScriptError(`GET ${page} answered ${response.status} before the load.`);
  }
  for (const kind of KINDS) {
    const lead = book.create(kind);
    const response = await fetch(`http://${HOST}:${port}${LEAD_PATHS[kind]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    book.answer(kind, lead.id, response.status);
    if (response.status < 200 || response.status >= 300) {
      throw new ScriptError(`POST ${LEAD_PATHS[kind]} answered ${response.status} before the load: ${text.slice(0, 300)}`);
    }
  }
}

// ---------- the fake upstream ----------

function upstreamClient(port) {
  const base = `http://${HOST}:${port}`;
  const call = async (pathname, init) => {
    const response = await fetch(`${base}${pathname}`, { ...init, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new ScriptError(`The fake upstream answered ${response.status} to ${pathname}.`);
    return response.json();
  };
  return {
    url: base,
    async waitUntilUp() {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        try {
          await call('/__health');
          return;
        } catch {
          await sleep(100);
        }
      }
      throw new ScriptError(`The fake upstream did not start on port ${port}.`);
    },
    setMode: (mode) => call('/__mode', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode }) }),
    deliveries: () => call('/__deliveries'),
  };
}

/** Per lead identity, the idempotency keys that reached the upstream, with requests and acknowledgements. */
function deliveriesByIdentity(record) {
  const byIdentity = new Map();
  for (const [key, entry] of Object.entries(record.keys)) {
    const list = byIdentity.get(entry.identity) ?? [];
    list.push({ key, ...entry });
    byIdentity.set(entry.identity, list);
  }
  return byIdentity;
}

async function health(port) {
  const response = await fetch(`http://${HOST}:${port}/api/health`, { signal: AbortSignal.timeout(5000) });
  return { status: response.status, body: await response.json() };
}

/**
 * Waits until the server's outbox is empty and every accepted lead of `books` has an acknowledged
 * delivery; returns the seconds it took, or null when `timeoutMs` ran out.
 */
async function waitForDeliveries(port, upstream, books, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const [{ body }, record] = await Promise.all([health(port), upstream.deliveries()]);
    const byIdentity = deliveriesByIdentity(record);
    const missing = books.some((book) =>
      KINDS.some((kind) =>
        [...book.kinds[kind].accepted].some((id) => !(byIdentity.get(id) ?? []).some((entry) => entry.acknowledged > 0)),
      ),
    );
    if (body.upstream?.pendingOutbox === 0 && !missing) return (Date.now() - started) / 1000;
    await sleep(250);
  }
  return null;
}

/** Exactly one idempotency key per accepted lead, acknowledged exactly once. */
function checkDeliveries(book, record) {
  const byIdentity = deliveriesByIdentity(record);
  const result = { expected: 0, delivered: 0, missing: 0, repeated: 0, attempts: 0 };
  for (const kind of KINDS) {
    for (const id of book.kinds[kind].accepted) {
      result.expected += 1;
      const entries = byIdentity.get(id) ?? [];
      result.attempts += entries.reduce((sum, entry) => sum + entry.requests, 0);
      const acknowledged = entries.reduce((sum, entry) => sum + entry.acknowledged, 0);
      if (acknowledged === 0) result.missing += 1;
      else if (acknowledged === 1 && entries.length === 1) result.delivered += 1;
      else result.repeated += 1;
    }
  }
  return result;
}

// ---------- the notification channel: a webhook receiver in this process ----------

const WEBHOOK_SECRET = 'load-test-webhook-secret';

/** Counts, per lead address, the idempotency keys the site's webhook calls carried; checks each signature. */
async function startWebhookReceiver() {
  const keys = new Map();
  let badSignatures = 0;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(req.headers['x-lumina-signature'] ?? '')) ?? [];
      const expected = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
      if (v1 !== expected) {
        badSignatures += 1;
        return res.writeHead(401).end();
      }
      const email = JSON.parse(body).lead?.email;
      if (!keys.has(email)) keys.set(email, new Set());
      keys.get(email).add(String(req.headers['idempotency-key']));
      res.writeHead(200).end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, HOST, resolve));
  return {
    url: `http://${HOST}:${server.address().port}/hook`,
    /** Accepted leads with no notification, and with more than one. */
    check(book) {
      let missing = 0;
      let repeated = 0;
      for (const email of book.notified()) {
        const count = keys.get(email)?.size ?? 0;
        if (count === 0) missing += 1;
        if (count > 1) repeated += 1;
      }
      return { expected: book.notified().length, missing, repeated, badSignatures };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Waits until every accepted enquiry and chat of `book` has reached the webhook; seconds taken, or null. */
async function waitForNotifications(webhook, book, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (webhook.check(book).missing === 0) return (Date.now() - started) / 1000;
    await sleep(250);
  }
  return null;
}

// ---------- the store, read after the last server has stopped ----------

async function readStore(dataDir, runId) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  try {
    // runId is hex, so the pattern has no LIKE wildcards of its own.
    const pattern = `load-${runId}-%`;
    const subscribers = await db.query('SELECT email FROM subscribers WHERE email LIKE $1', [pattern]);
    const chats = await db.query('SELECT conversation_id::text AS id, count(*)::int AS n FROM chats WHERE email LIKE $1 GROUP BY 1', [pattern]);
    const enquiries = await db.query('SELECT email AS id, count(*)::int AS n FROM enquiries WHERE email LIKE $1 GROUP BY 1', [pattern]);
    const outbox = await db.query('SELECT status, count(*)::int AS n FROM outbox GROUP BY status ORDER BY status');
    const counts = (rows) => new Map(rows.map((row) => [row.id, row.n]));
    return {
      subscribe: new Map(subscribers.rows.map((row) => [row.email, 1])),
      chat: counts(chats.rows),
      enquiry: counts(enquiries.rows),
      outbox: Object.fromEntries(outbox.rows.map((row) => [row.status, row.n])),
    };
  } finally {
    await db.close();
  }
}

/** Accepted leads missing from the store, and leads stored more than once. */
function checkStore(book, store) {
  const result = { accepted: 0, stored: 0, lost: 0, duplicated: 0, storedUnanswered: 0 };
  for (const kind of KINDS) {
    const rows = store[kind];
    const { accepted } = book.kinds[kind];
    const prefix = `load-${book.runId}-${book.phase}-${kind}-`;
    for (const id of accepted) {
      result.accepted += 1;
      const count = rows.get(id) ?? 0;
      if (count === 0) result.lost += 1;
      if (count > 1) result.duplicated += 1;
    }
    for (const [id, count] of rows) {
      const mine = kind === 'chat' ? book.chatIds.has(id) : id.startsWith(prefix);
      if (!mine) continue;
      result.stored += 1;
      if (!accepted.has(id)) {
        result.storedUnanswered += 1;
        if (count > 1) result.duplicated += 1;
      }
    }
  }
  return result;
}

// ---------- report ----------

function summarize(results) {
  const statuses = new Map();
  let total = 0;
  let errors = 0;
  let timeouts = 0;
  let seconds = 0;
  let p50 = 0;
  let p99 = 0;
  for (const result of results) {
    total += result.requests.total;
    errors += result.errors;
    timeouts += result.timeouts;
    seconds += result.duration;
    p50 = Math.max(p50, result.latency.p50);
    p99 = Math.max(p99, result.latency.p99);
    for (const [code, { count }] of Object.entries(result.statusCodeStats)) statuses.set(code, (statuses.get(code) ?? 0) + count);
  }
  const non2xx = [...statuses].filter(([code]) => !code.startsWith('2'));
  return {
    total,
    reqPerSec: seconds > 0 ? total / seconds : 0,
    p50,
    p99,
    errors,
    timeouts,
    statuses,
    non2xx: non2xx.reduce((sum, [, count]) => sum + count, 0),
    server5xx: non2xx.filter(([code]) => code.startsWith('5')),
    describe: non2xx.map(([code, count]) => `${code}: ${number(count)}`).join(', '),
  };
}

const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

// ---------- main ----------

async function main() {
  const options = readOptions(process.argv.slice(2), process.env);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const { duration, connections, port, upstreamPort, phases } = options;
  const needsUpstream = phases.some((phase) => phase !== 'a');
  for (const [name, value] of [
    ['--port', port],
    ...(needsUpstream ? [['--upstream-port', upstreamPort]] : []),
  ]) {
    if (await portInUse(value)) throw new ScriptError(`Port ${value} on ${HOST} is already in use; choose another with ${name}.`);
  }

  const runId = randomBytes(4).toString('hex');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-load-'));
  const dataDir = path.join(tmp, 'leads');
  const servers = [];
  let upstreamServer = null;
  let instances = [];
  let interrupted = false;
  let built = options.skipBuild;

  const onSignal = (signal) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the load and the servers...`);
    for (const instance of instances) instance.stop();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const onExit = () => {
    killGroups([...servers, upstreamServer]);
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  process.on('exit', onExit);
  const checkInterrupted = () => {
    if (interrupted) throw new ScriptError('Interrupted.');
  };

  const upstream = upstreamClient(upstreamPort);
  const webhook = await startWebhookReceiver();
  const notifyWait = options.short ? 30_000 : 90_000;
  const serverEnv = (withUpstream) => ({
    // A notification channel in every phase: each enquiry and chat is also posted, signed, to the webhook.
    LEADS_WEBHOOK_URL: webhook.url,
    LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LEADS_DATA_DIR: dataDir,
    // The embedded store and in-memory limits: this measures one instance of the site.
    DATABASE_URL: '',
    REDIS_URL: '',
    UPSTREAM_API_HOST: withUpstream ? upstream.url : '',
    LEADS_RELAY_INTERVAL_MS: '1000',
    LEADS_RELAY_BACKOFF_MS: '500/2000',
    ...Object.fromEntries(
      ['SUBSCRIBE', 'CHAT', 'ENQUIRY'].flatMap((action) => [
        [`RATE_LIMIT_${action}_PER_IP`, UNLIMITED],
        [`RATE_LIMIT_${action}_PER_EMAIL`, UNLIMITED],
      ]),
    ),
    ...(built ? { SKIP_BUILD: '1' } : {}),
  });
  const launch = async (withUpstream, label) => {
    const started = Date.now();
    const server = startServer({ port, env: serverEnv(withUpstream), label, logLines: built ? 12 : 150 });
    servers.push(server);
    await waitForHealth(server, port, { isInterrupted: () => interrupted });
    built = true;
    return { server, readyMs: Date.now() - started };
  };
  const load = async (book, seconds, pages) => {
    const result = await runLoad({ port, duration: seconds, connections, book, pages }, (instance) => {
      instances.push(instance);
    });
    instances = [];
    checkInterrupted();
    return result;
  };

  const reports = [];
  const newBook = (phase) => createLeadBook(runId, phase);

  let current = null;
  try {
    console.log(`Load test ${runId}: ${phases.map((phase) => `(${phase}) ${PHASES[phase]}`).join(', ')}`);
    console.log(`${connections} connections, ${duration} s a phase, on http://${HOST}:${port}; embedded store in ${dataDir} (removed afterwards).`);
    if (!options.skipBuild) console.log('The first start builds the site when the build is out of date (this may take a few minutes).');

    // (a) plain load, no upstream.
    if (phases.includes('a')) {
      console.log('\n(a) plain load: starting the server...');
      const { server, readyMs } = await launch(false, 'server');
      current = server;
      const book = newBook('a');
      await preflight(port, book, pagesFor(false));
      console.log(`    ready in ${(readyMs / 1000).toFixed(1)} s; ${duration} s of load...`);
      const summary = summarize([await load(book, duration, pagesFor(false))]);
      const notifiedIn = await waitForNotifications(webhook, book, notifyWait);
      const stop = await stopServer(server);
      current = null;
      reports.push({ phase: 'a', book, summary, stop, notifiedIn });
      console.log(`    stopped ${(stop.ms / 1000).toFixed(1)} s after SIGTERM.`);
    }

    if (needsUpstream) {
      upstreamServer = spawnUpstream(upstreamPort);
      await upstream.waitUntilUp();
      console.log(`\nFake upstream on ${upstream.url}.`);
      const { server, readyMs } = await launch(true, 'server');
      current = server;
      console.log(`Server with the upstream ready in ${(readyMs / 1000).toFixed(1)} s.`);
    }

    // (b) the upstream is down for the first half of the load, then back.
    if (phases.includes('b')) {
      const book = newBook('b');
      await preflight(port, book, pagesFor(true));
      await upstream.setMode('down');
      const half = duration / 2;
      console.log(`\n(b) upstream down: ${duration} s of load, the upstream comes back after ${half} s...`);
      let whileDown = null;
      const backUp = setTimeout(() => {
        upstream.setMode('up').then(
          (record) => {
            whileDown = record;
          },
          (error) => console.error(`Could not bring the fake upstream back: ${error.message}`),
        );
      }, half * 1000);
      const summary = summarize([await load(book, duration, pagesFor(true))]);
      clearTimeout(backUp);
      whileDown ??= await upstream.setMode('up');
      const attemptsWhileDown = whileDown.requests;
      const caughtUp = await waitForDeliveries(port, upstream, [book], options.short ? 30_000 : 90_000);
      const notifiedIn = await waitForNotifications(webhook, book, notifyWait);
      reports.push({ phase: 'b', book, summary, caughtUp, notifiedIn, attemptsWhileDown, deliveries: checkDeliveries(book, await upstream.deliveries()) });
    }

    // (c) SIGTERM half-way through the load, then a new server on the same data directory.
    if (phases.includes('c')) {
      const book = newBook('c');
      await preflight(port, book, pagesFor(true));
      const half = Math.max(1, Math.round(duration / 2));
      console.log(`\n(c) restart: ${half} s of load, SIGTERM during the load, a new server, then ${duration - half} s more...`);
      const first = load(book, duration + 60, pagesFor(true));
      await sleep(half * 1000);
      checkInterrupted();
      const acceptedBefore = book.accepted();
      const termAt = Date.now();
      signalServer(current, 'SIGTERM');
      const exit = await Promise.race([current.exited, sleep(30_000).then(() => null)]);
      const shutdownMs = Date.now() - termAt;
      if (exit === null) throw new ScriptError('The server did not exit within 30 s of SIGTERM.');
      // The connections now fail; stop this half of the load before the next server starts.
      for (const instance of instances) instance.stop();
      const firstResult = await first;
      const answeredDuringShutdown = book.accepted() - acceptedBefore;
      current = null;
      const restartAt = Date.now();
      const { server } = await launch(true, 'restarted');
      current = server;
      const downMs = Date.now() - termAt;
      console.log(`    stopped ${(shutdownMs / 1000).toFixed(1)} s after SIGTERM (${exit.signal ?? `exit code ${exit.code}`}); restarted in ${((Date.now() - restartAt) / 1000).toFixed(1)} s.`);
      const secondResult = await load(book, Math.max(1, duration - half), pagesFor(true));
      const caughtUp = await waitForDeliveries(port, upstream, [book], options.short ? 30_000 : 90_000);
      const notifiedIn = await waitForNotifications(webhook, book, notifyWait);
      reports.push({
        phase: 'c',
        notifiedIn,
        book,
        summary: summarize([firstResult, secondResult]),
        caughtUp,
        shutdown: { ms: shutdownMs, exit, downMs, answeredDuringShutdown },
        deliveries: checkDeliveries(book, await upstream.deliveries()),
      });
    }

    const lastStop = current ? await stopServer(current) : null;
    current = null;
    if (lastStop && !lastStop.graceful) console.error('The last server needed SIGKILL to stop.');
    const store = await readStore(dataDir, runId);
    return printReports(reports, store, { connections, duration, lastStop, webhook });
  } catch (error) {
    for (const server of servers) if (server.hasExited() || error instanceof ScriptError) printTail(server);
    throw error;
  } finally {
    for (const server of servers) await stopServer(server).catch((error) => console.error(`load-test: ${error.message}`));
    if (upstreamServer) await stopServer(upstreamServer, 3000).catch(() => undefined);
    await webhook.close();
    fs.rmSync(tmp, { recursive: true, force: true });
    process.off('exit', onExit);
  }
}

function spawnUpstream(port) {
  return startServer({ port, label: 'upstream', logLines: 5, script: 'tests/fixtures/fake-lead-upstream.mjs', args: [String(port)] });
}

function printReports(reports, store, { connections, duration, lastStop, webhook }) {
  let ok = true;
  console.log('\nResults (production build, embedded store, loopback)');
  for (const report of reports) {
    const { phase, book, summary } = report;
    const stored = checkStore(book, store);
    const checks = [];
    const rows = [
      ['requests', `${number(summary.total)} in ${number(duration)} s at ${connections} connections (${number(summary.reqPerSec, 0)} req/s)`],
      ['latency p50 / p99', `${number(summary.p50, 1)} ms / ${number(summary.p99, 1)} ms`],
      ['non-2xx', `${number(summary.non2xx)}${summary.describe ? ` (${summary.describe})` : ''}`],
      ['connection errors / timeouts', `${number(summary.errors)} / ${number(summary.timeouts)}`],
      [
        'leads answered / accepted',
        `${number(book.answered())} / ${number(book.accepted())} (${KINDS.map((kind) => `${kind} ${number(book.kinds[kind].accepted.size)}`).join(', ')})`,
      ],
      ['stored (of those accepted)', number(stored.accepted - stored.lost)],
      ['stored, answer not received', number(stored.storedUnanswered)],
    ];
    if (phase === 'c') {
      // Refusals (503) and lost connections are allowed while the server stops; any other error is not.
      const other5xx = summary.server5xx.filter(([code]) => code !== '503');
      const otherNon2xx = [...summary.statuses].filter(([code]) => !code.startsWith('2') && code !== '503');
      checks.push(['no 5xx except 503 refusals while stopping', other5xx.length === 0 && otherNon2xx.length === 0]);
      const { shutdown } = report;
      rows.push(
        ['SIGTERM to exit', `${(shutdown.ms / 1000).toFixed(1)} s, ${shutdown.exit.signal ?? `exit code ${shutdown.exit.code}`}`],
        ['accepted during shutdown', number(shutdown.answeredDuringShutdown)],
        ['SIGTERM to restarted and ready', `${(shutdown.downMs / 1000).toFixed(1)} s`],
      );
      checks.push(['graceful shutdown (exit code 0)', shutdown.exit.code === 0]);
    } else {
      checks.push(['0 responses 5xx', summary.server5xx.length === 0]);
      checks.push(['every response 2xx', summary.non2xx === 0]);
    }
    if (report.stop) {
      const { stop } = report;
      rows.push(['stop on SIGTERM', `${(stop.ms / 1000).toFixed(1)} s, ${stop.exit?.signal ?? `exit code ${stop.exit?.code}`}`]);
      checks.push(['stopped cleanly on SIGTERM (exit code 0)', stop.graceful && stop.exit?.code === 0]);
    }
    checks.push(['every accepted lead stored', stored.lost === 0]);
    checks.push(['no lead stored twice', stored.duplicated === 0]);
    const notified = webhook.check(book);
    rows.push(
      ['notified by webhook', report.notifiedIn === null ? 'NOT all within the wait' : `all ${number(notified.expected)} enquiries and chats, ${report.notifiedIn.toFixed(1)} s after the load`],
      ['notifications lost / duplicated', `${number(notified.missing)} / ${number(notified.repeated)} (bad signatures ${number(notified.badSignatures)})`],
    );
    checks.push(['every accepted enquiry and chat notified exactly once', notified.missing === 0 && notified.repeated === 0 && notified.badSignatures === 0]);
    if (report.deliveries) {
      const { deliveries } = report;
      rows.push(
        ...(phase === 'b' ? [['upstream requests while down', number(report.attemptsWhileDown)]] : []),
        ['caught up (outbox empty)', report.caughtUp === null ? 'NOT within the wait' : `${report.caughtUp.toFixed(1)} s after the load`],
        ['delivered exactly once', `${number(deliveries.delivered)} of ${number(deliveries.expected)} accepted`],
        ['not delivered / delivered twice', `${number(deliveries.missing)} / ${number(deliveries.repeated)}`],
      );
      checks.push(['every accepted lead delivered exactly once', deliveries.missing === 0 && deliveries.repeated === 0 && report.caughtUp !== null]);
    }
    console.log(`\n(${phase}) ${PHASES[phase]}`);
    printRows(rows);
    for (const [name, pass] of checks) {
      console.log(`  ${verdict(pass)}  ${name}`);
      ok &&= pass;
    }
  }
  const outbox = Object.entries(store.outbox)
    .map(([status, count]) => `${status} ${number(count)}`)
    .join(', ');
  console.log(`\nOutbox at the end: ${outbox || 'empty'}.`);
  if (reports.some((report) => report.deliveries)) {
    const settled = !store.outbox.pending && !store.outbox.rejected;
    console.log(`  ${verdict(settled)}  nothing pending or rejected in the outbox`);
    ok &&= settled;
  }
  if (lastStop) {
    console.log(`  ${verdict(lastStop.graceful && lastStop.exit?.code === 0)}  last server stopped cleanly on SIGTERM`);
    ok &&= lastStop.graceful && lastStop.exit?.code === 0;
  }
  console.log(`\nOverall: ${verdict(ok)}`);
  return ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`load-test: ${error instanceof Error ? error.message : error}`);
    process.exitCode = error instanceof ScriptError && /must be|takes a/.test(error.message) ? 2 : 1;
  },
);
