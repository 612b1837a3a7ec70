#!/usr/bin/env node
// `npm run bench:ab`: this working tree against an earlier commit, page by page, as a slow phone loads them
// (docs/benchmarks.md, "Two builds side by side").
//
//   npm run bench:ab -- [--base HEAD] [--path /] [--runs 7] [--port 3430] [--skip-build] [--json out.json]
//
// Builds the working tree (unless --skip-build) and the base commit, a copy of its files exported by git
// into $TMPDIR/lumina-bench-ab/ (built again only when the commit changes), serves both with the production
// server, each with a throw-away lead store, and loads --path in each in turn with Lighthouse's devtools
// throttling, --runs times plus one warm-up each, every second round the other build first. It prints each
// figure's median and in how many rounds this tree's was the lower: the figures of one page swing from run
// to run by more than most changes move them, so a change shows only where the rounds agree.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import {
  BenchError,
  buildSite,
  fmt,
  HOST,
  interruptible,
  linkNodeModules,
  positiveInt,
  printTable,
  root,
  siteEnv,
  startServer,
  stopServer,
  waitForServer,
} from './lib/bench-kit.mjs';
import { runBlockingBreakdown } from './lib/blocking-time.mjs';
import { lighthouseSeries } from './lib/lighthouse-run.mjs';
import { compareRuns } from './lib/ab-compare.mjs';
import { portInUse } from './lib/server.mjs';

const COPIES_DIR = path.join(os.tmpdir(), 'lumina-bench-ab');
const STAMP_FILE = '.lumina-bench-commit';

const USAGE = `Usage: npm run bench:ab -- [options]

  --base REF             the commit the working tree is measured against (default HEAD)
  --path PATH            the page loaded (default /)
  --runs N               rounds counted, each a run of either build (default 7, at most 25)
  --port P               the two ports on ${HOST} it uses, P and P+1 (default 3430)
  --skip-build           reuse the working tree's build in .next/ (the base is built again only when
                         REF names another commit)
  --json FILE            also write every run's figures to FILE`;

function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      base: { type: 'string', default: 'HEAD' },
      path: { type: 'string', default: '/' },
      runs: { type: 'string', default: '7' },
      port: { type: 'string', default: '3430' },
      'skip-build': { type: 'boolean', default: false },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (!values.path.startsWith('/')) throw new BenchError(`--path must start with "/" (got "${values.path}").`);
  return {
    help: values.help,
    base: values.base,
    path: values.path,
    runs: positiveInt('--runs', values.runs, 25),
    port: positiveInt('--port', values.port, 65534),
    skipBuild: values['skip-build'],
    json: values.json ? path.resolve(values.json) : null,
  };
}

function git(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (result.status !== 0) throw new BenchError(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** The base commit's files in a folder of their own, built; reused while it holds a build of that commit. */
async function baseCopy(commit, register) {
  const dir = path.join(COPIES_DIR, 'base');
  const stamp = path.join(dir, STAMP_FILE);
  if (fs.existsSync(path.join(dir, '.next', 'BUILD_ID')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === commit) return dir;
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(dir)) {
    if (entry !== 'node_modules') fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  const exported = spawnSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${dir}"`], { cwd: root, stdio: 'inherit' });
  if (exported.status !== 0) throw new BenchError(`Could not export ${commit} into ${dir}.`);
  linkNodeModules(dir);
  await buildSite(dir, register);
  fs.writeFileSync(stamp, commit);
  return dir;
}

/** One Lighthouse run's figures: paints, blocking time and its split, and the requests the page made. */
function sample(lhr, numeric, artifacts) {
  const blocking = runBlockingBreakdown(artifacts?.Trace, lhr);
  return {
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    scripts: blocking?.scripts ?? null,
    page: blocking?.page ?? null,
    images: blocking?.images ?? null,
    other: blocking?.other ?? null,
    requests: lhr.audits['network-requests']?.details?.items?.length ?? null,
  };
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const { register, isInterrupted, checkInterrupted, finish } = interruptible();
  try {
    const commit = git(['rev-parse', '--verify', `${options.base}^{commit}`]);
    const changed = git(['status', '--porcelain']).length > 0 || git(['rev-parse', 'HEAD']) !== commit;
    if (!changed) console.log(`The working tree is ${options.base} (${commit.slice(0, 12)}) itself: both builds are the same code.`);
    const ports = [options.port, options.port + 1];
    for (const port of ports) {
      if (await portInUse(port)) throw new BenchError(`Port ${port} on ${HOST} is already in use; choose another with --port.`);
    }
    if (!options.skipBuild) await buildSite(root, register);
    checkInterrupted();
    const baseDir = await baseCopy(commit, register);
    checkInterrupted();

    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-bench-ab-'));
    register(() => fs.rmSync(tmp, { recursive: true, force: true }));
    const arms = [
      { key: 'base', label: `base ${commit.slice(0, 12)}`, dir: baseDir, port: ports[0] },
      { key: 'tree', label: 'this tree', dir: root, port: ports[1] },
    ].map((arm) => {
      const server = startServer({
        cwd: arm.dir,
        port: arm.port,
        command: [path.join(arm.dir, 'scripts/server.mjs')],
        env: siteEnv({ port: arm.port, dataDir: path.join(tmp, arm.key) }),
      });
      register(() => stopServer(server));
      return { ...arm, server, base: `http://${HOST}:${arm.port}`, path: options.path, serverPid: server.pid };
    });
    for (const arm of arms) await waitForServer(arm.server, `${arm.base}${options.path}`, isInterrupted);

    console.log(`Lighthouse: mobile, devtools throttling, ${options.path}, ${options.runs} round(s) after a warm-up...`);
    const [base, tree] = await lighthouseSeries(arms, options.runs + 1, register, {
      throttlingMethod: 'devtools',
      label: 'Lighthouse (devtools throttling)',
      alternate: true,
      sample,
      // The first run of each build warms its server and the browser's caches, and is not counted.
      summarize: (arm, samples) => samples.slice(1),
    });
    const rows = compareRuns(base, tree);
    printTable(
      `${options.path}: ${options.runs} round(s), devtools throttling; base ${options.base} (${commit.slice(0, 12)}) against this tree`,
      ['figure', 'base median', 'this tree median', 'change', 'this tree lower in'],
      rows.map((row) => [
        row.label,
        fmt(row.base),
        fmt(row.tree),
        row.base == null || row.tree == null ? 'n/a' : `${row.tree >= row.base ? '+' : ''}${fmt(row.tree - row.base)}`,
        `${row.lower} of ${row.compared}`,
      ]),
    );
    if (options.json) {
      fs.mkdirSync(path.dirname(options.json), { recursive: true });
      fs.writeFileSync(options.json, `${JSON.stringify({ base: commit, path: options.path, runs: { base, tree }, medians: rows }, null, 2)}\n`);
      console.log(`Figures written to ${options.json}.`);
    }
    for (const arm of arms) await stopServer(arm.server);
  } finally {
    finish();
  }
}

main().catch((error) => {
  console.error(`bench:ab: ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`);
  process.exitCode = 1;
});
