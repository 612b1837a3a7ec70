#!/usr/bin/env node
// `npm start`: builds the production bundle when it is missing or older than the sources, then serves it
// with scripts/server.mjs. `npm run start:server` (`--no-build`) serves the bundle as it is.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverNodeArgs } from './lib/heap-limit.mjs';
import { runtime } from './lib/runtime.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildId = path.join(root, '.next', 'BUILD_ID');
const sourceDirs = ['app', 'components', 'content', 'lib', 'public'];
const sourceFiles = ['next.config.ts', 'tailwind.config.ts', 'package.json', 'package-lock.json', 'postcss.config.mjs'];

// Written by next-sitemap after each build; they must not make the build look stale.
const generated = /^(sitemap.*\.xml|robots\.txt)$/;

function newestMtime(entry) {
  if (!existsSync(entry) || generated.test(path.basename(entry))) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // Files only: a folder's own time changes when the sitemap step writes into public/.
  let newest = 0;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

function needsBuild() {
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = [...sourceDirs, ...sourceFiles].map((entry) => newestMtime(path.join(root, entry)));
  return Math.max(...sources) > built;
}

const skipBuild = process.env.SKIP_BUILD === '1' || process.argv.includes('--no-build');
if (!skipBuild && needsBuild()) {
  console.log('Building the production bundle (next build)...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // `npm run build`'s postbuild step: the sitemap, robots.txt and the empty lead database.
  const postbuild = spawnSync(process.execPath, [path.join(root, 'scripts/postbuild.mjs')], { cwd: root, stdio: 'inherit' });
  if (postbuild.status !== 0) process.exit(postbuild.status ?? 1);
}

const { isProduction, production } = runtime();
if (!isProduction) {
  console.log(`Running on Node ${process.version}; production runs on Node ${production} (.nvmrc, engines in package.json).`);
}

// scripts/server.mjs: `next start` with X-Forwarded-For ending in the socket address (TRUSTED_PROXY_HOPS).
// It sets NEXT_MANUAL_SIG_HANDLE itself, so that its own SIGTERM handler (lib/shutdown.ts) finishes requests and
// closes the lead store.
const server = spawn(process.execPath, [...serverNodeArgs(), path.join(root, 'scripts/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// A server ended by a signal it did not handle (SIGKILL) exits like a shell would report it: 128 + n.
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
