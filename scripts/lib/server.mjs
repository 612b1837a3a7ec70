// Starting and stopping the production server for the scripts that measure it (bench-leads.mjs,
// load-test.mjs): `scripts/start.mjs` in its own process group, readiness through GET /api/health,
// and a stop by SIGTERM to the group with SIGKILL after a grace period.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const HOST = '127.0.0.1';
/** Includes a production build when start.mjs finds one due. */
export const START_TIMEOUT_MS = 10 * 60_000;
export const STOP_GRACE_MS = 15_000;

/** A failure the script explains itself (no stack trace needed). */
export class ScriptError extends Error {}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The command line of a load script: the options they all take (--duration, --connections, --port,
 * --skip-build, -h) and `extra`, the script's own; parseArgs' values, as given.
 */
export function parseLoadArgs(argv, extra = {}) {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      port: { type: 'string' },
      'skip-build': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      ...extra,
    },
    strict: true,
  });
  return values;
}

export function positiveInt(name, raw, max) {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new ScriptError(`${name} must be a whole number from 1 to ${max} (got "${raw}").`);
  }
  return value;
}

export function portInUse(port) {
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
export function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Starts `scripts/start.mjs` (scripts/server.mjs, built first unless SKIP_BUILD=1), or another `script`, in
 * its own process group with `env` on top of this process's environment. Output lines are echoed
 * with `label` up to `logLines`, and the last 40 are kept for error reports.
 */
export function startServer({ port, env = {}, label = 'server', logLines = 120, script = 'scripts/start.mjs', args = [] }) {
  const child = spawn(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    // Own process group: ending only start.mjs would leave the server (its child) running.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOSTNAME: HOST, ...env },
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
        if (shown < logLines) {
          shown += 1;
          console.error(`  ${label} | ${line}`);
        } else suppressed += 1;
      }
    });
  };
  forward(child.stdout);
  forward(child.stderr);

  let exitInfo = null;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    }),
  );

  return {
    pid: child.pid,
    label,
    exited,
    hasExited: () => exitInfo !== null,
    exitInfo: () => exitInfo,
    tail: () => tail.slice(),
    suppressed: () => suppressed,
  };
}

/** Resolves once GET /api/health answers 200; fails when the server exits first or time runs out. */
export async function waitForHealth(server, port, { isInterrupted = () => false, timeoutMs = START_TIMEOUT_MS } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isInterrupted()) throw new ScriptError('Interrupted.');
    if (server.hasExited()) {
      const { code, signal } = server.exitInfo();
      throw new ScriptError(`The ${server.label} exited before it was ready (${signal ?? `exit code ${code}`}).`);
    }
    try {
      const response = await fetch(`http://${HOST}:${port}/api/health`, { signal: AbortSignal.timeout(5000) });
      const body = await response.json().catch(() => null);
      if (response.status === 200) return body;
    } catch {
      // Not listening yet (or still building).
    }
    await sleep(250);
  }
  throw new ScriptError(`The ${server.label} did not answer GET /api/health with 200 within ${Math.round(timeoutMs / 1000)} s.`);
}

/** Sends `signal` to the whole group (start.mjs forwards it too; the server handles it once). */
export function signalServer(server, signal = 'SIGTERM') {
  try {
    process.kill(-server.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * SIGTERM to the whole group, SIGKILL after the grace period; resolves when no process of it is left,
 * with whether it stopped by itself, its exit and how long it took.
 */
export async function stopServer(server, graceMs = STOP_GRACE_MS) {
  const started = Date.now();
  if (!groupAlive(server.pid)) return { graceful: true, ms: 0, exit: server.exitInfo() };
  signalServer(server, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(server.pid) && Date.now() < deadline) await sleep(50);
  if (!groupAlive(server.pid)) return { graceful: true, ms: Date.now() - started, exit: server.exitInfo() };
  signalServer(server, 'SIGKILL');
  const killDeadline = Date.now() + 5000;
  while (groupAlive(server.pid) && Date.now() < killDeadline) await sleep(100);
  if (groupAlive(server.pid)) throw new ScriptError(`Process group ${server.pid} survived SIGKILL.`);
  return { graceful: false, ms: Date.now() - started, exit: server.exitInfo() };
}

/** Last resort on exit: kills groups still alive (synchronous, for process.on('exit')). */
export function killGroups(servers) {
  for (const server of servers) {
    if (server && groupAlive(server.pid)) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // Gone.
      }
    }
  }
}

/** Prints the last lines of a server's output when they were not all shown already. */
export function printTail(server) {
  const tail = server?.tail() ?? [];
  if (tail.length === 0 || server.suppressed() === 0) return;
  console.error(`Last output of the ${server.label}:`);
  for (const line of tail) console.error(`  ${server.label} | ${line}`);
}

const format = (value, digits = 0) =>
  Number(value).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export { format as number };

/** Rows of cells as aligned columns. */
export function printRows(rows, indent = '  ') {
  const columns = Math.max(...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, i) => Math.max(...rows.map((row) => String(row[i] ?? '').length)));
  for (const row of rows) {
    console.log(
      `${indent}${row
        .map((cell, i) => String(cell ?? '').padEnd(widths[i] ?? 0))
        .join('   ')
        .trimEnd()}`,
    );
  }
}

/**
 * autocannon against the server on `port` (one request in flight per connection, 10 s time-out), with
 * `options` for the target (`path`, or `requests`, method, headers, body). `register` receives the
 * instance, so an interrupt can stop it. Resolves with autocannon's result.
 */
export function runAutocannon({ port, path: target = '', connections, duration, ...options }, register) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `http://${HOST}:${port}${target}`, connections, duration, pipelining: 1, timeout: 10, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    register(instance);
  });
}
