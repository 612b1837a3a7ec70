#!/usr/bin/env node
// Run before the end-to-end tests (`npm test`, `npm run test:e2e`): makes sure a Chromium is there, and
// installs Playwright's when the machine has none, so a fresh clone's `npm test` needs nothing else. When no
// browser can be had it stops at once with one line saying what to install, instead of letting every
// Playwright test fail on a missing executable.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findBrowser } from './lib/find-browser.mjs';

const require = createRequire(import.meta.url);

function playwrightExecutable() {
  return require('playwright-core').chromium.executablePath();
}

function report(found) {
  console.log(`End-to-end tests use ${found.path} (${found.source === 'system' ? 'system browser' : found.source}).`);
}

const found = findBrowser({ playwrightExecutable, headlessShell: true });
if (found && 'error' in found) {
  console.error(found.error);
  process.exit(1);
}
if (found) {
  report(found);
  process.exit(0);
}

console.log('No Chromium or Chrome found: installing Playwright\'s Chromium (`npx playwright install chromium`)...');
const cli = path.join(path.dirname(require.resolve('playwright/package.json')), 'cli.js');
// The installer's output is captured, not shown: offline it is a stack of download errors, and the one
// line below says more.
const install = spawnSync(process.execPath, [cli, 'install', 'chromium'], { encoding: 'utf8', timeout: 15 * 60_000 });
const installed = install.status === 0 ? findBrowser({ playwrightExecutable, headlessShell: true }) : null;
if (installed && !('error' in installed)) {
  report(installed);
  process.exit(0);
}
console.error(
  'No browser for the end-to-end tests, and `npx playwright install chromium` failed (offline?): install ' +
    'Chromium or Chrome (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to one, then run the tests again.',
);
process.exit(1);
