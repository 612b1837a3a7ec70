#!/usr/bin/env node
// What follows `next build`, wherever the site is built (`npm run build`'s postbuild step, scripts/start.mjs
// when it builds, the benchmark): next-sitemap writes public/sitemap.xml and robots.txt, and
// scripts/pglite-template.mjs the empty database a new embedded lead store is copied from.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const script of ['node_modules/next-sitemap/bin/next-sitemap.mjs', 'scripts/pglite-template.mjs']) {
  const result = spawnSync(process.execPath, [path.join(root, script)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${script} failed (${result.signal ?? `exit code ${result.status}`}).`);
    process.exit(result.status ?? 1);
  }
}
