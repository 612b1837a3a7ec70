#!/usr/bin/env node
// The server the Playwright suite runs against: the production build (built when needed) with a fresh,
// throw-away embedded lead store, so every run starts from an empty database.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { e2eLeadsDir } from './lib/e2e-leads-dir.mjs';
import { E2E_PREVIEW_SECRET, E2E_REVALIDATE_SECRET } from '../tests/fixtures/signing.mjs';

const port = process.argv[2] ?? '3100';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// One store per port, emptied at start; tests read it through the leads command (tests/e2e/lead-store.ts).
const dataDir = e2eLeadsDir(port);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOSTNAME: '127.0.0.1',
    LEADS_DATA_DIR: dataDir,
    // The e2e suite talks to the embedded defaults; backend URLs are for the jest store tests.
    DATABASE_URL: '',
    REDIS_URL: '',
    UPSTREAM_API_HOST: '',
    // The tests stand in for a proxy in front: each sends X-Forwarded-For with an address of its own.
    TRUSTED_PROXY_HOPS: '1',
    REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
    PREVIEW_SECRET: E2E_PREVIEW_SECRET,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
