#!/usr/bin/env node
// `npm run test:unit:production-runtime`: the unit tests again on the Node.js major version production
// runs (`.nvmrc`), fetched from the npm registry with `npx -p node@<major>` when this machine's Node is
// another one. Jest loads ES modules differently on Node 24.9 and later (jest.config.mjs), so a suite can
// pass on one and fail on the other. Extra arguments go to jest.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runtime } from './lib/runtime.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { production, isProduction } = runtime();

if (production === null) {
  console.error('test-production-runtime: .nvmrc names no Node.js version.');
  process.exit(1);
}
if (isProduction) {
  console.log(`Already on Node ${process.version}, the production runtime: \`npm run test:unit\` covered it.`);
  process.exit(0);
}

console.log(`Unit tests on Node ${production} (production runtime, .nvmrc); this machine runs ${process.version}.`);
const args = ['-y', '-p', `node@${production}`, 'npm', 'run', 'test:unit', '--', ...process.argv.slice(2)];
const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
if (result.error) {
  console.error(`test-production-runtime: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
