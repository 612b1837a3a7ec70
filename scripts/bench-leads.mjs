#!/usr/bin/env node
// `npm run bench:leads`: load benchmark of the newsletter signup against the production build on the
// embedded (PGlite) lead store, on loopback. Every request subscribes a new, unique email; afterwards
// the store is opened directly and every email that got a 2xx must be in it.
//
//   npm run bench:leads -- [--duration 20] [--connections 50] [--port 3300] [--skip-build]
//
// The same options as environment variables: BENCH_DURATION, BENCH_CONNECTIONS, BENCH_PORT, SKIP_BUILD=1.
// Targets (issue 5): >= 1,500 req/s, p99 <= 50 ms, 0 lost. A missed speed target is reported, not fatal;
// the exit code is non-zero only when the run itself failed or an accepted lead is missing from the store.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const HOST = '127.0.0.1';
const SUBSCRIBE_PATH = '/api/contact/subscribe';
const TARGETS = { reqPerSec: 1500, p99Ms: 50 };
const START_TIMEOUT_MS = 10 * 60_000; // includes a production build when start.mjs finds one due
const STOP_GRACE_MS = 10_000;
// rate-limit.ts accepts at most nine digits of points.
const UNLIMITED = '999999999';
const SERVER_LOG_LINES = 120;

class BenchError extends Error {}

// ---------- options ----------

function positiveInt(name, raw, max) {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new BenchError(`${name} must be a whole number from 1 to ${max} (got "${raw}").`);
  }
  return value;
}

function readOptions(argv, env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      port: { type: 'string' },
      'skip-build': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  return {
    help: values.help === true,
    duration: positiveInt('--duration', values.duration ?? env.BENCH_DURATION ?? '20', 600),
    connections: positiveInt('--connections', values.connections ?? env.BENCH_CONNECTIONS ?? '50', 1000),
    port: positiveInt('--port', values.port ?? env.BENCH_PORT ?? '3300', 65535),
    skipBuild: values['skip-build'] === true || env.SKIP_BUILD === '1',
  };
}

// ---------- the server under test ----------

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** True while any process of the group `pgid` is alive. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer({ port, dataDir, skipBuild }) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    // Own process group: ending only start.mjs would leave next-server running.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: HOST,
      LEADS_DATA_DIR: dataDir,
      // The embedded store, in-memory rate limits and no upstream: the bench measures this site alone.
      DATABASE_URL: '',
      REDIS_URL: '',
      UPSTREAM_API_HOST: '',
      RATE_LIMIT_SUBSCRIBE_PER_IP: UNLIMITED,
      RATE_LIMIT_SUBSCRIBE_PER_EMAIL: UNLIMITED,
      ...(skipBuild ? { SKIP_BUILD: '1' } : {}),
    },
  });

  const tail = [];
  let shown = 0;
  let suppressed = 0;
  const forward = (stream) => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 40) tail.shift();
        // The build's progress is worth seeing; a flood of per-request logs is not.
        if (shown < SERVER_LOG_LINES) {
          shown += 1;
          console.error(`  server | ${line}`);
        } else suppressed += 1;
      }
    });
  };
  forward(child.stdout);
  forward(child.stderr);

  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exitInfo = null;
  exited.then((info) => {
    exitInfo = info;
  });

  return {
    pid: child.pid,
    exited,
    hasExited: () => exitInfo !== null,
    exitInfo: () => exitInfo,
    tail: () => tail.slice(),
    suppressed: () => suppressed,
  };
}

async function waitForHealth(server, port, isInterrupted) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (isInterrupted()) throw new BenchError('Interrupted.');
    if (server.hasExited()) {
      const { code, signal } = server.exitInfo();
      throw new BenchError(`The server exited before it was ready (${signal ?? `exit code ${code}`}).`);
    }
    try {
      const response = await fetch(`http://${HOST}:${port}/api/health`, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet (or still building).
    }
    await sleep(500);
  }
  throw new BenchError(`The server did not answer GET /api/health with 200 within ${START_TIMEOUT_MS / 60_000} minutes.`);
}

/** SIGTERM to the whole group, SIGKILL after the grace period; resolves when no process of it is left. */
async function stopServer(server) {
  if (!groupAlive(server.pid)) return { graceful: true };
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  const deadline = Date.now() + STOP_GRACE_MS;
  while (groupAlive(server.pid) && Date.now() < deadline) await sleep(100);
  if (!groupAlive(server.pid)) return { graceful: true };
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  const killDeadline = Date.now() + 5000;
  while (groupAlive(server.pid) && Date.now() < killDeadline) await sleep(100);
  if (groupAlive(server.pid)) throw new BenchError(`Process group ${server.pid} survived SIGKILL.`);
  return { graceful: false };
}

// ---------- load ----------

async function subscribe(port, email) {
  const response = await fetch(`http://${HOST}:${port}${SUBSCRIBE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, text };
}

/** A few rounds of parallel signups (JIT, store, connection pool); any failure here stops the run. */
async function warmUp(port, runId, connections) {
  const width = Math.min(connections, 20);
  let n = 0;
  for (let round = 0; round < 3; round += 1) {
    const answers = await Promise.all(
      Array.from({ length: width }, () => subscribe(port, `warmup-${runId}-${(n += 1)}@example.com`)),
    );
    const bad = answers.find((answer) => answer.status < 200 || answer.status >= 300);
    if (bad) throw new BenchError(`Warm-up signup answered ${bad.status}: ${bad.text.slice(0, 300)}`);
  }
  return n;
}

function runLoad({ port, runId, duration, connections }, register) {
  const accepted = new Set();
  let sent = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://${HOST}:${port}`,
        connections,
        duration,
        pipelining: 1,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            path: SUBSCRIBE_PATH,
            headers: { 'content-type': 'application/json' },
            // `context` belongs to one connection, and with pipelining 1 it holds one request at a
            // time, so the response handler below knows which email it answers.
            setupRequest(request, context) {
              sent += 1;
              const email = `bench-${runId}-${sent}@example.com`;
              context.email = email;
              return { ...request, body: JSON.stringify({ email }) };
            },
            onResponse(status, _body, context) {
              if (status >= 200 && status < 300 && typeof context.email === 'string') accepted.add(context.email);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, accepted, sent })),
    );
    register(instance);
  });
}

/**
 * The floor: the same route with a body that fails validation (400 before any storage), at the same
 * load. It is what Next's route handling and the request parsing cost alone on this machine, so the
 * signup figures can be read against it.
 */
function runFloor({ port, duration, connections }, register) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://${HOST}:${port}${SUBSCRIBE_PATH}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'not-an-email' }),
        connections,
        duration,
        pipelining: 1,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    register(instance);
  });
}

// ---------- the store, read after the server has stopped ----------

async function readStore(dataDir, runId) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  try {
    const all = await db.query('SELECT count(*)::int AS n FROM subscribers');
    // runId is hex, so the pattern has no LIKE wildcards of its own.
    const bench = await db.query('SELECT email FROM subscribers WHERE email LIKE $1', [`bench-${runId}-%`]);
    return { total: all.rows[0]?.n ?? 0, emails: new Set(bench.rows.map((row) => row.email)) };
  } finally {
    await db.close();
  }
}

// ---------- report ----------

const number = (value, digits = 0) =>
  Number(value).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function printReport(rows) {
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => String(row[i] ?? '').length)));
  for (const row of rows) {
    console.log(
      `  ${row
        .map((cell, i) => String(cell ?? '').padEnd(widths[i] ?? 0))
        .join('   ')
        .trimEnd()}`,
    );
  }
}

// ---------- main ----------

async function main() {
  const options = readOptions(process.argv.slice(2), process.env);
  if (options.help) {
    console.log(
      'Usage: npm run bench:leads -- [--duration SECONDS] [--connections N] [--port PORT] [--skip-build]\n' +
        'Defaults: 20 s, 50 connections, port 3300. Builds first when the build is stale unless --skip-build.',
    );
    return 0;
  }
  const { duration, connections, port } = options;
  if (await portInUse(port)) throw new BenchError(`Port ${port} on ${HOST} is already in use; choose another with --port.`);

  const runId = randomBytes(4).toString('hex');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-bench-leads-'));
  const dataDir = path.join(tmp, 'leads');
  let server = null;
  let instance = null;
  let interrupted = false;

  const onSignal = (signal) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the load and the server...`);
    instance?.stop();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // Last resort if this process dies with the server still up.
  const onExit = () => {
    if (server && groupAlive(server.pid)) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // Gone.
      }
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  process.on('exit', onExit);

  try {
    console.log(`Lead benchmark ${runId}: ${connections} connections for ${duration} s on http://${HOST}:${port}`);
    console.log(`Embedded store in ${dataDir} (removed afterwards).`);
    console.log(
      options.skipBuild
        ? 'Starting the production server (build check skipped)...'
        : 'Starting the production server; when the build is out of date it is rebuilt first, which may take a few minutes...',
    );
    server = startServer({ port, dataDir, skipBuild: options.skipBuild });
    await waitForHealth(server, port, () => interrupted);
    if (interrupted) throw new BenchError('Interrupted.');
    const warmed = await warmUp(port, runId, connections);
    console.log(`Server ready; ${warmed} warm-up signups accepted. Measuring the floor (invalid email, 400)...`);
    const floor = await runFloor({ port, duration, connections }, (created) => {
      instance = created;
    });
    if (interrupted) throw new BenchError('Interrupted.');
    console.log('Running the signup load...');

    const { result, accepted, sent } = await runLoad({ port, runId, duration, connections }, (created) => {
      instance = created;
    });
    if (interrupted) throw new BenchError('Interrupted.');

    const stop = await stopServer(server);
    if (server.suppressed() > 0) console.error(`  server | (${server.suppressed()} further lines not shown)`);
    const store = await readStore(dataDir, runId);

    let lost = 0;
    for (const email of accepted) if (!store.emails.has(email)) lost += 1;
    const storedUnanswered = store.emails.size - (accepted.size - lost);
    const reqPerSec = result.requests.average;
    const { p50, p99 } = result.latency;
    const codes = Object.entries(result.statusCodeStats)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}: ${number(count)}`)
      .join(', ');
    const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
    const passSpeed = reqPerSec >= TARGETS.reqPerSec;
    const passP99 = p99 <= TARGETS.p99Ms;
    const passLost = lost === 0;

    console.log('');
    console.log(`Results: POST ${SUBSCRIBE_PATH}, unique emails, production build, embedded store`);
    printReport([
      ['duration', `${number(duration)} s`],
      ['connections', number(connections)],
      ['requests answered', number(result.requests.total)],
      ['req/s (mean)', number(reqPerSec, 1), `target >= ${number(TARGETS.reqPerSec)}   ${verdict(passSpeed)}`],
      ['latency p50', `${number(p50, 1)} ms`],
      ['latency p99', `${number(p99, 1)} ms`, `target <= ${TARGETS.p99Ms} ms      ${verdict(passP99)}`],
      ['non-2xx', `${number(result.non2xx)}${codes ? ` (${codes})` : ''}`],
      ['errors / timeouts', `${number(result.errors)} / ${number(result.timeouts)}`],
      ['accepted (2xx)', number(accepted.size)],
      ['stored', number(store.emails.size)],
      ['lost (accepted, not stored)', number(lost), `target = 0           ${verdict(passLost)}`],
      ['stored, answer not received', number(Math.max(0, storedUnanswered))],
      ['emails sent', number(sent)],
      ['rows in the store', `${number(store.total)} (incl. warm-up)`],
      ['server stop', stop.graceful ? 'SIGTERM' : `SIGKILL after ${STOP_GRACE_MS / 1000} s`],
    ]);
    console.log('');
    console.log('Floor: the same route and load with an invalid email (400 from validation, nothing stored)');
    printReport([
      ['req/s (mean)', number(floor.requests.average, 1)],
      ['latency p50', `${number(floor.latency.p50, 1)} ms`],
      ['latency p99', `${number(floor.latency.p99, 1)} ms`],
      ['signups / floor', `${number(reqPerSec / Math.max(floor.requests.average, 1), 2)}x`],
    ]);
    console.log('');
    console.log(`Overall: ${verdict(passSpeed && passP99 && passLost)}`);
    if (storedUnanswered > 0) {
      console.log('(Requests still in flight when the load stopped are stored without their answer being read.)');
    }
    return passLost ? 0 : 1;
  } catch (error) {
    if (server?.hasExited() || error instanceof BenchError) {
      const tail = server?.tail() ?? [];
      if (tail.length > 0 && server.suppressed() > 0) {
        console.error('Last server output:');
        for (const line of tail) console.error(`  server | ${line}`);
      }
    }
    throw error;
  } finally {
    if (server) await stopServer(server).catch((error) => console.error(`bench-leads: ${error.message}`));
    fs.rmSync(tmp, { recursive: true, force: true });
    process.off('exit', onExit);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`bench-leads: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  },
);
