#!/usr/bin/env node
// `npm run bench`: speed of the production build on loopback, printed as tables (issue 6 §1).
//
//   npm run bench -- [--duration 30] [--connections 50] [--port 3400] [--tool auto|wrk|autocannon]
//                    [--lighthouse-runs 3] [--skip-lighthouse] [--skip-build] [--json out.json]
//                    [--article /insight/blogs/...] [--case-study /portfolio-profile/...]
//
// 1. Builds once with BENCH_FLOOR=1 (next.config.ts): the build then holds a trivial static floor page,
//    /bench-floor, and goes to .next-bench/, so `npm start` never serves it. --skip-build reuses it.
// 2. Starts `next start` in its own process group with a throw-away lead store (removed afterwards).
// 3. First-load JavaScript of each page: every same-origin <script src>, gzipped (level 9) and summed.
// 4. Throughput and latency of each page, the floor and an API route (wrk when installed, else
//    autocannon), and each page's ratio to the floor.
// 5. Lighthouse (mobile, simulated throttling), N runs per page, median of each figure.
// 6. Peak memory of the server process (sampled VmRSS and the kernel's VmHWM; Linux only).
//
// A missed target is reported as MISS, not as a failure: the exit code is non-zero only when the
// benchmark itself could not run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { runtime } from './lib/runtime.mjs';
import { groupAlive, portInUse, sleep } from './lib/server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const HOST = '127.0.0.1';
const DIST_DIR = path.join(root, '.next-bench'); // next.config.ts: distDir when BENCH_FLOOR=1
const NEXT_BIN = path.join(root, 'node_modules/next/dist/bin/next');
const FLOOR_PATH = '/bench-floor';
const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;
const MEMORY_POLL_MS = 250;
const WARM_UP_REQUESTS = 200;

// Issue 6 §1.
const TARGETS = {
  ratio: { prerendered: 0.9, article: 0.8 },
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 2000, cls: 0.02, tbtMs: 150 },
  firstLoadKb: { home: 200, listing: 150, article: 150 },
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

class BenchError extends Error {}

// ---------- options ----------

function positiveInt(name, raw, max) {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new BenchError(`${name} must be a whole number from 1 to ${max} (got "${raw}").`);
  }
  return value;
}

function sitePath(name, raw) {
  if (!/^\/[^\s?#]*$/.test(raw)) throw new BenchError(`${name} must be a path starting with "/" (got "${raw}").`);
  return raw;
}

function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '30' },
      connections: { type: 'string', default: '50' },
      port: { type: 'string', default: '3400' },
      tool: { type: 'string', default: 'auto' },
      threads: { type: 'string', default: '2' },
      'lighthouse-runs': { type: 'string', default: '3' },
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      json: { type: 'string' },
      article: { type: 'string', default: '/insight/blogs/115/core-web-vitals-for-marketing-sites' },
      'case-study': { type: 'string', default: '/portfolio-profile/world-model-hunt' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (!['auto', 'wrk', 'autocannon'].includes(values.tool)) {
    throw new BenchError(`--tool must be auto, wrk or autocannon (got "${values.tool}").`);
  }
  const connections = positiveInt('--connections', values.connections, 10_000);
  return {
    help: values.help,
    duration: positiveInt('--duration', values.duration, 3600),
    connections,
    port: positiveInt('--port', values.port, 65535),
    tool: values.tool,
    threads: Math.min(positiveInt('--threads', values.threads, 64), connections),
    lighthouseRuns: positiveInt('--lighthouse-runs', values['lighthouse-runs'], 25),
    skipLighthouse: values['skip-lighthouse'],
    skipBuild: values['skip-build'],
    json: values.json ? path.resolve(values.json) : null,
    article: sitePath('--article', values.article),
    caseStudy: sitePath('--case-study', values['case-study']),
  };
}

const USAGE = `Usage: npm run bench -- [options]

  --duration S           seconds of load per URL (default 30)
  --connections N        concurrent connections (default 50)
  --port P               port of the production server on ${HOST} (default 3400)
  --tool T               auto (wrk when installed, else autocannon), wrk or autocannon (default auto)
  --threads N            wrk threads (default 2)
  --lighthouse-runs N    Lighthouse runs per page; the median of each figure is shown (default 3)
  --skip-lighthouse      no Lighthouse
  --skip-build           reuse the last bench build in .next-bench/ instead of building
  --json FILE            also write every figure to FILE
  --article PATH         the article measured (default /insight/blogs/115/core-web-vitals-for-marketing-sites)
  --case-study PATH      the case study measured (default /portfolio-profile/world-model-hunt)

Lighthouse uses CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium when present.`;

// ---------- small helpers ----------

const fmt = (value, digits = 0) =>
  value == null || Number.isNaN(value)
    ? 'n/a'
    : Number(value).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (ok) => (ok == null ? '' : ok ? 'PASS' : 'MISS');

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Text columns (the first `textColumns`) are aligned left, figures right. */
function printTable(title, headers, rows, textColumns = 1) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  console.log(`\n${title}`);
  cells.forEach((row, index) => {
    console.log(`  ${row.map((cell, i) => (i < textColumns ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd()}`);
    if (index === 0) console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  });
}

function onPath(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

// ---------- the build ----------

/** `next build` rewrites these for the bench's distDir; they are put back so the worktree stays as it was. */
const TOUCHED_BY_BUILD = ['tsconfig.json', 'next-env.d.ts'];

async function build(register) {
  const saved = TOUCHED_BY_BUILD.map((name) => {
    const file = path.join(root, name);
    return { file, content: fs.existsSync(file) ? fs.readFileSync(file) : null };
  });
  const restore = () => {
    for (const { file, content } of saved) {
      if (content === null) fs.rmSync(file, { force: true });
      else if (!fs.existsSync(file) || !fs.readFileSync(file).equals(content)) fs.writeFileSync(file, content);
    }
  };
  const unregister = register(restore);
  try {
    console.log('Building with the floor page (BENCH_FLOOR=1 next build, into .next-bench/)...');
    const child = spawn(process.execPath, [NEXT_BIN, 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_FLOOR: '1', NEXT_TELEMETRY_DISABLED: '1' },
    });
    const stopChild = register(() => child.kill('SIGTERM'));
    const { code, signal } = await new Promise((resolve) => child.once('exit', (c, s) => resolve({ code: c, signal: s })));
    stopChild();
    if (code !== 0) throw new BenchError(`next build failed (${signal ?? `exit code ${code}`}).`);
  } finally {
    restore();
    unregister();
  }
}

/** How each path is served, from the build's prerender manifest. */
function renderModes(paths) {
  const manifestFile = path.join(DIST_DIR, 'prerender-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const modes = {};
  for (const pathname of paths) {
    const route = manifest.routes?.[pathname];
    // A route that renders an unknown path once and then caches it (fallback "blocking") is ISR too.
    const onDemand = Object.values(manifest.dynamicRoutes ?? {}).some(
      (dynamic) => dynamic.fallback === null && new RegExp(dynamic.routeRegex).test(pathname),
    );
    if (!route && onDemand) modes[pathname] = 'ISR on 1st req';
    else if (!route) modes[pathname] = 'dynamic';
    else if (route.initialRevalidateSeconds === false) modes[pathname] = 'static';
    else modes[pathname] = `ISR ${route.initialRevalidateSeconds} s`;
  }
  return modes;
}

// ---------- the server ----------

function startServer({ port, dataDir }) {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', HOST], {
    cwd: root,
    // Its own process group: `next start` runs the server in a child process, which must end too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      BENCH_FLOOR: '1',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      LEADS_DATA_DIR: dataDir,
      // The site on its own: local posts, embedded store, in-memory rate limits.
      DATABASE_URL: '',
      REDIS_URL: '',
      UPSTREAM_API_HOST: '',
    },
  });
  const tail = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      tail.push(...chunk.split('\n').filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - 40));
    });
  }
  let exitInfo = null;
  child.once('exit', (code, signal) => {
    exitInfo = { code, signal };
  });
  return { pid: child.pid, tail, exitInfo: () => exitInfo };
}

async function waitForServer(server, port, isInterrupted) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (isInterrupted()) throw new BenchError('Interrupted.');
    const exit = server.exitInfo();
    if (exit) throw new BenchError(`The server exited before it was ready (${exit.signal ?? `exit code ${exit.code}`}).`);
    try {
      const response = await fetch(`http://${HOST}:${port}/api/health`, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new BenchError(`The server did not answer GET /api/health with 200 within ${START_TIMEOUT_MS / 1000} s.`);
}

async function stopServer(server) {
  if (!groupAlive(server.pid)) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  const deadline = Date.now() + STOP_GRACE_MS;
  while (groupAlive(server.pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(server.pid)) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

// ---------- memory (Linux /proc) ----------

function readProc(pid, file) {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

function groupPids(pgid) {
  let names;
  try {
    names = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  const pids = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(name, 'stat');
    if (!stat) continue;
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so split after the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) pids.push(Number(name));
  }
  return pids;
}

/** kB figure of a /proc/<pid>/status line, e.g. VmRSS or VmHWM. */
function statusKb(pid, key) {
  const status = readProc(pid, 'status');
  const match = status?.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) : null;
}

/** The Next server of the group: the process titled next-server, else the group leader. */
function serverPid(pgid) {
  const pids = groupPids(pgid);
  return pids.find((pid) => (readProc(pid, 'cmdline') ?? '').startsWith('next-server')) ?? (pids.includes(pgid) ? pgid : null);
}

function watchMemory(pgid) {
  const peak = { serverRssKb: 0, groupRssKb: 0, processes: 0 };
  const available = fs.existsSync(`/proc/${process.pid}/status`);
  const poll = () => {
    let group = 0;
    const server = serverPid(pgid);
    const pids = groupPids(pgid);
    peak.processes = Math.max(peak.processes, pids.length);
    for (const pid of pids) {
      const rss = statusKb(pid, 'VmRSS') ?? 0;
      group += rss;
      if (pid === server) peak.serverRssKb = Math.max(peak.serverRssKb, rss);
    }
    peak.groupRssKb = Math.max(peak.groupRssKb, group);
  };
  const timer = available ? setInterval(poll, MEMORY_POLL_MS) : null;
  if (available) poll();
  return {
    stop() {
      if (timer) clearInterval(timer);
      if (!available) return null;
      poll();
      const server = serverPid(pgid);
      return {
        serverPid: server,
        peakRssMiB: peak.serverRssKb / 1024,
        hwmMiB: server ? (statusKb(server, 'VmHWM') ?? 0) / 1024 : null,
        peakGroupRssMiB: peak.groupRssKb / 1024,
        groupProcesses: peak.processes,
      };
    },
  };
}

// ---------- pages ----------

async function get(url) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type') ?? '', body };
}

/** Every target must answer 200 before anything is measured; a wrong path would make the figures void. */
async function preflight(base, targets) {
  for (const target of targets) {
    const { status, body } = await get(base + target.path);
    if (status !== 200) {
      const hint = target.option ? ` (choose another with ${target.option})` : '';
      throw new BenchError(`GET ${target.path} answered ${status}, not 200${hint}.`);
    }
    target.bytes = body.length;
  }
}

async function warmUp(url, connections) {
  const width = Math.min(connections, 20);
  for (let sent = 0; sent < WARM_UP_REQUESTS; sent += width) {
    await Promise.all(Array.from({ length: width }, () => get(url)));
  }
}

/**
 * First-load JavaScript: the page's same-origin <script src> files, each gzipped at level 9, summed.
 * `nomodule` scripts (Next's legacy polyfills) are left out: the browsers that run the site never load them.
 */
async function firstLoadJs(base, pagePath) {
  const { body } = await get(base + pagePath);
  const html = body.toString('utf8');
  const origin = new URL(base).origin;
  const listed = [];
  for (const match of html.matchAll(/<script\b[^>]*?\bsrc\s*=\s*("([^"]*)"|'([^']*)')[^>]*>/gi)) {
    if (!/\snomodule\b/i.test(match[0])) listed.push((match[2] ?? match[3] ?? '').replaceAll('&amp;', '&'));
  }
  const sources = new Set();
  for (const src of listed) {
    const url = new URL(src, base + pagePath);
    if (url.origin === origin) sources.add(url.href);
  }
  let raw = 0;
  let gzip = 0;
  for (const url of sources) {
    const script = await get(url);
    if (script.status !== 200) throw new BenchError(`Script ${url} of ${pagePath} answered ${script.status}.`);
    raw += script.body.length;
    gzip += gzipSync(script.body, { level: 9 }).length;
  }
  return { scripts: sources.size, rawKb: raw / 1000, gzipKb: gzip / 1000 };
}

// ---------- load ----------

function runAutocannon(url, { duration, connections }, register) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, pipelining: 1, timeout: 10 }, (error, result) => {
      unregister();
      if (error) reject(error);
      else {
        resolve({
          requests: result.requests.total,
          reqPerSec: result.requests.average,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      }
    });
    const unregister = register(() => instance.stop());
  });
}

/** wrk's "1.23ms" / "850.00us" / "1.02s" in milliseconds. */
function wrkDuration(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return null;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]];
  return Number(match[1]) * factor;
}

function runWrk(wrk, url, { duration, connections, threads }, register) {
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, [`-t${threads}`, `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '--latency', url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (out += chunk));
    const unregister = register(() => child.kill('SIGINT'));
    child.once('error', reject);
    child.once('exit', (code) => {
      unregister();
      const total = /(\d+) requests in/.exec(out);
      const rate = /Requests\/sec:\s+([\d.]+)/.exec(out);
      const p50 = /^\s*50%\s+(\S+)/m.exec(out);
      const p99 = /^\s*99%\s+(\S+)/m.exec(out);
      if (code !== 0 || !total || !rate || !p50 || !p99) {
        reject(new BenchError(`wrk did not finish as expected (exit code ${code}):\n${out.trim()}`));
        return;
      }
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
      // wrk counts answers of status 400 and above here; the preflight has already seen each URL answer 200.
      const bad = /Non-2xx or 3xx responses: (\d+)/.exec(out);
      resolve({
        requests: Number(total[1]),
        reqPerSec: Number(rate[1]),
        p50Ms: wrkDuration(p50[1]),
        p99Ms: wrkDuration(p99[1]),
        errors,
        non2xx: bad ? Number(bad[1]) : 0,
      });
    });
  });
}

// ---------- Lighthouse ----------

function chromePath() {
  for (const candidate of [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return undefined; // chrome-launcher looks for an installed Chrome itself.
}

async function loadLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  // chrome-launcher is Lighthouse's own dependency; resolve it from there rather than rely on hoisting.
  const requireFromLighthouse = createRequire(fs.realpathSync(path.join(root, 'node_modules/lighthouse/package.json')));
  const launcher = await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href);
  return { lighthouse, launch: launcher.launch ?? launcher.default?.launch };
}

// Lighthouse now and then fails to record a page load's trace (NO_NAVSTART, NO_FCP) on this machine;
// such a run is repeated, up to twice, instead of ending a ten-minute benchmark.
const LIGHTHOUSE_ATTEMPTS = 3;

async function lighthouseRun(lighthouse, url, port) {
  for (let attempt = 1; ; attempt += 1) {
    let failure;
    try {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      if (!lhr) failure = 'no result';
      else if (lhr.runtimeError) failure = lhr.runtimeError.message;
      else return lhr;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const path = new URL(url).pathname;
    if (attempt >= LIGHTHOUSE_ATTEMPTS) throw new BenchError(`Lighthouse on ${path} failed ${attempt} times; the last: ${failure}`);
    process.stdout.write(`    (that run failed: ${failure} Running it again.)\n`);
  }
}

async function runLighthouse(base, targets, runs, register) {
  const { lighthouse, launch } = await loadLighthouse();
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const unregister = register(() => chrome.kill());
  try {
    const results = [];
    for (const target of targets) {
      const samples = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`  Lighthouse ${target.label} (${target.path}) run ${run}/${runs}...\n`);
        const lhr = await lighthouseRun(lighthouse, base + target.path, chrome.port);
        const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
        const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: numeric('largest-contentful-paint'),
          cls: numeric('cumulative-layout-shift'),
          tbtMs: numeric('total-blocking-time'),
          failed: Object.values(lhr.categories)
            .filter((category) => category.id !== 'performance')
            .flatMap((category) => category.auditRefs)
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
            .map((ref) => ref.id),
        });
      }
      const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs'];
      const medians = Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]));
      const failed = [...new Set(samples.flatMap((sample) => sample.failed))];
      results.push({ ...target, runs: samples.length, ...medians, failedAudits: failed, samples });
    }
    return results;
  } finally {
    unregister();
    chrome.kill();
  }
}

// ---------- main ----------

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const wrk = options.tool === 'autocannon' ? null : onPath('wrk');
  if (options.tool === 'wrk' && !wrk) throw new BenchError('--tool wrk: wrk is not on the PATH.');
  const tool = wrk ? 'wrk' : 'autocannon';
  if (await portInUse(options.port)) {
    throw new BenchError(`Port ${options.port} on ${HOST} is already in use; choose another with --port.`);
  }

  // Cleanups run in reverse order on success, failure and Ctrl-C.
  const cleanups = new Set();
  const register = (fn) => {
    cleanups.add(fn);
    return () => cleanups.delete(fn);
  };
  let interrupted = false;
  const runCleanups = () => {
    for (const fn of [...cleanups].reverse()) {
      cleanups.delete(fn);
      try {
        fn();
      } catch {
        // Best effort.
      }
    }
  };
  const onSignal = (signal) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping...`);
    runCleanups();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', runCleanups);
  const checkInterrupted = () => {
    if (interrupted) throw new BenchError('Interrupted.');
  };

  const host = machine();
  console.log(
    `Machine: ${host.cpu}, ${host.cores} cores, ${host.memoryGiB} GiB RAM, ${host.os}, ${runtime().text}. ` +
      `Load: ${tool}, ${options.connections} connections, ${options.duration} s per URL.`,
  );

  if (options.skipBuild) {
    if (!fs.existsSync(path.join(DIST_DIR, 'BUILD_ID'))) {
      throw new BenchError('--skip-build: there is no bench build in .next-bench/ yet; run once without it.');
    }
    console.log('Reusing the bench build in .next-bench/.');
  } else {
    await build(register);
  }
  checkInterrupted();

  const pages = [
    { key: 'home', label: 'home', path: '/' },
    { key: 'listing', label: 'listing', path: '/insight/page/1' },
    { key: 'article', label: 'article', path: options.article, option: '--article' },
    { key: 'caseStudy', label: 'case study', path: options.caseStudy, option: '--case-study' },
  ];
  const floor = { key: 'floor', label: 'floor (trivial page)', path: FLOOR_PATH };
  const api = { key: 'api', label: 'API latestblog', path: '/api/blog/latestblog' };
  // First-load JavaScript only, without a target: the one page with the chatbot island.
  const contact = { key: 'contact', label: 'contact (chatbot)', path: '/engage' };
  const modes = renderModes([floor, ...pages, api].map((target) => target.path));

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-bench-'));
  register(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const base = `http://${HOST}:${options.port}`;
  console.log(`Starting next start on ${base} (lead store in ${tmp}, removed afterwards)...`);
  const server = startServer({ port: options.port, dataDir: path.join(tmp, 'leads') });
  const unregisterServer = register(() => {
    if (groupAlive(server.pid)) process.kill(-server.pid, 'SIGKILL');
  });
  let memory = null;
  try {
    await waitForServer(server, options.port, () => interrupted);
    const memoryWatch = watchMemory(server.pid);
    const endMemoryWatch = register(() => memoryWatch.stop());

    await preflight(base, [floor, ...pages, api, contact]);
    checkInterrupted();

    console.log('Measuring first-load JavaScript...');
    const js = [];
    for (const target of [floor, ...pages, contact]) {
      js.push({ ...target, ...(await firstLoadJs(base, target.path)) });
    }
    checkInterrupted();

    const load = { duration: options.duration, connections: options.connections, threads: options.threads };
    const throughput = [];
    for (const target of [floor, ...pages, api]) {
      checkInterrupted();
      await warmUp(base + target.path, options.connections);
      console.log(`Load on ${target.path} for ${options.duration} s...`);
      const figures = wrk ? await runWrk(wrk, base + target.path, load, register) : await runAutocannon(base + target.path, load, register);
      throughput.push({ ...target, mode: modes[target.path], ...figures });
    }
    checkInterrupted();

    let lighthouse = null;
    if (!options.skipLighthouse) {
      console.log(`Lighthouse: mobile, simulated throttling, ${options.lighthouseRuns} run(s) per page...`);
      // The floor too, as a reference without targets: what any page of this build starts from.
      lighthouse = await runLighthouse(base, [floor, ...pages], options.lighthouseRuns, register);
    }
    checkInterrupted();

    endMemoryWatch();
    memory = memoryWatch.stop();
    report({ options, tool, host, modes, js, throughput, lighthouse, memory, floor, pages });
  } catch (error) {
    if (!interrupted && server.exitInfo() && server.tail.length > 0) {
      console.error('Last server output:');
      for (const line of server.tail) console.error(`  server | ${line}`);
    }
    throw error;
  } finally {
    unregisterServer();
    await stopServer(server);
    runCleanups();
    process.off('exit', runCleanups);
  }
}

function ratioTarget(key) {
  if (key === 'article') return TARGETS.ratio.article;
  if (key === 'home' || key === 'listing' || key === 'caseStudy') return TARGETS.ratio.prerendered;
  return null;
}

function report({ options, tool, host, modes, js, throughput, lighthouse, memory, floor }) {
  const floorRate = throughput.find((row) => row.key === 'floor')?.reqPerSec ?? null;
  for (const row of throughput) {
    row.ratio = floorRate ? row.reqPerSec / floorRate : null;
    row.target = ratioTarget(row.key);
    row.pass = row.target == null || row.ratio == null ? null : row.ratio >= row.target;
  }
  printTable(
    `Throughput and latency (${tool}, ${options.connections} connections, ${options.duration} s each, loopback)`,
    ['URL', 'path', 'served as', 'HTML KB', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'x floor', 'target', ''],
    throughput.map((row) => [
      row.label,
      row.path,
      modes[row.path],
      fmt(row.bytes / 1000, 1),
      fmt(row.reqPerSec, 0),
      fmt(row.p50Ms, 1),
      fmt(row.p99Ms, 1),
      fmt(row.errors),
      fmt(row.non2xx),
      row.key === 'floor' ? '1.00' : fmt(row.ratio, 2),
      row.target == null ? '' : `>= ${row.target.toFixed(1)}`,
      verdict(row.pass),
    ]),
    3,
  );
  console.log(
    `  The floor ${floor.path} is a trivial static page of the same build; it renders inside the site's root layout` +
      ' (header, footer, pop-up), so it carries the same chrome as every page.',
  );

  for (const row of js) {
    row.target = TARGETS.firstLoadKb[row.key] ?? null;
    row.pass = row.target == null ? null : row.gzipKb <= row.target;
  }
  printTable(
    'First-load JavaScript (same-origin scripts of the HTML and of its deferred-script list, without nomodule polyfills, gzip level 9; 1 KB = 1,000 bytes)',
    ['page', 'path', 'scripts', 'raw KB', 'gzip KB', 'target', ''],
    js.map((row) => [
      row.label,
      row.path,
      row.scripts,
      fmt(row.rawKb, 1),
      fmt(row.gzipKb, 1),
      row.target == null ? '' : `<= ${row.target}`,
      verdict(row.pass),
    ]),
    2,
  );

  if (lighthouse) {
    const t = TARGETS.lighthouse;
    for (const row of lighthouse) {
      if (row.key === 'floor') {
        row.pass = {};
        continue;
      }
      row.pass = {
        performance: row.performance >= t.performance,
        accessibility: row.accessibility >= t.accessibility,
        bestPractices: row.bestPractices >= t.bestPractices,
        seo: row.seo >= t.seo,
        lcp: row.lcpMs <= t.lcpMs,
        cls: row.cls <= t.cls,
        tbt: row.tbtMs <= t.tbtMs,
      };
    }
    const mark = (value, ok) => (ok == null ? value : `${value} ${ok ? 'PASS' : 'MISS'}`);
    printTable(
      `Lighthouse 12 (mobile, simulated throttling, median of ${options.lighthouseRuns} run(s) per figure)`,
      ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP s', 'CLS', 'TBT ms'],
      [
        ['target', `>= ${t.performance}`, t.accessibility, t.bestPractices, t.seo, `<= ${fmt(t.lcpMs / 1000, 1)}`, `<= ${t.cls}`, `<= ${t.tbtMs}`],
        ...lighthouse.map((row) => [
          row.label,
          mark(fmt(row.performance), row.pass.performance),
          mark(fmt(row.accessibility), row.pass.accessibility),
          mark(fmt(row.bestPractices), row.pass.bestPractices),
          mark(fmt(row.seo), row.pass.seo),
          mark(fmt(row.lcpMs / 1000, 2), row.pass.lcp),
          mark(fmt(row.cls, 3), row.pass.cls),
          mark(fmt(row.tbtMs, 0), row.pass.tbt),
        ]),
      ],
    );
    for (const row of lighthouse) {
      if (row.failedAudits.length > 0) console.log(`  ${row.label}: audits below full score in some run: ${row.failedAudits.join(', ')}`);
    }
  } else {
    console.log('\nLighthouse: skipped.');
  }

  console.log('\nServer memory (next-server process)');
  if (memory) {
    console.log(`  peak RSS sampled every ${MEMORY_POLL_MS} ms: ${fmt(memory.peakRssMiB, 0)} MiB`);
    console.log(`  VmHWM (kernel's high-water mark) at the end: ${fmt(memory.hwmMiB, 0)} MiB`);
    if (memory.groupProcesses > 1) {
      console.log(`  peak RSS of its whole process group (${memory.groupProcesses} processes): ${fmt(memory.peakGroupRssMiB, 0)} MiB`);
    }
  } else {
    console.log('  not measured (/proc is not available on this system)');
  }

  const checks = [
    ...throughput.map((row) => row.pass),
    ...js.map((row) => row.pass),
    ...(lighthouse ?? []).flatMap((row) => Object.values(row.pass)),
  ].filter((pass) => pass != null);
  const missed = checks.filter((pass) => !pass).length;
  console.log(`\nTargets: ${checks.length - missed} of ${checks.length} met${missed ? ` (${missed} MISS)` : ''}.`);

  if (options.json) {
    const strip = (row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'option'));
    const figures = {
      date: new Date().toISOString(),
      machine: host,
      settings: {
        tool,
        duration: options.duration,
        connections: options.connections,
        threads: tool === 'wrk' ? options.threads : undefined,
        lighthouseRuns: lighthouse ? options.lighthouseRuns : 0,
      },
      targets: TARGETS,
      throughput: throughput.map(strip),
      firstLoadJs: js.map(strip),
      lighthouse: lighthouse?.map(strip) ?? null,
      memory,
    };
    fs.mkdirSync(path.dirname(options.json), { recursive: true });
    fs.writeFileSync(options.json, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`Figures written to ${options.json}.`);
  }
}

main().catch((error) => {
  console.error(`bench: ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`);
  process.exitCode = 1;
});
