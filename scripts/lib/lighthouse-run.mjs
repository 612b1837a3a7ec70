// Lighthouse in one Chromium, run after run across a set of pages: the runner of `npm run bench`'s two
// Lighthouse sections and of `npm run bench:ab` (scripts/bench-ab.mjs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BenchError, GZIP, httpGet, root } from './bench-kit.mjs';
import { findBrowser, SYSTEM_BROWSER_ARGS } from './find-browser.mjs';
import { cpuBetween, groupCpu } from './process-memory.mjs';
import { sleep } from './server.mjs';

const CHROME_FLAGS = ['--headless=new', ...SYSTEM_BROWSER_ARGS];

export function chromePath() {
  // The browser the tests use; without one, chrome-launcher looks for an installed Chrome itself.
  return process.env.CHROME_PATH || findBrowser()?.path;
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

async function lighthouseRun(lighthouse, url, port, throttlingMethod = 'simulate') {
  for (let attempt = 1; ; attempt += 1) {
    let failure;
    try {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        throttlingMethod,
        // The full-page screenshot stretches the viewport to the page's whole height once the trace is
        // recorded: every lazy image and every link's prefetch comes into view at once, work for the server
        // that no visitor causes and that could still run when the next page's run begins.
        disableFullPageScreenshot: true,
        onlyCategories: throttlingMethod === 'simulate' ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) failure = 'no result';
      else if (lhr.runtimeError) failure = lhr.runtimeError.message;
      else return result;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const path = new URL(url).pathname;
    if (attempt >= LIGHTHOUSE_ATTEMPTS) throw new BenchError(`Lighthouse on ${path} failed ${attempt} times; the last: ${failure}`);
    process.stdout.write(`    (that run failed: ${failure} Running it again.)\n`);
  }
}

// What "idle" means for a serving app before a run: at most this much CPU in one window of the poll.
const SETTLE_POLL_MS = 250;
const SETTLE_IDLE_CPU_MS = 10;
const SETTLE_LIMIT_MS = 15_000;

/**
 * Before each run the page is fetched once and its serving app left until it is idle. A page kept with a
 * revalidation time (ISR) that has gone stale is then rendered again for that fetch, in the background,
 * rather than during the measured load; work left from the run before (a lazy image, a link's prefetch)
 * ends too. Either would run on the cores the throttled browser uses, which a phone's server never does.
 * Both apps' pages get the same treatment. Returns the CPU the app spent meanwhile, ms.
 */
export async function settleServer(url, pgid) {
  const before = groupCpu(pgid);
  await httpGet(url, GZIP);
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let last = groupCpu(pgid);
  while (Date.now() < deadline) {
    await sleep(SETTLE_POLL_MS);
    const now = groupCpu(pgid);
    const busy = cpuBetween(last, now);
    last = now;
    if (busy <= SETTLE_IDLE_CPU_MS) break;
  }
  return cpuBetween(before, last);
}

/**
 * Runs Lighthouse `runs` times on each target in one Chromium, with `throttlingMethod`; `sample` reads a
 * run's report (and its artifacts, the trace among them), `summarize` turns a target's samples into its
 * result. With `alternate`, every second run takes the targets in the reverse order, so that neither of two
 * always runs first.
 */
export async function lighthouseSeries(targets, runs, register, { throttlingMethod, label, sample, summarize, alternate = false }) {
  const { lighthouse, launch } = await loadLighthouse();
  const chrome = await launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const unregister = register(() => chrome.kill());
  try {
    // Run by run across every target, so that a machine slowing down or speeding up in the middle of the
    // series moves each page and its reference alike.
    const samples = targets.map(() => []);
    for (let run = 1; run <= runs; run += 1) {
      const order = [...targets.entries()];
      if (alternate && run % 2 === 0) order.reverse();
      for (const [index, target] of order) {
        process.stdout.write(`  ${label} ${target.label} (${target.path}) run ${run}/${runs}...\n`);
        // The serving app shares this machine's CPU with the browser, which a phone does not.
        if (target.serverPid) await settleServer(target.base + target.path, target.serverPid);
        const cpuBefore = target.serverPid ? groupCpu(target.serverPid) : null;
        const { lhr, artifacts } = await lighthouseRun(lighthouse, target.base + target.path, chrome.port, throttlingMethod);
        const serverCpuMs = cpuBefore ? cpuBetween(cpuBefore, groupCpu(target.serverPid)) : null;
        samples[index].push({ ...sample(lhr, (id) => lhr.audits[id]?.numericValue ?? null, artifacts), serverCpuMs });
      }
    }
    return targets.map((target, index) => summarize(target, samples[index]));
  } finally {
    unregister();
    chrome.kill();
  }
}
