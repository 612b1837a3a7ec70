// The measures of scripts/bench.mjs that stand for a real phone and for bots (method: docs/benchmarks.md):
// render-blocking CSS, a field-like LCP, and random paths that match no route.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BenchError, httpGet, median, runAutocannon, runWrk } from './bench-kit.mjs';
import { SYSTEM_BROWSER_ARGS } from './find-browser.mjs';
import { STATIC_SECURITY_HEADERS } from '../../lib/security/static-headers.mjs';

// ---------- render-blocking CSS ----------

/**
 * The stylesheets that hold a page's first paint: every `<link rel="stylesheet">` in its HTML without a
 * media query that leaves it out of the screen (print) or a `disabled`. Gzip -9 of each, summed.
 */
export async function renderBlockingCss(target, html) {
  const sources = new Set();
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    if (!/\brel\s*=\s*["']?stylesheet\b/i.test(tag)) continue;
    if (/\bdisabled\b/i.test(tag) || /\bmedia\s*=\s*["']?print\b/i.test(tag)) continue;
    const href = /\bhref\s*=\s*("([^"]*)"|'([^']*)')/i.exec(tag);
    if (href) sources.add(new URL((href[2] ?? href[3]).replaceAll('&amp;', '&'), target.base + target.path).href);
  }
  let raw = 0;
  let gzip = 0;
  for (const url of sources) {
    const sheet = await httpGet(url);
    if (sheet.status !== 200) throw new BenchError(`Stylesheet ${url} of ${target.path} answered ${sheet.status}.`);
    raw += sheet.body.length;
    gzip += gzipSync(sheet.body, { level: 9 }).length;
  }
  // Inline <style> elements arrive with the HTML: counted apart, they cost no round trip.
  let inline = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) inline += Buffer.byteLength(match[1]);
  target.blockingCss = { sheets: sources.size, rawKb: raw / 1000, gzipKb: gzip / 1000, inlineKb: inline / 1000 };
}

// ---------- the floor app with the site's opener policy ----------

/**
 * The site's `Cross-Origin-Opener-Policy`, from the module that states it. A page that sends it starts a
 * browsing context group of its own, so Chromium commits it in a new renderer process rather than in the
 * one that held the tab's previous page (Lighthouse's about:blank), and pays for that process's first
 * script context before it parses a byte: the reason the devtools table gives beside each FCP.
 */
export const OPENER_POLICY = (() => {
  const header = STATIC_SECURITY_HEADERS.find(({ key }) => key === 'Cross-Origin-Opener-Policy');
  if (!header) throw new Error('lib/security/static-headers.mjs states no Cross-Origin-Opener-Policy.');
  return { name: header.key.toLowerCase(), value: header.value };
})();

/**
 * A relay on `port` in front of `target` (a base URL) that passes every request and answer on as they are
 * and adds `header` to each answer: the floor app's own bytes, with one header of the site's.
 * @returns {Promise<{ base: string, close: () => Promise<void> }>}
 */
export async function startHeaderRelay({ host, port, target, header }) {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [header.name]: header.value });
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    base: `http://${host}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// ---------- field-like LCP ----------

/** Lighthouse 12.8's mobile settings (screen, user agent, and the throttling its devtools method applies). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
const THROTTLING = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 };
/** How long the visitor stays without touching the page. */
export const FIELD_VISIT_MS = 10_000;

/**
 * The largest paint Chrome reports to the field (CrUX) for a visitor who opens `url` on a slow phone and
 * waits `FIELD_VISIT_MS` without any input: the last `largest-contentful-paint` entry of the visit (input
 * would end the measurement; there is none). Throttled as Lighthouse's devtools method throttles.
 */
export async function fieldLcp(url, { executablePath, runs }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, args: executablePath ? SYSTEM_BROWSER_ARGS : [] });
  try {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext(PHONE);
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: THROTTLING.latencyMs,
          downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
          uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
        await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
        // What the visit's largest paint was when the page had loaded, before any idle time: a later
        // paint of another element (a pop-up, a late banner) is what the field would report instead.
        const atLoad = (await lcpEntries(page)).at(-1) ?? null;
        // The visit's length is the measure itself, counted from the navigation's start.
        const elapsed = await page.evaluate(() => performance.now());
        await page.waitForTimeout(Math.max(0, FIELD_VISIT_MS - elapsed));
        const entries = await lcpEntries(page);
        const last = entries.at(-1);
        if (!last) throw new BenchError(`No largest-contentful-paint entry on ${url}.`);
        samples.push({ ...last, entries: entries.length, atLoad });
      } finally {
        await context.close();
      }
    }
    return samples;
  } finally {
    await browser.close();
  }
}

/** The page's `largest-contentful-paint` entries so far, each with what its element is. */
function lcpEntries(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list.getEntries().map((entry) => {
              const element = entry.element;
              const text = (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
              return {
                ms: entry.startTime,
                size: entry.size,
                tag: element ? element.tagName.toLowerCase() : null,
                url: entry.url || null,
                text: text.slice(0, 60),
                // A pop-up: an open dialog, or anything fixed over the page.
                inDialog: Boolean(element?.closest('dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"]')),
              };
            }),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Buffered entries arrive in the observer's first callback; none at all would never call it.
        setTimeout(() => resolve([]), 2000);
      }),
  );
}

/**
 * Whether an idle visit's last largest paint is the one it had when the page loaded: the same element
 * at the same time, so the field reports what the lab measured in that very visit.
 */
export function keptLoadPaint({ atLoad, ...last }) {
  return atLoad != null && describeElement(atLoad) === describeElement(last) && atLoad.ms === last.ms;
}

/** A short name for an LCP element: tag, then the image's file or the first words of its text. */
export function describeElement({ tag, url, text, inDialog }) {
  if (!tag) return 'unknown';
  const what = url ? `${tag} ${new URL(url).pathname.split('/').pop()?.slice(0, 40)}` : `${tag} "${text.slice(0, 40)}"`;
  return inDialog ? `POP-UP: ${what}` : what;
}

// ---------- random paths ----------

const BOT_PATHS = ['/wp-login.php', '/.env', '/wp-admin/setup-config.php', '/xmlrpc.php', '/.git/config', '/phpmyadmin/index.php'];

/** A path no route serves, never the same twice: what bots send all day, with a random part. */
export function randomPath() {
  const token = randomBytes(6).toString('hex');
  const base = BOT_PATHS[Math.floor(Math.random() * BOT_PATHS.length)];
  switch (Math.floor(Math.random() * 3)) {
    case 0:
      return `${base}?${token}`;
    case 1:
      return `/${token}${base}`;
    default:
      return `/${token}/${token.slice(0, 4)}/${token.slice(4)}.php`;
  }
}

/** Random paths written for one wrk run, per second of it: more than the server answers, so none repeats. */
const WRK_PATHS_PER_SECOND = 20_000;
const WRK_SCRIPT = fileURLToPath(new URL('./random-paths.lua', import.meta.url));

/**
 * A new random path per request on `base`; every answer should be a 404. With `wrk` (its path) the load is
 * wrk's, as the pages' own loads are, so that the two compare; otherwise autocannon's.
 */
export async function randomPathLoad(base, { duration, connections, threads = 2, headers }, register, wrk = null) {
  if (wrk) return randomPathLoadWrk(wrk, base, { duration, connections, threads, headers }, register);
  let notFound = 0;
  const requests = [{ setupRequest: (request) => ({ ...request, path: randomPath() }) }];
  const countNotFound = (statusCode) => {
    if (statusCode === 404) notFound += 1;
  };
  const { requests: total, reqPerSec, p50Ms, p99Ms, errors } = await runAutocannon(
    base,
    { duration, connections, headers, requests },
    register,
    countNotFound,
  );
  return { requests: total, reqPerSec, p50Ms, p99Ms, errors, notFound, other: total - notFound };
}

/** wrk on `base`, its requests' paths from randomPath() (scripts/lib/random-paths.lua). */
async function randomPathLoadWrk(wrk, base, load, register) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-paths-'));
  const file = path.join(dir, 'paths.txt');
  try {
    const count = Math.max(1, load.duration) * WRK_PATHS_PER_SECOND;
    fs.writeFileSync(file, `${Array.from({ length: count }, randomPath).join('\n')}\n`);
    const result = await runWrk(wrk, base, { ...load, script: WRK_SCRIPT, scriptArgs: [file, String(load.threads)] }, register);
    if (result.notFound === undefined) throw new BenchError('wrk did not report how many answers were 404s.');
    const { requests, reqPerSec, p50Ms, p99Ms, errors, notFound } = result;
    return { requests, reqPerSec, p50Ms, p99Ms, errors, notFound, other: requests - notFound };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs two loads in alternating windows (A B, B A, A B ...): a machine whose speed drifts during the
 * measurement then moves both alike, which two loads run one after the other do not.
 * @template A, B
 * @param {() => Promise<A>} first
 * @param {() => Promise<B>} second
 * @param {number} windows
 * @returns {Promise<[A[], B[]]>}
 */
export async function alternate(first, second, windows) {
  /** @type {A[]} */
  const a = [];
  /** @type {B[]} */
  const b = [];
  for (let index = 0; index < windows; index += 1) {
    if (index % 2 === 0) {
      a.push(await first());
      b.push(await second());
    } else {
      b.push(await second());
      a.push(await first());
    }
  }
  return [a, b];
}

/**
 * A load's windows of equal length as one figure: the mean req/s, the median window's latencies, the
 * counts summed; `windows` keeps each window's req/s.
 */
export function combineWindows(results) {
  const total = (key) => results.reduce((sum, result) => sum + (result[key] ?? 0), 0);
  const middle = (key) => median(results.map((result) => result[key]));
  const combined = {
    requests: total('requests'),
    reqPerSec: total('reqPerSec') / results.length,
    p50Ms: middle('p50Ms'),
    p99Ms: middle('p99Ms'),
    errors: total('errors'),
    windows: results.map((result) => result.reqPerSec),
  };
  for (const key of ['notFound', 'other', 'non2xx']) if (results.some((result) => key in result)) combined[key] = total(key);
  return combined;
}

/** The headers a 404 answer must carry: the page's own policy, and the headers every response gets. */
export const NOT_FOUND_HEADERS = [
  ['cache-control', (value) => /\bno-store\b/.test(value ?? '')],
  ['content-security-policy', (value) => Boolean(value)],
  ['strict-transport-security', (value) => Boolean(value)],
  ['x-content-type-options', (value) => value === 'nosniff'],
  ['x-frame-options', (value) => Boolean(value)],
  ['referrer-policy', (value) => Boolean(value)],
];
