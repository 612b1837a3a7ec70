// What the benchmark scripts share (bench.mjs, bench-breakdown.mjs): building the site and the floor app,
// serving a build in its own process group, weighing a page, and putting load on one URL with wrk or
// autocannon. Method: docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { runtime } from './runtime.mjs';
import { groupAlive, portInUse, sleep } from './server.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const FLOOR_DIR = path.join(root, 'bench', 'floor-app');
export const HOST = '127.0.0.1';
export const START_TIMEOUT_MS = 120_000;
export const STOP_GRACE_MS = 10_000;
export const WARM_UP_REQUESTS = 200;

/** The `next` command of the app in `dir`, from the bin entry of the package it resolves. */
export function nextBin(dir) {
  const manifest = createRequire(path.join(dir, 'package.json')).resolve('next/package.json');
  const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  return path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin.next);
}

export const versionOf = (dir, name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
};

/** The floor app's static pages (bench/floor-app/app/static/[size]/content.js). */
export const FLOOR_SIZES_KB = [10, 25, 50, 75, 100, 150, 200, 250];

export class BenchError extends Error {}

// ---------- small helpers ----------

export const fmt = (value, digits = 0) =>
  value == null || Number.isNaN(value)
    ? 'n/a'
    : Number(value).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const verdict = (ok) => (ok == null ? '' : ok ? 'PASS' : 'MISS');

/**
 * A run's verdicts. `check(ok, miss)` returns the mark a table shows; a missed target also keeps
 * `miss()`: `{ what, figure, reason }`, the reason being what the same run measured of its cause, so the
 * run ends by listing each miss with its figure rather than a count alone.
 */
export function targetBook() {
  const checks = [];
  const misses = [];
  return {
    check(ok, miss) {
      if (ok == null) return verdict(ok);
      checks.push(ok);
      if (!ok) misses.push(miss ? miss() : { what: 'a target without a description', figure: 'n/a' });
      return verdict(ok);
    },
    summary() {
      const lines = [`Targets: ${checks.length - misses.length} of ${checks.length} met${misses.length ? ` (${misses.length} MISS)` : ''}.`];
      if (misses.length) lines.push('Missed, each with its figure and, where this run measured one, its cause:');
      for (const { what, figure, reason } of misses) lines.push(`  - ${what}: ${figure}${reason ? `; ${reason}` : ''}`);
      return lines;
    },
  };
}

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The sample of the median `figure(sample)` (the lower middle one of an even count; a sample without the
 * figure sorts last), so that the figures shown with it all come from one run.
 * @template T
 * @param {T[]} samples
 * @param {(sample: T) => number | null | undefined} figure
 * @returns {T}
 */
export function medianSample(samples, figure) {
  const sorted = [...samples].sort((a, b) => (figure(a) ?? Infinity) - (figure(b) ?? Infinity));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * One figure's range over a page's runs beside its reference's, in ms. A median beyond a target by less than
 * the runs' spread is a miss the next run may not repeat: the reader of a miss sees both.
 * @param {{ samples: Record<string, unknown>[] }} page
 * @param {{ samples: Record<string, unknown>[] }} reference
 * @param {string} key
 */
export function runSpread(page, reference, key) {
  const range = ({ samples }) => {
    const values = samples.map((sample) => sample[key]).filter((value) => typeof value === 'number' && Number.isFinite(value));
    if (values.length === 0) return 'n/a';
    const [low, high] = [fmt(Math.min(...values)), fmt(Math.max(...values))];
    return low === high ? `${low} ms` : `${low}-${high} ms`;
  };
  return `its runs ${range(page)}, the same-size page's ${range(reference)}`;
}

/** Text columns (the first `textColumns`) are aligned left, figures right. */
export function printTable(title, headers, rows, textColumns = 1) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  console.log(`\n${title}`);
  cells.forEach((row, index) => {
    console.log(`  ${row.map((cell, i) => (i < textColumns ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd()}`);
    if (index === 0) console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  });
}

export function onPath(command) {
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

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

// ---------- options and pages ----------

export function positiveInt(name, raw, max) {
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

/**
 * The options both benchmarks take (load, port, builds, output, the article and case study measured),
 * plus `extra`, parseArgs options of one script only, whose raw values come back in `values`.
 */
export function readRunOptions(argv, { port, maxPort, extra = {} }) {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      port: { type: 'string', default: String(port) },
      tool: { type: 'string', default: 'auto' },
      threads: { type: 'string', default: '2' },
      'skip-build': { type: 'boolean', default: false },
      json: { type: 'string' },
      article: { type: 'string', default: '/insight/blogs/115/core-web-vitals-for-marketing-sites' },
      'case-study': { type: 'string', default: '/portfolio-profile/world-model-hunt' },
      help: { type: 'boolean', short: 'h', default: false },
      ...extra,
    },
    strict: true,
  });
  if (!['auto', 'wrk', 'autocannon'].includes(values.tool)) {
    throw new BenchError(`--tool must be auto, wrk or autocannon (got "${values.tool}").`);
  }
  const connections = positiveInt('--connections', values.connections, 10_000);
  const options = {
    help: values.help,
    duration: positiveInt('--duration', values.duration, 3600),
    connections,
    port: positiveInt('--port', values.port, maxPort),
    tool: values.tool,
    threads: Math.min(positiveInt('--threads', values.threads, 64), connections),
    skipBuild: values['skip-build'],
    json: values.json ? path.resolve(values.json) : null,
    article: sitePath('--article', values.article),
    caseStudy: sitePath('--case-study', values['case-study']),
  };
  return { options, values };
}

/** The pages of the site both benchmarks measure; `option` names the one that chooses a page. */
export function sitePages({ article, caseStudy }) {
  return [
    { key: 'home', label: 'home', path: '/' },
    { key: 'listing', label: 'listing', path: '/insight/page/1' },
    { key: 'article', label: 'article', path: article, option: '--article' },
    { key: 'caseStudy', label: 'case study', path: caseStudy, option: '--case-study' },
    { key: 'legal', label: 'legal', path: '/legal' },
  ];
}

// ---------- one run ----------

/**
 * Cleanups (stop a server, put a file back) that run in reverse order on success, failure and Ctrl-C:
 * `register(fn)` adds one and returns its removal; `finish()` runs those left.
 */
export function interruptible() {
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
  return {
    register,
    isInterrupted: () => interrupted,
    checkInterrupted() {
      if (interrupted) throw new BenchError('Interrupted.');
    },
    finish() {
      runCleanups();
      process.off('exit', runCleanups);
    },
  };
}

/**
 * What both benchmarks do first: pick the load tool (wrk when `tool` allows and it is on the PATH), make
 * sure the ports are free, print the machine and the settings, and warn when the machine is busy.
 */
export async function beginRun({ tool: wanted, ports, connections, duration }) {
  const wrk = wanted === 'autocannon' ? null : onPath('wrk');
  if (wanted === 'wrk' && !wrk) throw new BenchError('--tool wrk: wrk is not on the PATH.');
  const tool = wrk ? 'wrk' : 'autocannon';
  for (const port of ports) {
    if (await portInUse(port)) throw new BenchError(`Port ${port} on ${HOST} is already in use; choose another with --port.`);
  }
  const host = machine();
  const nextVersion = versionOf(root, 'next');
  console.log(
    `Machine: ${host.cpu}, ${host.cores} cores, ${host.memoryGiB} GiB RAM, ${host.os}, ${runtime().text}, Next.js ${nextVersion}. ` +
      `Load: ${tool}, ${connections} connections, ${duration} s per URL and encoding.`,
  );
  // The servers and the load generator share the CPU: other work on the machine makes every ratio noise.
  const [loadAverage] = os.loadavg();
  if (loadAverage > host.cores / 2) {
    console.log(`Warning: the machine is busy (load average ${loadAverage.toFixed(1)} on ${host.cores} cores); take figures on an idle one.`);
  }
  return { wrk, tool, host, nextVersion };
}

// ---------- the builds ----------

/** `next build` may rewrite these; they are put back so the worktree stays as it was. */
export const TOUCHED_BY_BUILD = ['tsconfig.json', 'next-env.d.ts'];

/**
 * An app outside the site's folder (the floor app, a variant of the site) gets its own node_modules, hard
 * links to the site's files (a copy where hard links are not available): Turbopack compiles nothing outside
 * an app's root, and with the site's folder as its root the floor app would pick up the site's proxy and
 * instrumentation. Same files, so the same Next.js, React and React DOM.
 */
export function linkNodeModules(dir) {
  const target = path.join(dir, 'node_modules');
  const same = ['next', 'react', 'react-dom'].every((name) => versionOf(dir, name) && versionOf(dir, name) === versionOf(root, name));
  if (same) return;
  console.log(`Linking the site's node_modules into ${path.relative(root, target)}...`);
  fs.rmSync(target, { recursive: true, force: true });
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), target], { stdio: 'ignore' });
  if (linked.status !== 0) {
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(path.join(root, 'node_modules'), target, { recursive: true, verbatimSymlinks: true });
  }
}

export const prepareFloorApp = () => linkNodeModules(FLOOR_DIR);

export function runNext(args, cwd, register) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin(cwd), ...args], {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    const stop = register(() => child.kill('SIGTERM'));
    child.once('exit', (code, signal) => {
      stop();
      if (code === 0) resolve();
      else reject(new BenchError(`next ${args.join(' ')} in ${path.relative(root, cwd) || '.'} failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}

/** `npm run build` of the site in `dir` (the repository, or a copy of it with its node_modules linked). */
export async function buildSite(dir, register) {
  const saved = TOUCHED_BY_BUILD.map((name) => {
    const file = path.join(dir, name);
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
    console.log(`Building the site${dir === root ? '' : ` in ${dir}`} (next build)...`);
    await runNext(['build'], dir, register);
    // As `npm run build` does after it (the empty lead database new embedded stores are copied from).
    const postbuild = spawnSync(process.execPath, [path.join(dir, 'scripts/postbuild.mjs')], { cwd: dir, stdio: 'inherit' });
    if (postbuild.status !== 0) throw new BenchError(`scripts/postbuild.mjs failed in ${dir}.`);
  } finally {
    restore();
    unregister();
  }
}

export async function build(register) {
  await buildSite(root, register);
  prepareFloorApp();
  console.log('Building the floor app (bench/floor-app, next build)...');
  await runNext(['build'], FLOOR_DIR, register);
}

/** How each path of the site is served, from the build's prerender manifest. */
export function renderModes(paths, dir = root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.next', 'prerender-manifest.json'), 'utf8'));
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

// ---------- the servers ----------

/** `command`: the site runs its production server (scripts/server.mjs); the floor app, plain `next start`. */
/**
 * The site's environment in a bench: on its own (local posts, an embedded store in `dataDir`, in-memory rate
 * limits) unless `redisUrl` serves its page and data cache from Redis (docs/revalidation.md), as several
 * instances would run it. Sign-ups come from the bench's one address, so their per-address limit is lifted
 * (rate-limit.ts takes at most nine digits of points).
 */
export function siteEnv({ port, dataDir, redisUrl = '' }) {
  return {
    PORT: String(port),
    HOSTNAME: HOST,
    LEADS_DATA_DIR: dataDir,
    RATE_LIMIT_SUBSCRIBE_PER_IP: '999999999/60',
    DATABASE_URL: '',
    REDIS_URL: redisUrl,
    UPSTREAM_API_HOST: '',
  };
}

export function startServer({ cwd, port, env = {}, program = process.execPath, command = [nextBin(cwd), 'start', '-p', String(port), '-H', HOST] }) {
  const child = spawn(program, command, {
    cwd,
    // Its own process group: `next start` may run the server in a child process, which must end too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
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

export async function waitForServer(server, url, isInterrupted) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (isInterrupted()) throw new BenchError('Interrupted.');
    const exit = server.exitInfo();
    if (exit) throw new BenchError(`The server for ${url} exited before it was ready (${exit.signal ?? `exit code ${exit.code}`}).`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new BenchError(`GET ${url} did not answer 200 within ${START_TIMEOUT_MS / 1000} s.`);
}

export async function stopServer(server) {
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

// ---------- pages ----------

/** One GET with exactly these request headers; the body as it came over the wire (not decompressed). */
export function httpGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 30_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new BenchError(`GET ${url} timed out.`)));
    request.on('error', reject);
  });
}

export const GZIP = { 'accept-encoding': 'gzip' };

/** Inline scripts that carry the RSC payload (`self.__next_f.push(...)`), whole elements. */
export const RSC_SCRIPT = /<script\b[^>]*>\(?self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)?\.push\([\s\S]*?<\/script>|<script\b[^>]*>self\.__next_f\.push\([\s\S]*?<\/script>/g;

/**
 * Every target must answer 200 before anything is measured (a wrong path would make the figures void);
 * its weight is taken at the same time: HTML bytes uncompressed, gzipped as served, and the RSC payload's.
 */
export async function weigh(target) {
  const plain = await httpGet(target.base + target.path);
  if (plain.status !== 200) {
    const hint = target.option ? ` (choose another with ${target.option})` : '';
    throw new BenchError(`GET ${target.path} answered ${plain.status}, not 200${hint}.`);
  }
  const gzipped = await httpGet(target.base + target.path, GZIP);
  if (gzipped.headers['content-encoding'] !== 'gzip') {
    throw new BenchError(`GET ${target.path} with Accept-Encoding: gzip was not gzipped; the gzip figures would be void.`);
  }
  const html = plain.body.toString('utf8');
  let rsc = 0;
  for (const match of html.matchAll(RSC_SCRIPT)) rsc += Buffer.byteLength(match[0]);
  target.bytes = plain.body.length;
  target.gzipBytes = gzipped.body.length;
  target.rscBytes = rsc;
  // One such character makes Next.js hold the cached page as a two-byte string, re-encoded on every response.
  target.wideCharacters = (html.match(/[^\u0000-\u00ff]/gu) ?? []).length;
  return html;
}

/**
 * First-load JavaScript: the page's same-origin <script src> files, each gzipped at level 9, summed.
 * `nomodule` scripts (Next's legacy polyfills) are left out: the browsers that run the site never load them.
 */
export async function firstLoadJs(target, html) {
  const origin = new URL(target.base).origin;
  const sources = new Set();
  for (const match of html.matchAll(/<script\b[^>]*?\bsrc\s*=\s*("([^"]*)"|'([^']*)')[^>]*>/gi)) {
    if (/\snomodule\b/i.test(match[0])) continue;
    const url = new URL((match[2] ?? match[3] ?? '').replaceAll('&amp;', '&'), target.base + target.path);
    if (url.origin === origin) sources.add(url.href);
  }
  let gzip = 0;
  for (const url of sources) {
    const script = await httpGet(url);
    if (script.status !== 200) throw new BenchError(`Script ${url} of ${target.path} answered ${script.status}.`);
    gzip += gzipSync(script.body, { level: 9 }).length;
  }
  target.scripts = sources.size;
  target.firstLoadJsKb = gzip / 1000;
}

/** WARM_UP_REQUESTS requests, not measured: to `url`, or each to the URL `url()` gives (random paths). */
export async function warmUp(url, headers, connections) {
  const width = Math.min(connections, 20);
  for (let sent = 0; sent < WARM_UP_REQUESTS; sent += width) {
    await Promise.all(Array.from({ length: width }, () => httpGet(typeof url === 'function' ? url() : url, headers)));
  }
}

/** The floor app's static page to compare a page of `bytes` with: the smallest at or above its size. */
export function sameSizePage(statics, bytes) {
  const bySize = [...statics].sort((a, b) => a.bytes - b.bytes);
  return bySize.find((page) => page.bytes >= bytes) ?? { ...bySize.at(-1), smaller: true };
}

// ---------- load ----------

/**
 * autocannon on `url`. `requests` is autocannon's own option (a request's shape, e.g. its path), when given;
 * `onStatus` sees the status code of every answer.
 */
export function runAutocannon(url, { duration, connections, headers, requests }, register, onStatus) {
  return new Promise((resolve, reject) => {
    const options = { url, connections, duration, pipelining: 1, timeout: 10, headers, ...(requests ? { requests } : {}) };
    const instance = autocannon(options, (error, result) => {
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
    if (onStatus) instance.on('response', (_client, statusCode) => onStatus(statusCode));
    const unregister = register(() => instance.stop());
  });
}

/** wrk's "1.23ms" / "850.00us" / "1.02s" in milliseconds. */
export function wrkDuration(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return null;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]];
  return Number(match[1]) * factor;
}

/**
 * wrk on `url`. `script` is a wrk Lua script and `scriptArgs` its arguments, when given; a script that prints
 * `Not found: N` at its end gives `notFound`.
 * @param {string} wrk
 * @param {string} url
 * @param {{ duration: number, connections: number, threads: number, headers: Record<string, string>, script?: string, scriptArgs?: string[] }} load
 * @param {(cleanup: () => void) => () => void} register
 */
export function runWrk(wrk, url, { duration, connections, threads, headers, script, scriptArgs = [] }, register) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const scriptOptions = script ? ['-s', script] : [];
  const trailing = script && scriptArgs.length > 0 ? ['--', ...scriptArgs] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, [`-t${threads}`, `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '--latency', ...scriptOptions, ...headerArgs, url, ...trailing], {
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
      const notFound = /^Not found: (\d+)$/m.exec(out);
      resolve({
        ...(notFound ? { notFound: Number(notFound[1]) } : {}),
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