#!/usr/bin/env node
// `npm run bench`: the site's speed beside a minimal Next.js app of the same Next.js and Node versions,
// both served in the same run on loopback (method: docs/benchmarks.md).
//
//   npm run bench -- [--duration 10] [--connections 50] [--port 3400] [--tool auto|wrk|autocannon]
//                    [--runs 3] [--skip-lighthouse] [--skip-build] [--json out.json] [--redis URL]
//                    [--only load,lighthouse,devtools,field,404,small]
//                    [--article /insight/blogs/...] [--case-study /portfolio-profile/...]
//
// 1. Builds the site (`next build`, into .next/) and the floor app (bench/floor-app/: the default root
//    layout, no proxy, no instrumentation; a trivial page and plain static pages of 10 to 250 KB).
// 2. Serves both, each in its own process group: the site with its production server (scripts/server.mjs)
//    on --port (with a throw-away lead store), the floor app with `next start` on the port after it.
// 3. Weight of each page: HTML bytes uncompressed and gzipped as served, the bytes of its RSC payload, and
//    its first-load JavaScript.
// 4. Throughput and latency of every page of both apps, one URL at a time, uncompressed and with
//    `Accept-Encoding: gzip` (wrk when installed, else autocannon); each site page beside the trivial page
//    and the same-size page (the smallest static page at or above its size), with both ratios.
// 5. Lighthouse (mobile, simulated throttling), N runs per page, median of each figure, the floor app's
//    trivial page measured in the same run; and from the same reports, the race between each page's paint
//    and its scripts that the LCP estimate rests on (scripts/lib/paint-race.mjs).
// 6. Random paths that match no route (scripts/lib/phone-bench.mjs): the 404's status and headers, its req/s
//    beside the same-size page, and the server's RSS before and after a stretch of them.
// 7. Lighthouse with devtools throttling (applied to Chromium, as a slow phone paints) and a field-like LCP
//    (the last largest-contentful-paint entry of an idle visit), each page beside its same-size page.
// 8. A burst of newsletter sign-ups through the site's API, then peak and idle memory of the site: its server
//    process and the embedded store's process, and the two together (Linux only).
// 9. The same whole run in a memory cgroup of a small server's size (scripts/lib/small-server.mjs; Linux,
//    root): whether it stays within that memory, its peak and its idle RSS.
// 10. Throughout, whether the machine itself ran (scripts/lib/machine-watch.mjs): a run in which it stalled
//    or its host took its CPU says so after the targets, since its ratios do not hold.
//
// A missed target is reported as MISS, not as a failure: the exit code is non-zero only when the
// benchmark itself could not run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  beginRun,
  BenchError,
  build,
  fmt,
  firstLoadJs,
  FLOOR_DIR,
  FLOOR_SIZES_KB,
  GZIP,
  HOST,
  httpGet,
  interruptible,
  median,
  medianSample,
  prepareFloorApp,
  positiveInt,
  printTable,
  readRunOptions,
  renderModes,
  root,
  runAutocannon,
  runSpread,
  runWrk,
  sameSizePage,
  siteEnv,
  sitePages,
  startServer,
  stopServer,
  targetBook,
  waitForServer,
  warmUp,
  weigh,
} from './lib/bench-kit.mjs';
import { chromePath, lighthouseSeries } from './lib/lighthouse-run.mjs';
import { STALL_MS, STEAL_LIMIT, watchMachine } from './lib/machine-watch.mjs';
import { BLOCKING_KINDS, BLOCKING_THRESHOLD_MS, runBlockingBreakdown } from './lib/blocking-time.mjs';
import { paintRace } from './lib/paint-race.mjs';
import {
  IDLE_SETTLE_MS,
  idleRss,
  MEMORY_POLL_MS,
  serverRssMiB,
  STORE_SLEEP_WAIT_MS,
  watchMemory,
} from './lib/process-memory.mjs';
import { measureSmallServer, signUpBurst, SMALL_SERVER_STEPS } from './lib/small-server.mjs';
import {
  alternate,
  combineWindows,
  describeElement,
  keptLoadPaint,
  FIELD_VISIT_MS,
  fieldLcp,
  NOT_FOUND_HEADERS,
  OPENER_POLICY,
  randomPath,
  randomPathLoad,
  renderBlockingCss,
  startHeaderRelay,
} from './lib/phone-bench.mjs';
import { groupAlive } from './lib/server.mjs';
import { serverNodeArgs } from './lib/heap-limit.mjs';

/** Seconds of unmeasured load on every URL before the first measurement. */
const SERVER_WARM_UP_S = 2;

// The targets of the issue this benchmark was written for; every ratio is taken inside one run.
const TARGETS = {
  /** Each page's req/s at least this share of the same-size page's, uncompressed and with gzip. */
  sameSizeRatio: 0.9,
  /** Each page's p99 at most this multiple of the same-size page's. */
  p99Ratio: 1.5,
  /** HTML bytes (uncompressed), in KB of 1,000 bytes. */
  htmlKb: { home: 120, listing: 80, caseStudy: 80 },
  /** Lighthouse, against the trivial page of the same run. */
  lighthouse: { performanceBelow: 2, lcpRatio: 1.5, tbtRatio: 2, cls: 0, accessibility: 100, bestPractices: 100, seo: 100 },
  /** Script KB loaded during a Lighthouse run (gzipped, lazy chunks included) above the trivial page's. */
  scriptKbAbove: { home: 60, listing: 25, article: 25, caseStudy: 60 },
  /** Lighthouse with applied (devtools) throttling, against the same-size page of the same run. */
  devtools: { fcpRatio: 1.3, lcpTextRatio: 1.3, lcpImageRatio: 1.6, tbtRatio: 1.5 },
  /** Render-blocking stylesheets per page, gzipped KB. */
  blockingCssKb: 10,
  /** Random paths that match no route: req/s against the same-size page, RSS after against before. */
  notFound: { sameSizeRatio: 0.8, rssGrowth: 0.1 },
  /** The site server with the embedded store, MiB. */
  memoryMiB: { peak: 512, idle: 300 },
};
/** What `--only` may name; without it, every section runs. */
const SECTIONS = ['load', 'lighthouse', 'devtools', 'field', '404', 'small'];
/** The memory of the small server that issue 38's memory targets describe, MiB (the "small" section). */
const SMALL_SERVER_MIB = 512;
/** Seconds of random paths between the two RSS readings. */
const NOT_FOUND_MEMORY_S = 30;
/**
 * Seconds of random paths before the first of those readings: the heap's way back to its working size, which
 * a fresh server reaches in about that time (docs/benchmarks.md, "What one run does", step 6).
 */
const NOT_FOUND_WARM_S = 30;
/** Windows in which random paths and the same-size page take turns, each a share of `--duration`. */
const NOT_FOUND_WINDOWS = 4;
/** Sign-ups posted after the pages, from `concurrency` clients at once. */
const LEAD_BURST = { count: 500, concurrency: 25 };
const LIGHTHOUSE_TARGET_PAGES = new Set(['home', 'listing', 'article', 'caseStudy']);


// ---------- options ----------

function readOptions(argv) {
  const { options, values } = readRunOptions(argv, {
    port: 3400,
    maxPort: 65533,
    extra: {
      runs: { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'skip-lighthouse': { type: 'boolean', default: false },
      only: { type: 'string' },
      redis: { type: 'string' },
    },
  });
  const only = values.only ? values.only.split(',').map((name) => name.trim()) : SECTIONS;
  const unknown = only.filter((name) => !SECTIONS.includes(name));
  if (unknown.length > 0) throw new BenchError(`--only takes ${SECTIONS.join(', ')} (got "${unknown.join(', ')}").`);
  const sections = new Set(only);
  if (values['skip-lighthouse']) sections.delete('lighthouse');
  return {
    ...options,
    lighthouseRuns: positiveInt('--runs', values.runs ?? values['lighthouse-runs'] ?? '3', 25),
    sections,
    redis: values.redis,
  };
}

const USAGE = `Usage: npm run bench -- [options]

  --duration S           seconds of load per URL and encoding (default 10)
  --connections N        concurrent connections (default 50)
  --port P               port of the site on ${HOST}; the floor app uses P+1 (default 3400)
  --tool T               auto (wrk when installed, else autocannon), wrk or autocannon (default auto)
  --threads N            wrk threads (default 2)
  --runs N               Lighthouse runs per page; the median of each figure is shown (default 3)
  --skip-lighthouse      no simulated Lighthouse
  --only LIST            run only these sections, comma-separated: ${SECTIONS.join(', ')}
                         (weight and memory are always measured)
  --redis URL            serve the site's cache from this Redis (REDIS_URL; use a database of its own)
  --skip-build           reuse the builds in .next/ and bench/floor-app/.next/ instead of building
  --json FILE            also write every figure to FILE
  --article PATH         the article measured (default /insight/blogs/115/core-web-vitals-for-marketing-sites)
  --case-study PATH      the case study measured (default /portfolio-profile/world-model-hunt)

A quick check that everything runs: npm run bench -- --duration 2 --runs 1
Lighthouse uses CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium when present.`;



// ---------- Lighthouse ----------

/** The figures of `paintRace` (scripts/lib/paint-race.mjs), null where a report lacks them. */
const PAINT_RACE_EMPTY = {
  paintMs: null,
  stylesheetMs: null,
  scriptsRequested: null,
  scriptsArrived: null,
  scriptKbArrived: null,
  fcpEstimateMs: null,
};

/** The key of a same-size page's copy served with the site's opener policy (the devtools table's column). */
const openerPolicyKey = (key) => `${key}+coop`;

function runLighthouse(targets, runs, register) {
  return lighthouseSeries(targets, runs, register, {
    throttlingMethod: 'simulate',
    label: 'Lighthouse',
    sample: (lhr, numeric) => {
      const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: numeric('largest-contentful-paint'),
        cls: numeric('cumulative-layout-shift'),
        tbtMs: numeric('total-blocking-time'),
        // Every script the run loaded (lazy chunks included), in bytes over the wire (gzipped).
        scriptKb:
          (lhr.audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script')?.transferSize / 1000,
        failed: Object.values(lhr.categories)
          .filter((category) => category.id !== 'performance')
          .flatMap((category) => category.auditRefs)
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
          .map((ref) => ref.id),
        ...PAINT_RACE_EMPTY,
        ...paintRace(lhr),
      };
    },
    summarize: (target, samples) => {
      const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs', 'scriptKb', ...Object.keys(PAINT_RACE_EMPTY)];
      const medians = Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]));
      const failed = [...new Set(samples.flatMap((sample) => sample.failed))];
      return { ...target, runs: samples.length, ...medians, failedAudits: failed, samples };
    },
  });
}

/** The LCP element of a report: its tag and the start of its text, or its image's file. */
function lcpElement(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = table?.items?.[0]?.node;
  if (!node) return null;
  const snippet = node.snippet ?? '';
  const tag = /^<([a-z0-9-]+)/i.exec(snippet)?.[1]?.toLowerCase() ?? null;
  const src = /\bsrc="([^"]*)"/.exec(snippet)?.[1];
  const text = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  return {
    tag,
    url: src ? new URL(src.replaceAll('&amp;', '&'), 'http://localhost').href : null,
    text,
    inDialog: /dialog|popup|pop-up/i.test(node.path ?? '') || /dialog|popup/i.test(node.selector ?? ''),
    selector: node.selector ?? null,
  };
}

/**
 * Lighthouse with throttling applied to the browser (`--throttling-method=devtools`): what a slow phone
 * really paints, where the simulation estimates it from an unthrottled load. Median of each figure; the
 * LCP element of the median run.
 */
function runDevtoolsLighthouse(targets, runs, register) {
  return lighthouseSeries(targets, runs, register, {
    throttlingMethod: 'devtools',
    label: 'Lighthouse (devtools throttling)',
    sample: (lhr, numeric, artifacts) => ({
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      element: lcpElement(lhr),
      blocking: runBlockingBreakdown(artifacts?.Trace, lhr),
    }),
    summarize: (target, samples) => {
      const medianRun = medianSample(samples, (sample) => sample.lcpMs);
      // The split of one run, so that its parts add up: the run of the median TBT.
      const tbtRun = medianSample(samples, (sample) => sample.tbtMs);
      return {
        ...target,
        runs: samples.length,
        fcpMs: median(samples.map((sample) => sample.fcpMs)),
        lcpMs: median(samples.map((sample) => sample.lcpMs)),
        tbtMs: median(samples.map((sample) => sample.tbtMs)),
        blocking: tbtRun.blocking,
        serverCpuMs: tbtRun.serverCpuMs,
        element: medianRun.element,
        samples,
      };
    },
  });
}

/** The field-like LCP of each target: median time, and the element of the median visit. */
async function runFieldLcp(targets, runs) {
  const results = [];
  for (const target of targets) {
    process.stdout.write(`  Field-like LCP ${target.label} (${target.path}), ${runs} idle visit(s) of ${FIELD_VISIT_MS / 1000} s...\n`);
    const samples = await fieldLcp(target.base + target.path, { executablePath: chromePath(), runs });
    const medianVisit = medianSample(samples, (sample) => sample.ms);
    results.push({
      ...target,
      runs: samples.length,
      lcpMs: median(samples.map((sample) => sample.ms)),
      element: medianVisit,
      kept: samples.filter(keptLoadPaint).length,
      samples,
    });
  }
  return results;
}

/**
 * What a path no route matches costs: its answer (status, headers, size), its req/s against the
 * same-size page's under the same load, and the server's RSS before and after a stretch of random paths.
 */
async function measureNotFound({ siteBase, site, statics, options, wrk, register, checkInterrupted }) {
  const probe = await httpGet(`${siteBase}/wp-login.php`);
  const headers = NOT_FOUND_HEADERS.map(([name, ok]) => ({ name, value: probe.headers[name] ?? null, ok: ok(probe.headers[name]) }));
  const page = { status: probe.status, bytes: probe.body.length, headers };
  const sameSize = sameSizePage(statics, page.bytes);
  const results = {};
  const url = sameSize.base + sameSize.path;
  const windowSeconds = Math.max(1, Math.round(options.duration / NOT_FOUND_WINDOWS));
  for (const encoding of ENCODINGS) {
    checkInterrupted();
    const load = { duration: windowSeconds, connections: options.connections, threads: options.threads, headers: encoding.headers };
    console.log(
      `Load on random paths that match no route and on ${sameSize.label} (${url}), ${encoding.label}, ` +
        `in ${NOT_FOUND_WINDOWS} alternating windows of ${windowSeconds} s each...`,
    );
    // The page is measured here, beside the random paths, even when the load section measured it minutes
    // before: a machine's speed drifts by more than the target's margin within minutes. Each window is
    // warmed as every URL of the load section is (random paths by other random paths), since the first
    // requests after the other app's turn run colder code.
    const [own, same] = await alternate(
      async () => {
        await warmUp(() => siteBase + randomPath(), encoding.headers, options.connections);
        return randomPathLoad(siteBase, load, register, wrk);
      },
      async () => {
        await warmUp(url, encoding.headers, options.connections);
        return wrk ? runWrk(wrk, url, load, register) : runAutocannon(url, load, register);
      },
      NOT_FOUND_WINDOWS,
    );
    results[encoding.key] = { own: combineWindows(own), same: combineWindows(same) };
  }
  checkInterrupted();
  // The heap a server keeps shrinks while it idles (the load above ran on the floor app) and grows back
  // to its working size under any load: the first stretch brings it there, the second shows whether
  // random paths add to it.
  const soakLoad = (duration) =>
    randomPathLoad(siteBase, { duration, connections: options.connections, threads: options.threads, headers: {} }, register, wrk);
  const idle = serverRssMiB(site.pid);
  console.log(`Random paths for ${NOT_FOUND_WARM_S} s, then ${NOT_FOUND_MEMORY_S} s, RSS before ${fmt(idle)} MiB...`);
  await soakLoad(NOT_FOUND_WARM_S);
  const before = serverRssMiB(site.pid);
  const soak = await soakLoad(NOT_FOUND_MEMORY_S);
  const after = serverRssMiB(site.pid);
  return { page, sameSize, results, windowSeconds, memory: { idle, warmSeconds: NOT_FOUND_WARM_S, before, after, seconds: NOT_FOUND_MEMORY_S, requests: soak.requests } };
}

// ---------- main ----------

const ENCODINGS = [
  { key: 'raw', label: 'uncompressed', headers: {} },
  { key: 'gzip', label: 'Accept-Encoding: gzip', headers: GZIP },
];

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const floorPort = options.port + 1;
  const { wrk, tool, host, nextVersion } = await beginRun({ ...options, ports: [options.port, floorPort, options.port + 2, options.port + 3] });
  const { register, isInterrupted, checkInterrupted, finish } = interruptible();

  if (options.skipBuild) {
    prepareFloorApp();
    for (const dir of [path.join(root, '.next'), path.join(FLOOR_DIR, '.next')]) {
      if (!fs.existsSync(path.join(dir, 'BUILD_ID'))) {
        throw new BenchError(`--skip-build: there is no build in ${path.relative(root, dir)}/ yet; run once without it.`);
      }
    }
    console.log('Reusing the builds in .next/ and bench/floor-app/.next/.');
  } else {
    await build(register);
  }
  checkInterrupted();

  const siteBase = `http://${HOST}:${options.port}`;
  const floorBase = `http://${HOST}:${floorPort}`;
  const pages = sitePages(options).map((page) => ({ ...page, base: siteBase, load: {} }));
  const trivial = { key: 'trivial', label: 'trivial page', path: '/', base: floorBase, load: {} };
  const statics = FLOOR_SIZES_KB.map((kb) => ({ key: `static${kb}`, label: `static ${kb} KB`, path: `/static/${kb}`, kb, base: floorBase, load: {} }));
  const modes = renderModes(pages.map((page) => page.path));

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-bench-'));
  register(() => fs.rmSync(tmp, { recursive: true, force: true }));
  console.log(`Starting the site on ${siteBase} (lead store in ${tmp}, removed afterwards) and the floor app on ${floorBase}...`);
  const site = startServer({
    cwd: root,
    port: options.port,
    // With the heap sizes `npm start` gives it on this machine (scripts/lib/heap-limit.mjs).
    command: [...serverNodeArgs(), path.join(root, 'scripts/server.mjs')],
    env: siteEnv({ port: options.port, dataDir: path.join(tmp, 'leads'), redisUrl: options.redis }),
  });
  const floorServer = startServer({ cwd: FLOOR_DIR, port: floorPort });
  const servers = [site, floorServer];
  // Whose CPU a Lighthouse run of each page counts (the relay of the opener policy's copies is this process).
  for (const target of [trivial, ...statics]) target.serverPid = floorServer.pid;
  for (const page of pages) page.serverPid = site.pid;
  const unregisterServers = register(() => {
    for (const server of servers) if (groupAlive(server.pid)) process.kill(-server.pid, 'SIGKILL');
  });
  // Watched from its start: the embedded store's start is the run's peak.
  const memoryWatch = watchMemory(site.pid);
  const endMemoryWatch = register(() => memoryWatch.stop());
  const machineWatch = watchMachine();
  const endMachineWatch = register(() => machineWatch.stop());
  /** Names what the run does from now on, for the memory peak and for any stall of the machine. */
  const phase = (label) => {
    memoryWatch.phase(label);
    machineWatch.phase(label);
  };
  const run = (section) => options.sections.has(section);
  try {
    await waitForServer(site, `${siteBase}/api/health`, isInterrupted);
    await waitForServer(floorServer, `${floorBase}/`, isInterrupted);

    phase('weighing the pages');
    console.log('Weighing the pages...');
    for (const target of [trivial, ...statics, ...pages]) {
      const html = await weigh(target);
      if (target !== trivial && !statics.includes(target)) {
        await firstLoadJs(target, html);
        await renderBlockingCss(target, html);
      }
    }
    await firstLoadJs(trivial, (await httpGet(floorBase + trivial.path)).body.toString('utf8'));
    for (const page of pages) page.sameSize = sameSizePage(statics, page.bytes);
    checkInterrupted();

    if (run('load') || run('404')) {
      // A server's first seconds under load run cold code: whichever URL came first had a p99 several times
      // its neighbours' (the floor app's trivial page as much as the site's home). So every URL of both apps
      // gets a short load, not measured, before any is measured; each URL's own warm-up follows as before.
      phase('load');
      console.log(`Warming up both servers: ${SERVER_WARM_UP_S} s of load on every URL, not measured...`);
      const warmUpLoad = { duration: SERVER_WARM_UP_S, connections: options.connections, threads: options.threads, headers: {} };
      for (const target of [trivial, ...statics, ...pages]) {
        checkInterrupted();
        const url = target.base + target.path;
        if (wrk) await runWrk(wrk, url, warmUpLoad, register);
        else await runAutocannon(url, warmUpLoad, register);
      }
      // Paths no route matches are URLs of the site too: Next.js answers them on code no page runs.
      if (run('404')) await randomPathLoad(siteBase, warmUpLoad, register, wrk);
    }

    if (run('load')) {
      for (const encoding of ENCODINGS) {
        const load = { duration: options.duration, connections: options.connections, threads: options.threads, headers: encoding.headers };
        for (const target of [trivial, ...statics, ...pages]) {
          checkInterrupted();
          const url = target.base + target.path;
          await warmUp(url, encoding.headers, options.connections);
          console.log(`Load on ${target.label} (${url}), ${encoding.label}, for ${options.duration} s...`);
          target.load[encoding.key] = wrk ? await runWrk(wrk, url, load, register) : await runAutocannon(url, load, register);
        }
      }
    }
    checkInterrupted();

    let notFound = null;
    if (run('404')) {
      phase('random paths');
      notFound = await measureNotFound({ siteBase, site, statics, options, wrk, register, checkInterrupted });
    }
    checkInterrupted();

    let lighthouse = null;
    if (run('lighthouse')) {
      phase('Lighthouse, simulated');
      console.log(`Lighthouse: mobile, simulated throttling, ${options.lighthouseRuns} run(s) per page...`);
      lighthouse = await runLighthouse([trivial, ...pages], options.lighthouseRuns, register);
    }
    checkInterrupted();

    let devtools = null;
    if (run('devtools')) {
      const sameSizes = statics.filter((page) => pages.some((own) => own.sameSize === page));
      // The same pages with the site's opener policy added, beside the reference, not instead of it.
      const relay = await startHeaderRelay({ host: HOST, port: options.port + 3, target: floorBase, header: OPENER_POLICY });
      const unregisterRelay = register(() => relay.close());
      const withOpenerPolicy = sameSizes.map((page) => ({ ...page, key: openerPolicyKey(page.key), label: `${page.label} + COOP`, base: relay.base }));
      phase('Lighthouse, devtools');
      console.log(`Lighthouse: mobile, devtools (applied) throttling, ${options.lighthouseRuns} run(s) per page...`);
      devtools = await runDevtoolsLighthouse([trivial, ...sameSizes, ...withOpenerPolicy, ...pages], options.lighthouseRuns, register);
      unregisterRelay();
      await relay.close();
    }
    checkInterrupted();

    let field = null;
    if (run('field')) {
      phase('field-like LCP');
      console.log(`Field-like LCP: Chromium throttled as Lighthouse's devtools method, ${options.lighthouseRuns} visit(s) per page...`);
      field = await runFieldLcp(pages, options.lighthouseRuns);
    }
    checkInterrupted();

    phase('sign-ups');
    console.log(`A burst of ${LEAD_BURST.count} newsletter sign-ups, ${LEAD_BURST.concurrency} at a time...`);
    const burst = await signUpBurst(siteBase, LEAD_BURST);
    if (burst.accepted !== burst.count) throw new BenchError(`Only ${burst.accepted} of ${burst.count} sign-ups were accepted.`);
    checkInterrupted();

    phase('idle');
    console.log(`Leaving the site alone until its lead store's process has ended (at most ${STORE_SLEEP_WAIT_MS / 1000} s), then ${IDLE_SETTLE_MS / 1000} s, to read its idle memory...`);
    const idle = await idleRss(site.pid);
    endMemoryWatch();
    const memory = memoryWatch.stop();
    if (memory) Object.assign(memory, { idle, leadBurst: burst });
    checkInterrupted();

    let small = null;
    if (run('small')) {
      console.log(`The site as a ${SMALL_SERVER_MIB} MiB server runs it, in a memory cgroup of that size on port ${options.port + 2}: ${SMALL_SERVER_STEPS}...`);
      phase('small server');
      small = await measureSmallServer({ limitMiB: SMALL_SERVER_MIB, port: options.port + 2, pages, register, checkInterrupted, isInterrupted });
    }
    endMachineWatch();
    const machine = machineWatch.stop();
    report({ options, tool, host, nextVersion, modes, pages, trivial, statics, lighthouse, devtools, field, notFound, memory, small, machine });
  } catch (error) {
    for (const server of servers) {
      if (!isInterrupted() && server.exitInfo() && server.tail.length > 0) {
        console.error('Last server output:');
        for (const line of server.tail) console.error(`  server | ${line}`);
      }
    }
    throw error;
  } finally {
    unregisterServers();
    await Promise.all(servers.map(stopServer));
    finish();
  }
}

// ---------- the report ----------

/** Whether the machine ran throughout; a disturbed run's figures are not to be compared with others. */
function reportMachine(machine) {
  const { stalls, worstSteal, disturbed } = machine;
  const steal = worstSteal ? `the most CPU time its host took in a phase: ${fmt(100 * worstSteal.stealShare, 2)}% (${worstSteal.phase})` : 'CPU time its host took: not read';
  if (!disturbed) {
    console.log(`The machine ran throughout: no stall of ${STALL_MS / 1000} s or more; ${steal}.`);
    return;
  }
  console.log('\nDISTURBED RUN: the machine did not run throughout, so these ratios do not hold; run the bench again on a quiet machine.');
  for (const stall of stalls) {
    const jump = Math.abs(stall.clockJumpMs) >= STALL_MS ? `, the wall clock jumped ${fmt(stall.clockJumpMs / 1000, 0)} s past the monotonic one` : '';
    console.log(`  stalled during ${stall.phase}: a tick ${fmt(stall.lateMs / 1000, 1)} s late${jump}`);
  }
  console.log(`  ${steal}${worstSteal && worstSteal.stealShare >= STEAL_LIMIT ? ` (a quiet machine stays under ${100 * STEAL_LIMIT}%)` : ''}`);
}

const kb = (bytes) => fmt(bytes / 1000, 1);
/** When a memory peak came and how the server and the store's process shared it. */
const atPeak = (split) => (split ? `, during ${split.phase}: server ${fmt(split.serverMiB, 0)} MiB, store process ${fmt(split.storeMiB, 0)} MiB` : '');
const ratio = (a, b) => (a == null || !b ? null : a / b);

function report({ options, tool, host, nextVersion, modes, pages, trivial, statics, lighthouse, devtools, field, notFound, memory, small, machine }) {
  const book = targetBook();
  const check = (ok, miss) => book.check(ok, miss);
  /** The server's RSS growth under random paths, with its check against the 404 target. */
  const rssGrowth = (before, after, where) => {
    // `null - before` is a number: a missing later reading (the server gone) must not read as a change.
    const growth = after == null ? null : ratio(after - before, before);
    const limit = TARGETS.notFound.rssGrowth;
    const ok = growth != null && Math.abs(growth) <= limit;
    const change = growth == null ? 'no reading' : `${growth >= 0 ? '+' : ''}${fmt(100 * growth, 1)}%`;
    const miss = () => ({ what: `server RSS under random paths (${where})`, figure: `${change}, ${fmt(before)} -> ${fmt(after)} MiB (target within ${100 * limit}%)` });
    return { ok, text: `${change} (target within ${100 * limit}%) ${check(ok, miss)}` };
  };

  printTable(
    'Weight (HTML as served; gzip as Next.js compresses it; RSC = the inline script elements that carry the RSC payload; > U+00FF = characters above U+00FF, any of which makes the page a two-byte string to re-encode on every response; JS = first-load scripts, gzip -9; inline CSS = the <style> text inside the HTML; 1 KB = 1,000 bytes)',
    ['page', 'path', 'served as', 'HTML KB', 'gzip KB', 'RSC KB', 'RSC share', '> U+00FF', 'JS KB', 'same-size page', 'target', '', 'blocking CSS gz KB', `<= ${TARGETS.blockingCssKb}`, 'inline CSS KB'],
    [
      ...pages.map((page) => {
        const target = TARGETS.htmlKb[page.key];
        return [
          page.label,
          page.path,
          modes[page.path],
          kb(page.bytes),
          kb(page.gzipBytes),
          kb(page.rscBytes),
          `${fmt((100 * page.rscBytes) / page.bytes)}%`,
          String(page.wideCharacters),
          fmt(page.firstLoadJsKb, 1),
          `${page.sameSize.path}${page.sameSize.smaller ? ' (smaller!)' : ''}`,
          target ? `<= ${target}` : '',
          target
            ? check(page.bytes / 1000 <= target, () => ({
                what: `${page.label}: HTML weight`,
                figure: `${kb(page.bytes)} KB (target <= ${target})`,
                reason: `of it the sheet inside the page ${fmt(page.blockingCss.inlineKb, 1)} KB and the RSC payload ${kb(page.rscBytes)} KB`,
              }))
            : '',
          `${fmt(page.blockingCss.gzipKb, 1)} (${page.blockingCss.sheets})`,
          check(page.blockingCss.gzipKb <= TARGETS.blockingCssKb, () => ({
            what: `${page.label}: render-blocking CSS`,
            figure: `${fmt(page.blockingCss.gzipKb, 1)} KB gzipped in ${page.blockingCss.sheets} sheet(s) (target <= ${TARGETS.blockingCssKb})`,
          })),
          fmt(page.blockingCss.inlineKb, 1),
        ];
      }),
      ...[trivial, ...statics].map((page) => [
        `floor: ${page.label}`,
        page.path,
        'static',
        kb(page.bytes),
        kb(page.gzipBytes),
        kb(page.rscBytes),
        `${fmt((100 * page.rscBytes) / page.bytes)}%`,
        String(page.wideCharacters),
        page === trivial ? fmt(page.firstLoadJsKb, 1) : '',
        '',
        '',
        '',
        '',
        '',
        '',
      ]),
    ],
    3,
  );

  for (const encoding of options.sections.has('load') ? ENCODINGS : []) {
    const base = trivial.load[encoding.key];
    printTable(
      `Throughput, ${encoding.label} (${tool}, ${options.connections} connections, ${options.duration} s per URL, loopback; ` +
        `same = the floor app's static page at or above the page's size)`,
      ['page', 'req/s', 'p99 ms', 'x trivial', 'same', 'same req/s', 'same p99', 'x same', `>= ${TARGETS.sameSizeRatio}`, 'p99 / same', `<= ${TARGETS.p99Ratio}`, 'errors'],
      [
        ...pages.map((page) => {
          const own = page.load[encoding.key];
          const same = page.sameSize.load[encoding.key];
          const sameRatio = ratio(own.reqPerSec, same.reqPerSec);
          const p99Ratio = ratio(own.p99Ms, same.p99Ms);
          return [
            page.label,
            fmt(own.reqPerSec),
            fmt(own.p99Ms),
            fmt(ratio(own.reqPerSec, base.reqPerSec), 2),
            page.sameSize.label.replace('static ', ''),
            fmt(same.reqPerSec),
            fmt(same.p99Ms),
            fmt(sameRatio, 2),
            check(sameRatio == null ? null : sameRatio >= TARGETS.sameSizeRatio, () => ({
              what: `${page.label}: throughput, ${encoding.label}`,
              figure: `${fmt(sameRatio, 2)}x the same-size page, ${fmt(own.reqPerSec)} against ${fmt(same.reqPerSec)} req/s (target >= ${TARGETS.sameSizeRatio})`,
            })),
            fmt(p99Ratio, 2),
            check(p99Ratio == null ? null : p99Ratio <= TARGETS.p99Ratio, () => ({
              what: `${page.label}: p99 latency, ${encoding.label}`,
              figure: `${fmt(p99Ratio, 2)}x the same-size page's, ${fmt(own.p99Ms)} against ${fmt(same.p99Ms)} ms (target <= ${TARGETS.p99Ratio})`,
            })),
            fmt(own.errors + own.non2xx),
          ];
        }),
        ...[trivial, ...statics].map((page) => {
          const own = page.load[encoding.key];
          return [`floor: ${page.label}`, fmt(own.reqPerSec), fmt(own.p99Ms), fmt(ratio(own.reqPerSec, base.reqPerSec), 2), '', '', '', '', '', '', '', fmt(own.errors + own.non2xx)];
        }),
      ],
    );
  }

  if (lighthouse) {
    const t = TARGETS.lighthouse;
    const floor = lighthouse.find((row) => row.key === 'trivial');
    const rows = lighthouse.map((row) => {
      const targeted = LIGHTHOUSE_TARGET_PAGES.has(row.key);
      // figure: the value against its target, as the closing list of misses shows it.
      const mark = (name, value, target, ok, reason) =>
        targeted ? `${value} ${check(ok, () => ({ what: `${row.label}: simulated ${name}`, figure: `${value} (target ${target})`, reason }))}` : value;
      const above = TARGETS.scriptKbAbove[row.key];
      const paintRaceText =
        `Lighthouse observed its paint at ${fmt(row.paintMs)} ms, when ${fmt(row.scriptsArrived)} of the ${fmt(row.scriptsRequested)} scripts ` +
        `requested before it (${fmt(row.scriptKbArrived, 1)} KB) were in, and replays them on the slow network (the paint race above)`;
      return [
        row === floor ? 'trivial page (floor app)' : row.label,
        mark('performance', fmt(row.performance), `>= ${fmt(floor.performance - t.performanceBelow)}`, row.performance >= floor.performance - t.performanceBelow),
        mark('accessibility', fmt(row.accessibility), `>= ${t.accessibility}`, row.accessibility >= t.accessibility),
        mark('best practices', fmt(row.bestPractices), `>= ${t.bestPractices}`, row.bestPractices >= t.bestPractices),
        mark('SEO', fmt(row.seo), `>= ${t.seo}`, row.seo >= t.seo),
        mark('LCP', `${fmt(row.lcpMs / 1000, 2)} s`, `<= ${fmt((floor.lcpMs * t.lcpRatio) / 1000, 2)} s`, row.lcpMs <= floor.lcpMs * t.lcpRatio, paintRaceText),
        mark('TBT', `${fmt(row.tbtMs)} ms`, `<= ${fmt(floor.tbtMs * t.tbtRatio)} ms`, row.tbtMs <= floor.tbtMs * t.tbtRatio),
        mark('CLS', fmt(row.cls, 3), `<= ${t.cls}`, row.cls <= t.cls),
        above == null
          ? fmt(row.scriptKb, 1)
          : `${fmt(row.scriptKb, 1)} ${check(row.scriptKb <= floor.scriptKb + above, () => ({
              what: `${row.label}: script KB`,
              figure: `${fmt(row.scriptKb, 1)} KB (target <= ${fmt(floor.scriptKb + above, 1)}, the trivial page's + ${above})`,
            }))}`,
      ];
    });
    printTable(
      `Lighthouse ${lighthouseVersion()} (mobile, simulated throttling, median of ${options.lighthouseRuns} run(s) per figure; script KB = every script loaded, gzipped as transferred)`,
      ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'script KB'],
      [
        [
          'target',
          `>= trivial - ${t.performanceBelow}`,
          t.accessibility,
          t.bestPractices,
          t.seo,
          `<= ${t.lcpRatio}x trivial`,
          `<= ${t.tbtRatio}x trivial`,
          t.cls,
          'trivial + 25 / 60',
        ],
        ...rows,
      ],
    );
    printTable(
      'Why the LCP figures (medians of the same runs): Lighthouse observes the page unthrottled, then replays on a slow network and CPU ' +
        'every request that had finished by the paint it observed, a script only if it had also started running; a page whose scripts ' +
        'arrive before its paint pays for all of them (method: docs/benchmarks.md)',
      ['page', 'paint observed ms', 'stylesheet in ms', 'scripts requested before it', 'in before it', 'their KB', 'FCP s', 'LCP s'],
      lighthouse.map((row) => [
        row === floor ? 'trivial page (floor app)' : row.label,
        fmt(row.paintMs),
        row.stylesheetMs == null ? 'none' : fmt(row.stylesheetMs),
        fmt(row.scriptsRequested),
        fmt(row.scriptsArrived),
        fmt(row.scriptKbArrived, 1),
        row.fcpEstimateMs == null ? 'n/a' : fmt(row.fcpEstimateMs / 1000, 2),
        fmt(row.lcpMs / 1000, 2),
      ]),
    );
    for (const row of lighthouse) {
      if (row.failedAudits.length > 0) console.log(`  ${row.label}: audits below full score in some run: ${row.failedAudits.join(', ')}`);
    }
  } else {
    console.log('\nLighthouse: skipped.');
  }

  if (devtools) {
    const t = TARGETS.devtools;
    const same = (row) => devtools.find((other) => other.key === row.sameSize?.key);
    const isSitePage = (row) => Boolean(row.base && row.sameSize);
    const rowLabel = (row) => (isSitePage(row) ? row.label : `floor: ${row.label}`);
    printTable(
      `Lighthouse ${lighthouseVersion()} (mobile, devtools throttling: applied to Chromium, as a slow phone paints; median of ${options.lighthouseRuns} run(s); ` +
        'each page against its same-size static page; LCP target 1.3x for text, 1.6x for an image)',
      ['page', 'FCP s', 'x same', `<= ${t.fcpRatio}`, 'x same + COOP', 'LCP s', 'x same', 'target', 'x same + COOP', 'TBT ms', 'x same', `<= ${t.tbtRatio}`, 'LCP element'],
      devtools.map((row) => {
        const reference = isSitePage(row) ? same(row) : null;
        const withPolicy = reference ? devtools.find((other) => other.key === openerPolicyKey(reference.key)) : null;
        const element = row.element ? describeElement(row.element) : 'n/a';
        if (!reference) {
          return [rowLabel(row), fmt(row.fcpMs / 1000, 2), '', '', '', fmt(row.lcpMs / 1000, 2), '', '', '', fmt(row.tbtMs), '', '', element];
        }
        const image = Boolean(row.element?.url) || row.element?.tag === 'img';
        const lcpTarget = image ? t.lcpImageRatio : t.lcpTextRatio;
        const fcpRatio = ratio(row.fcpMs, reference.fcpMs);
        const lcpRatio = ratio(row.lcpMs, reference.lcpMs);
        // A TBT of 0 on the reference makes any blocking infinitely worse: judged against 50 ms then.
        const tbtRatio = ratio(row.tbtMs, Math.max(reference.tbtMs, 50));
        const own = row.element && !row.element.inDialog;
        const fcpWithPolicy = withPolicy ? ratio(row.fcpMs, withPolicy.fcpMs) : null;
        const lcpWithPolicy = withPolicy ? ratio(row.lcpMs, withPolicy.lcpMs) : null;
        // The opener policy's share of a late paint: the same page against the reference with that header.
        const policyReason = (withRatio) =>
          withRatio == null ? undefined : `against the same-size page with the site's opener policy ${fmt(withRatio, 2)}x (docs/page-speed.md, "The opener policy")`;
        // Each miss also shows its runs' range beside the reference's, as the medians hide it.
        const devtoolsMiss = (name, key, value, target, reason) => () => ({
          what: `${row.label}: devtools ${name}`,
          figure: `${value} (target <= ${target}x the same-size page's); ${runSpread(row, reference, key)}`,
          reason,
        });
        const split = row.blocking
          ? `the median run's long tasks: ${BLOCKING_KINDS.map((kind) => `${kind} ${fmt(row.blocking[kind])} ms`).join(', ')}; the same-size page blocked ${fmt(reference.tbtMs)} ms`
          : undefined;
        return [
          row.label,
          fmt(row.fcpMs / 1000, 2),
          fmt(fcpRatio, 2),
          check(fcpRatio <= t.fcpRatio, devtoolsMiss('FCP', 'fcpMs', `${fmt(row.fcpMs / 1000, 2)} s, ${fmt(fcpRatio, 2)}x`, t.fcpRatio, policyReason(fcpWithPolicy))),
          fmt(fcpWithPolicy, 2),
          fmt(row.lcpMs / 1000, 2),
          fmt(lcpRatio, 2),
          `<= ${lcpTarget} ${check(lcpRatio <= lcpTarget, devtoolsMiss('LCP', 'lcpMs', `${fmt(row.lcpMs / 1000, 2)} s, ${fmt(lcpRatio, 2)}x, ${element}`, lcpTarget, policyReason(lcpWithPolicy)))}`,
          fmt(lcpWithPolicy, 2),
          fmt(row.tbtMs),
          fmt(tbtRatio, 2),
          check(tbtRatio <= t.tbtRatio, devtoolsMiss('TBT', 'tbtMs', `${fmt(row.tbtMs)} ms, ${fmt(tbtRatio, 2)}x`, t.tbtRatio, split)),
          `${element} ${check(own, () => ({ what: `${row.label}: devtools LCP element`, figure: `${element}, not the page's own content` }))}`,
        ];
      }),
    );
    console.log(
      `  x same + COOP: against the same-size page with the site's ${OPENER_POLICY.name}: ${OPENER_POLICY.value} added (a relay in front of the floor app). ` +
        'That header makes Chromium commit the page in a new renderer process, whose first script context is built before the HTML is read; ' +
        'the targets stay judged against the plain page (docs/page-speed.md, "The opener policy").',
    );
    printTable(
      'Where the blocking time goes (devtools throttling, the run of the median TBT, from its trace): each long task\'s part beyond ' +
        `${BLOCKING_THRESHOLD_MS} ms, shared among the work inside it; "images" is the work of image documents on the main thread ` +
        '(an SVG shown by an <img> or a CSS image is parsed, styled, laid out and painted there), "page" the page\'s own style, layout and paint',
      ['page', 'TBT ms', ...BLOCKING_KINDS.map((kind) => `${kind} ms`), 'server CPU ms'],
      devtools.map((row) => [
        rowLabel(row),
        fmt(row.blocking ? row.blocking.total : row.tbtMs),
        ...BLOCKING_KINDS.map((kind) => (row.blocking ? fmt(row.blocking[kind]) : 'n/a')),
        row.serverCpuMs == null ? 'n/a' : fmt(row.serverCpuMs),
      ]),
    );
    console.log(
      '  server CPU ms: the CPU time the serving app\'s processes spent during that run, on the machine the browser runs on; ' +
        'a phone shares no CPU with the server (docs/page-speed.md, "The server on the same machine").',
    );
    if (field) {
      printTable(
        `Field-like LCP: the last largest-contentful-paint entry of an idle ${FIELD_VISIT_MS / 1000} s visit (no input), as Chrome reports it to CrUX; ` +
          `Chromium throttled as above, median of ${options.lighthouseRuns} visit(s); the target: in every visit the last entry is the one ` +
          `the page had when it loaded (same element, same time), the element Lighthouse's, never a pop-up. Times of separate visits ` +
          `differ by the runs' spread, so Lighthouse's LCP is shown, not compared`,
        ['page', 'field LCP s', 'Lighthouse LCP s', 'field element', 'load paint kept', 'same as Lighthouse', 'entries'],
        field.map((row) => {
          const lab = devtools.find((other) => other.key === row.key);
          const sameElement = lab?.element ? describeElement(lab.element) === describeElement(row.element) : null;
          return [
            row.label,
            fmt(row.lcpMs / 1000, 2),
            lab ? fmt(lab.lcpMs / 1000, 2) : 'n/a',
            describeElement(row.element),
            `${row.kept}/${row.runs}`,
            sameElement == null ? '' : check(sameElement && row.kept === row.runs && !row.element.inDialog, () => ({
              what: `${row.label}: field-like LCP`,
              figure: `the load paint kept in ${row.kept} of ${row.runs} visits, last entry ${describeElement(row.element)}${row.element.inDialog ? ' (in a dialog)' : ''}`,
            })),
            fmt(row.element.entries),
          ];
        }),
      );
    }
  }
  if (field && !devtools) {
    printTable(
      `Field-like LCP: the last largest-contentful-paint entry of an idle ${FIELD_VISIT_MS / 1000} s visit (no input), median of ${options.lighthouseRuns}`,
      ['page', 'field LCP s', 'element', 'load paint kept', 'own content', 'entries'],
      field.map((row) => [
        row.label,
        fmt(row.lcpMs / 1000, 2),
        describeElement(row.element),
        `${row.kept}/${row.runs}`,
        check(row.kept === row.runs && !row.element.inDialog, () => ({
            what: `${row.label}: field-like LCP`,
            figure: `the load paint kept in ${row.kept} of ${row.runs} visits, last entry ${describeElement(row.element)}${row.element.inDialog ? ' (in a dialog)' : ''}`,
          })),
        fmt(row.element.entries),
      ]),
    );
  }

  if (notFound) {
    const t = TARGETS.notFound;
    console.log(
      `\nA path that matches no route (GET /wp-login.php): status ${notFound.page.status} ${check(notFound.page.status === 404, () => ({ what: 'a path that matches no route', figure: `status ${notFound.page.status} (target 404)` }))}, ${kb(notFound.page.bytes)} KB; ` +
        notFound.page.headers.map((header) => `${header.name}: ${header.ok ? 'ok' : `MISSING (${header.value ?? 'none'})`}`).join(', ') +
        ` ${check(notFound.page.headers.every((header) => header.ok), () => ({
          what: "a path that matches no route: its headers",
          figure: `missing or wrong: ${notFound.page.headers.filter((header) => !header.ok).map((header) => header.name).join(', ')}`,
        }))}`,
    );
    printTable(
      `Random paths that match no route (a new path per request, ${tool}, as the same-size page; ${options.connections} connections) against the same-size page (${notFound.sameSize.label}), ` +
        `taking turns in ${NOT_FOUND_WINDOWS} windows of ${notFound.windowSeconds} s each`,
      ['encoding', 'req/s', 'p99 ms', '404s', 'other', 'same req/s', 'x same', `>= ${t.sameSizeRatio}`],
      ENCODINGS.map((encoding) => {
        const { own, same } = notFound.results[encoding.key];
        const sameRatio = ratio(own.reqPerSec, same.reqPerSec);
        const windows = own.windows.map((rate, index) => fmt(ratio(rate, same.windows[index]), 2));
        const miss = () => ({
          what: `random paths that match no route, ${encoding.label}`,
          figure: `${fmt(sameRatio, 2)}x the same-size page, ${fmt(own.reqPerSec)} against ${fmt(same.reqPerSec)} req/s (target >= ${t.sameSizeRatio})`,
          reason: `window by window ${windows.join(', ')}`,
        });
        return [encoding.label, fmt(own.reqPerSec), fmt(own.p99Ms), fmt(own.notFound), fmt(own.other + own.errors), fmt(same.reqPerSec), fmt(sameRatio, 2), check(sameRatio >= t.sameSizeRatio, miss)];
      }),
    );
    for (const encoding of ENCODINGS) {
      const { own, same } = notFound.results[encoding.key];
      const pairs = own.windows.map((rate, index) => `${fmt(rate)} / ${fmt(same.windows[index])} = ${fmt(ratio(rate, same.windows[index]), 2)}`);
      console.log(`  ${encoding.label}, window by window (req/s, random paths / same-size page): ${pairs.join('; ')}`);
    }
    const { idle, warmSeconds, before, after, seconds, requests } = notFound.memory;
    const growth = rssGrowth(before, after, 'the whole run');
    console.log(
      `  Server RSS under random paths: ${fmt(idle)} MiB idle before them, ${fmt(before)} after ${warmSeconds} s of them (the heap back at its working size), ` +
        `${fmt(after)} after ${seconds} s more (${fmt(requests)} requests): ${growth.text}`,
    );
    if (!growth.ok) {
      // Measured with --trace-gc (docs/benchmarks.md, "Random paths"): what a full collection keeps stays flat.
      console.log(
        `  (the heap here is sized to this machine's ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, and V8 lets it grow well past what it keeps between ` +
          'full collections; the `small` section bounds it, as a container does)',
      );
    }
  }

  console.log('\nSite memory: the server process and the embedded store\'s process, RSS (a whole run: start, pages, random paths, sign-ups)');
  if (memory) {
    const t = TARGETS.memoryMiB;
    const { idle } = memory;
    console.log(`  sign-ups: ${fmt(memory.leadBurst.accepted)} of ${fmt(memory.leadBurst.count)} accepted`);
    console.log(`  peaks sampled every ${MEMORY_POLL_MS} ms from the start: server ${fmt(memory.peakRssMiB, 0)} MiB (VmHWM ${fmt(memory.hwmMiB, 0)}), store process ${fmt(memory.peakStoreRssMiB, 0)} MiB`);
    console.log(`  peak of the two together: ${fmt(memory.peakGroupRssMiB, 0)} MiB${atPeak(memory.atGroupPeak)} (target <= ${t.peak}) ${check(memory.peakGroupRssMiB <= t.peak, () => ({
        what: 'memory: peak RSS, server and store together',
        figure: `${fmt(memory.peakGroupRssMiB, 0)} MiB (target <= ${t.peak})`,
        reason: atPeak(memory.atGroupPeak).replace(/^, /, ''),
      }))}`);
    console.log(
      `  idle, ${IDLE_SETTLE_MS / 1000} s after ${idle.storeAsleep ? "the store's process ended" : `waiting ${STORE_SLEEP_WAIT_MS / 1000} s for the store's process to end (it did not)`}: ` +
        `server ${fmt(idle.serverMiB, 0)} MiB, store process ${fmt(idle.storeMiB, 0)} MiB, together ${fmt(idle.groupMiB, 0)} MiB (target <= ${t.idle}) ${check(idle.groupMiB <= t.idle, () => ({
          what: 'memory: idle RSS, server and store together',
          figure: `${fmt(idle.groupMiB, 0)} MiB (target <= ${t.idle})`,
          reason: `server ${fmt(idle.serverMiB, 0)} MiB, store process ${fmt(idle.storeMiB, 0)} MiB${idle.storeAsleep ? '' : ", the store's process still running"}`,
        }))}`,
    );
  } else {
    console.log('  not measured (/proc is not available on this system)');
  }

  if (small) {
    console.log(`\nAs a ${small.limitMiB} MiB server runs it (a memory cgroup of that size: Node.js sizes its heap to it, as in a container)`);
    if (small.unavailable) {
      console.log(`  not measured: ${small.unavailable}`);
    } else {
      const t = TARGETS.memoryMiB;
      const held = small.limitHits === 0 && small.oomKills === 0 && !small.exited;
      console.log(`  ${SMALL_SERVER_STEPS}`);
      if (small.failed) {
        console.log(`  the run did not last: ${small.failed}`);
        for (const line of small.tail) console.log(`    server | ${line}`);
        console.log(`  the limit reached ${fmt(small.limitHits)} times, processes killed for memory ${fmt(small.oomKills)} ${check(false, () => ({
          what: `a ${small.limitMiB} MiB server: the run`,
          figure: `the limit reached ${fmt(small.limitHits)} times, processes killed for memory ${fmt(small.oomKills)}`,
          reason: small.failed,
        }))}`);
        console.log(`  peak: the cgroup's usage ${fmt(small.peakMiB, 0)} MiB; the group's RSS sampled every ${MEMORY_POLL_MS} ms ${fmt(small.peakGroupMiB, 0)} MiB`);
      } else {
        console.log(`  sign-ups: ${fmt(small.burst.accepted)} of ${fmt(small.burst.count)} accepted (${Object.entries(small.burst.statuses).map(([status, n]) => `${status}: ${n}`).join(', ')}); the store ended its idle process before them: ${small.storeSlept ? 'yes' : 'no'}`);
        console.log(`  the limit reached ${fmt(small.limitHits)} times, processes killed for memory ${fmt(small.oomKills)}, the server ${small.exited ? 'exited' : 'ran throughout'} ${check(held && small.burst.accepted === small.burst.count, () => ({
          what: `a ${small.limitMiB} MiB server: the run`,
          figure: `the limit reached ${fmt(small.limitHits)} times, processes killed for memory ${fmt(small.oomKills)}`,
          reason: `${small.exited ? "the server exited; " : ""}${fmt(small.burst.accepted)} of ${fmt(small.burst.count)} sign-ups accepted`,
        }))}`);
        console.log(
          `  peak: the cgroup's usage (RSS and page cache) ${fmt(small.peakMiB, 0)} MiB; the group's RSS sampled every ${MEMORY_POLL_MS} ms ${fmt(small.peakGroupMiB, 0)} MiB${atPeak(small.atGroupPeak)} ` +
            `(target <= ${t.peak}) ${check(small.peakGroupMiB <= t.peak, () => ({
              what: `a ${small.limitMiB} MiB server: peak RSS`,
              figure: `${fmt(small.peakGroupMiB, 0)} MiB (target <= ${t.peak})`,
              reason: atPeak(small.atGroupPeak).replace(/^, /, ''),
            }))}`,
        );
        console.log(`  idle, ${small.idleStoreAsleep ? "after the store's process ended" : "the store's process still running"}: ${fmt(small.idleMiB, 0)} MiB (target <= ${t.idle}) ${check(small.idleMiB <= t.idle, () => ({
          what: `a ${small.limitMiB} MiB server: idle RSS`,
          figure: `${fmt(small.idleMiB, 0)} MiB (target <= ${t.idle})`,
          reason: small.idleStoreAsleep ? undefined : "the store's process still running",
        }))}`);
        const { before, after, seconds, requests, notFound } = small.randomPaths;
        console.log(
          `  server RSS under random paths: ${fmt(before)} MiB after the first ${seconds} s of them, ${fmt(after)} after ${seconds} s more ` +
            `(${fmt(requests)} requests, ${fmt(notFound)} of them 404s): ${rssGrowth(before, after, `a ${small.limitMiB} MiB server`).text}`,
        );
      }
    }
  }

  console.log('');
  for (const line of book.summary()) console.log(line);
  reportMachine(machine);

  if (options.json) {
    // The figures of a row, with its URL and its same-size page named rather than copied.
    const strip = (row) => {
      const { base, sameSize, ...figures } = row;
      delete figures.option;
      delete figures.serverPid;
      return { ...figures, url: base + row.path, ...(sameSize ? { sameSize: sameSize.path } : {}) };
    };
    const figures = {
      date: new Date().toISOString(),
      machine: host,
      next: nextVersion,
      settings: {
        tool,
        duration: options.duration,
        connections: options.connections,
        threads: tool === 'wrk' ? options.threads : undefined,
        lighthouseRuns: lighthouse ? options.lighthouseRuns : 0,
      },
      targets: TARGETS,
      pages: pages.map(strip),
      floor: [trivial, ...statics].map(strip),
      lighthouse: lighthouse?.map(({ samples, ...row }) => strip({ ...row, samples })) ?? null,
      devtools: devtools?.map(strip) ?? null,
      field: field?.map(strip) ?? null,
      notFound: notFound ? { ...notFound, sameSize: notFound.sameSize.path } : null,
      memory,
      small,
      machine,
    };
    fs.mkdirSync(path.dirname(options.json), { recursive: true });
    fs.writeFileSync(options.json, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`Figures written to ${options.json}.`);
  }
}

function lighthouseVersion() {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch {
    return '';
  }
}

main().catch((error) => {
  console.error(`bench: ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`);
  process.exitCode = 1;
});
