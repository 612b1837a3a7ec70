#!/usr/bin/env node
// `npm run bench:breakdown`: where each page's time goes, measured against the floor app's pages
// (method and latest figures: docs/benchmarks.md, "Where the time goes").
//
//   npm run bench:breakdown -- [--duration 10] [--connections 50] [--port 3410] [--tool auto|wrk|autocannon]
//                              [--skip-build] [--json out.json] [--article PATH] [--case-study PATH]
//
// One run serves the same pages from five servers of the site that differ by one part each, and the floor
// app (bench/floor-app) beside them:
//   site               the site as deployed: scripts/server.mjs, proxy.ts, instrumentation.ts
//   empty proxy        a copy whose proxy.ts does nothing (same matcher), on the same server
//   no proxy           a copy of the site without proxy.ts, on the same server
//   bare               a copy without proxy.ts and instrumentation.ts, on the same server
//   bare, next start   the bare copy on plain `next start`
// Under load, time per request (the inverse of req/s) adds up part by part, so the gap between a page and
// the floor app serving as many bytes splits into: the page in Next.js (bare, next start, against the
// floor app's time at the page's exact size, read off its static pages), the custom server,
// instrumentation, Next.js calling a proxy, and the proxy's own work. Uncompressed and with gzip; a last
// table shows what compression adds to a request. --rounds N measures everything N times in turn and
// keeps each URL's median, which steadies the differences on a machine that is not quite idle.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  beginRun,
  BenchError,
  build,
  fmt,
  FLOOR_DIR,
  FLOOR_SIZES_KB,
  GZIP,
  HOST,
  interruptible,
  linkNodeModules,
  medianSample,
  prepareFloorApp,
  positiveInt,
  printTable,
  readRunOptions,
  renderModes,
  root,
  runAutocannon,
  runNext,
  runWrk,
  sameSizePage,
  sitePages,
  startServer,
  stopServer,
  waitForServer,
  warmUp,
  weigh,
} from './lib/bench-kit.mjs';
import { groupAlive } from './lib/server.mjs';

/** The copies of the site, built outside its folder (their own node_modules links, their own .next). */
const VARIANTS_DIR = path.join(os.tmpdir(), 'lumina-bench-variants');
const VARIANTS = [
  { key: 'emptyProxy', without: [], emptyProxy: true },
  { key: 'noProxy', without: ['proxy.ts'] },
  { key: 'bare', without: ['proxy.ts', 'instrumentation.ts'] },
];

/**
 * The site's proxy.ts with a body that does nothing: Next.js still calls it for every path its matcher
 * takes, so the difference to the site is the proxy's own work, and to "no proxy" the call itself.
 */
function emptyProxy(source) {
  const matcher = source.slice(source.indexOf('export const config'));
  if (!matcher.startsWith('export const config')) throw new BenchError('proxy.ts has no `export const config`: the empty proxy needs its matcher.');
  return `import { NextResponse } from 'next/server';\n\nexport function proxy() {\n  return NextResponse.next();\n}\n\n${matcher}`;
}

/** The servers, in the order their differences are taken; each differs from the one before by one part. */
const LAYERS = [
  { key: 'bareNext', label: 'bare, next start', build: 'bare', server: 'next' },
  { key: 'bare', label: 'bare', build: 'bare', server: 'custom', part: 'custom server' },
  { key: 'noProxy', label: 'no proxy', build: 'noProxy', server: 'custom', part: 'instrumentation' },
  { key: 'emptyProxy', label: 'empty proxy', build: 'emptyProxy', server: 'custom', part: 'proxy call' },
  { key: 'site', label: 'site', build: 'site', server: 'custom', part: 'proxy work' },
];

const ENCODINGS = [
  { key: 'raw', label: 'uncompressed', headers: {} },
  { key: 'gzip', label: 'Accept-Encoding: gzip', headers: GZIP },
];

const USAGE = `Usage: npm run bench:breakdown -- [options]

  --duration S           seconds of load per URL and encoding (default 10)
  --connections N        concurrent connections (default 50)
  --port P               first of the six ports on ${HOST} it uses, P to P+5 (default 3410)
  --tool T               auto (wrk when installed, else autocannon), wrk or autocannon (default auto)
  --threads N            wrk threads (default 2)
  --rounds N             measure every page's servers N times in turn, and keep the median (default 1)
  --skip-build           reuse the builds of an earlier run (copies of the site whose files have changed
                         since are built again)
  --json FILE            also write every figure to FILE
  --article PATH         the article measured (default /insight/blogs/115/core-web-vitals-for-marketing-sites)
  --case-study PATH      the case study measured (default /portfolio-profile/world-model-hunt)

It builds the site, the floor app and three copies of the site (with a proxy that does nothing; without
proxy.ts; without proxy.ts and instrumentation.ts) in ${VARIANTS_DIR}: five builds, ten minutes or more
on a small machine.`;

function readOptions(argv) {
  const { options, values } = readRunOptions(argv, { port: 3410, maxPort: 65530, extra: { rounds: { type: 'string', default: '1' } } });
  return { ...options, rounds: positiveInt('--rounds', values.rounds, 20) };
}

const variantDir = (key) => (key === 'site' ? root : path.join(VARIANTS_DIR, key));

/** The site's files (those git tracks or would track) a copy takes, but the benchmark's own. */
function siteFiles() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new BenchError(`git ls-files failed in ${root}: the copies of the site are of the files git knows.`);
  return listed.stdout.split('\0').filter((file) => file && !file.startsWith('bench/') && fs.existsSync(path.join(root, file)));
}

/** Names and contents of the site's files now: a copy built from other sources is built again. */
function sourceStamp(files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

const STAMP_FILE = '.lumina-bench-source';

/** Whether the copy `key` holds a build of the site's files as they are now. */
function variantCurrent(key, stamp) {
  const dir = variantDir(key);
  return fs.existsSync(path.join(dir, '.next', 'BUILD_ID')) && fs.existsSync(path.join(dir, STAMP_FILE)) && fs.readFileSync(path.join(dir, STAMP_FILE), 'utf8') === stamp;
}

/** A copy of the site's files without `without` (or with a proxy that does nothing), and its build. */
async function buildVariant({ key, without, emptyProxy: empty }, files, stamp, register) {
  const dir = variantDir(key);
  for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (entry !== 'node_modules') fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  for (const file of files) {
    if (without.includes(file)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  if (empty) fs.writeFileSync(path.join(dir, 'proxy.ts'), emptyProxy(fs.readFileSync(path.join(root, 'proxy.ts'), 'utf8')));
  linkNodeModules(dir);
  const what = empty ? 'with a proxy that does nothing' : `without ${without.join(' and ')}`;
  console.log(`Building the site ${what} (next build in ${dir})...`);
  await runNext(['build'], dir, register);
  fs.writeFileSync(path.join(dir, STAMP_FILE), stamp);
}

/** The two floor pages around `bytes` in `sorted` (by size); beyond either end, the two at that end. */
function around(sorted, bytes) {
  const upper = sorted.findIndex((target) => target.bytes >= bytes);
  const at = upper === -1 ? sorted.length - 1 : Math.max(upper, 1);
  return [sorted[at - 1], sorted[at]];
}

/** The floor app's time per request at `bytes`, on the straight line between the pages around it. */
function floorMicrosAt(points, bytes) {
  const [a, b] = around(points, bytes);
  return a.micros + ((b.micros - a.micros) * (bytes - a.bytes)) / (b.bytes - a.bytes);
}

const micros = (load) => (load?.reqPerSec ? 1e6 / load.reqPerSec : null);
const signed = (value) => (value == null ? 'n/a' : `${value >= 0 ? '+' : '-'}${fmt(Math.abs(value))}`);
// A share of the gap means something only when there is one.
const share = (part, whole) => (part == null || !(whole > 0) ? '' : ` (${fmt((100 * part) / whole)}%)`);

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const ports = { site: options.port, floor: options.port + 1, emptyProxy: options.port + 2, noProxy: options.port + 3, bare: options.port + 4, bareNext: options.port + 5 };
  const { wrk, tool, host, nextVersion } = await beginRun({ ...options, ports: Object.values(ports) });
  const { register, isInterrupted, checkInterrupted, finish } = interruptible();

  const built = (dir) => fs.existsSync(path.join(dir, '.next', 'BUILD_ID'));
  if (options.skipBuild) {
    prepareFloorApp();
    for (const dir of [root, FLOOR_DIR]) {
      if (!built(dir)) throw new BenchError(`--skip-build: there is no build in ${dir}/.next yet; run once without it.`);
    }
    console.log('Reusing the builds of the site and the floor app, and the copies of the site built from the files as they are now.');
  } else {
    await build(register);
  }
  const files = siteFiles();
  const stamp = sourceStamp(files);
  for (const variant of VARIANTS) {
    checkInterrupted();
    if (!options.skipBuild || !variantCurrent(variant.key, stamp)) await buildVariant(variant, files, stamp, register);
  }
  checkInterrupted();

  const pagePaths = sitePages(options);
  const modes = renderModes(pagePaths.map((page) => page.path));
  const floorBase = `http://${HOST}:${ports.floor}`;
  const trivial = { key: 'trivial', label: 'trivial page', path: '/', base: floorBase, load: {} };
  const statics = FLOOR_SIZES_KB.map((kb) => ({ key: `static${kb}`, label: `static ${kb} KB`, path: `/static/${kb}`, base: floorBase, load: {} }));
  const pages = pagePaths.map((page) => ({
    ...page,
    layers: Object.fromEntries(LAYERS.map((layer) => [layer.key, { ...page, label: `${page.label}, ${layer.label}`, base: `http://${HOST}:${ports[layer.key]}`, load: {} }])),
  }));

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-breakdown-'));
  register(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const servers = [startServer({ cwd: FLOOR_DIR, port: ports.floor })];
  const unregisterServers = register(() => {
    for (const server of servers) if (groupAlive(server.pid)) process.kill(-server.pid, 'SIGKILL');
  });
  try {
    const started = [{ server: servers[0], url: `${floorBase}/` }];
    for (const layer of LAYERS) {
      const cwd = variantDir(layer.build);
      const port = ports[layer.key];
      // The site on its own, as `npm run bench` serves it: local posts, embedded store, in-memory limits.
      const env = { PORT: String(port), HOSTNAME: HOST, LEADS_DATA_DIR: path.join(tmp, layer.key), DATABASE_URL: '', REDIS_URL: '', UPSTREAM_API_HOST: '' };
      const server =
        layer.server === 'custom' ? startServer({ cwd, port, env, command: [path.join(cwd, 'scripts/server.mjs')] }) : startServer({ cwd, port, env });
      servers.push(server);
      started.push({ server, url: `http://${HOST}:${port}/legal` });
    }
    console.log(`Serving the floor app on ${floorBase} and the site's builds on ${LAYERS.map((layer) => `${ports[layer.key]} (${layer.label})`).join(', ')}...`);
    for (const { server, url } of started) await waitForServer(server, url, isInterrupted);

    console.log('Weighing the pages...');
    for (const target of [trivial, ...statics]) await weigh(target);
    for (const page of pages) {
      for (const layer of LAYERS) await weigh(page.layers[layer.key]);
      page.bytes = page.layers.site.bytes;
      page.sameSize = sameSizePage(statics, page.bytes);
    }
    // The floor pages on either side of each page's size: its time is read off the line between them.
    const byBytes = [trivial, ...statics].sort((a, b) => a.bytes - b.bytes);
    const floorTargets = new Set(pages.flatMap((page) => [...around(byBytes, page.bytes), page.sameSize]));
    for (const encoding of ENCODINGS) {
      const load = { duration: options.duration, connections: options.connections, threads: options.threads, headers: encoding.headers };
      const run = async (target, round) => {
        checkInterrupted();
        const url = target.base + target.path;
        await warmUp(url, encoding.headers, options.connections);
        console.log(`Load on ${target.label} (${url}), ${encoding.label}, round ${round} of ${options.rounds}, for ${options.duration} s...`);
        const result = wrk ? await runWrk(wrk, url, load, register) : await runAutocannon(url, load, register);
        (target.samples ??= { raw: [], gzip: [] })[encoding.key].push(result);
      };
      for (let round = 1; round <= options.rounds; round += 1) {
        for (const target of byBytes.filter((target) => floorTargets.has(target))) await run(target, round);
        // A page's servers back to back, so their differences are taken a minute apart at most.
        for (const page of pages) for (const layer of LAYERS) await run(page.layers[layer.key], round);
      }
    }
    // Each URL's run of median req/s (its p99 with it).
    for (const target of [...floorTargets, ...pages.flatMap((page) => Object.values(page.layers))]) {
      for (const encoding of ENCODINGS) {
        target.load[encoding.key] = medianSample(target.samples[encoding.key], (sample) => sample.reqPerSec);
      }
    }
    checkInterrupted();
    const measuredFloor = byBytes.filter((target) => floorTargets.has(target));
    report({ options, tool, host, nextVersion, modes, pages, floor: measuredFloor });
  } finally {
    unregisterServers();
    await Promise.all(servers.map(stopServer));
    finish();
  }
}

function report({ options, tool, host, nextVersion, modes, pages, floor }) {
  const rows = {};
  for (const encoding of ENCODINGS) {
    const points = floor.map((target) => ({ bytes: target.bytes, micros: micros(target.load[encoding.key]) })).sort((a, b) => a.bytes - b.bytes);
    rows[encoding.key] = pages.map((page) => {
      const at = Object.fromEntries(LAYERS.map((layer) => [layer.key, micros(page.layers[layer.key].load[encoding.key])]));
      const bytesMicros = floorMicrosAt(points, page.bytes);
      const parts = { page: at.bareNext - bytesMicros };
      LAYERS.forEach((layer, index) => {
        if (index > 0) parts[layer.part] = at[layer.key] - at[LAYERS[index - 1].key];
      });
      const same = page.sameSize.load[encoding.key];
      return { page, at, bytesMicros, parts, gap: at.site - bytesMicros, sameRatio: same?.reqPerSec ? page.layers.site.load[encoding.key].reqPerSec / same.reqPerSec : null };
    });
  }

  console.log(
    `\nWhere the time goes (${tool}, ${options.connections} connections, ${options.duration} s per URL, loopback). Time per request = 1,000,000 / req/s, in microseconds;` +
      '\n"bytes" is the floor app\'s time at the page\'s exact size, on the line between its pages around that size.',
  );
  for (const encoding of ENCODINGS) {
    printTable(
      `Time per request, ${encoding.label}: the gap between the site and the floor app serving as many bytes, part by part (us)`,
      ['page', 'KB', 'served as', 'bytes', 'page in Next.js', ...LAYERS.slice(1).map((layer) => layer.part), 'site', 'gap', 'x same-size (req/s)'],
      rows[encoding.key].map(({ page, at, bytesMicros, parts, gap, sameRatio }) => [
        page.label,
        fmt(page.bytes / 1000, 1),
        modes[page.path],
        fmt(bytesMicros),
        ...['page', ...LAYERS.slice(1).map((layer) => layer.part)].map((part) => `${signed(parts[part])}${share(parts[part], gap)}`),
        fmt(at.site),
        signed(gap),
        fmt(sameRatio, 2),
      ]),
      3,
    );
  }

  printTable(
    'req/s of each build, uncompressed / gzip',
    ['page', ...LAYERS.map((layer) => layer.label)],
    pages.map((page) => [page.label, ...LAYERS.map((layer) => ENCODINGS.map((encoding) => fmt(page.layers[layer.key].load[encoding.key].reqPerSec)).join(' / '))]),
  );
  printTable(
    'req/s of the floor app\'s pages used, uncompressed / gzip',
    ['page', 'KB', 'req/s'],
    floor.map((target) => [target.label, fmt(target.bytes / 1000, 1), ENCODINGS.map((encoding) => fmt(target.load[encoding.key].reqPerSec)).join(' / ')]),
  );
  printTable(
    'What gzip adds to a request (us): the site, the bare build on next start, the floor app at the page\'s size',
    ['page', 'site', 'bare, next start', 'floor app, same bytes'],
    pages.map((page, index) => {
      const raw = rows.raw[index];
      const gzip = rows.gzip[index];
      return [page.label, signed(gzip.at.site - raw.at.site), signed(gzip.at.bareNext - raw.at.bareNext), signed(gzip.bytesMicros - raw.bytesMicros)];
    }),
  );
  const errors = pages.flatMap((page) => LAYERS.flatMap((layer) => ENCODINGS.map((encoding) => page.layers[layer.key].load[encoding.key]))).concat(floor.flatMap((target) => ENCODINGS.map((encoding) => target.load[encoding.key])));
  const failed = errors.reduce((sum, load) => sum + load.errors + load.non2xx, 0);
  console.log(`\nErrors and non-2xx answers under load: ${fmt(failed)}.`);

  if (options.json) {
    const figures = {
      date: new Date().toISOString(),
      machine: host,
      next: nextVersion,
      settings: { tool, duration: options.duration, connections: options.connections, threads: tool === 'wrk' ? options.threads : undefined },
      floor: floor.map((target) => ({ path: target.path, bytes: target.bytes, load: target.load })),
      pages: pages.map((page, index) => ({
        key: page.key,
        path: page.path,
        bytes: page.bytes,
        servedAs: modes[page.path],
        sameSize: page.sameSize.path,
        layers: Object.fromEntries(LAYERS.map((layer) => [layer.key, { bytes: page.layers[layer.key].bytes, load: page.layers[layer.key].load, samples: page.layers[layer.key].samples }])),
        breakdownMicros: Object.fromEntries(ENCODINGS.map((encoding) => {
          const { bytesMicros, parts, gap } = rows[encoding.key][index];
          return [encoding.key, { bytes: bytesMicros, ...parts, gap }];
        })),
      })),
    };
    fs.mkdirSync(path.dirname(options.json), { recursive: true });
    fs.writeFileSync(options.json, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`Figures written to ${options.json}.`);
  }
}

main().catch((error) => {
  console.error(`bench:breakdown: ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`);
  process.exitCode = 1;
});
