#!/usr/bin/env node
// The server the Playwright suite runs against: the production build (built when needed) with a fresh,
// throw-away embedded lead store, so every run starts from an empty database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3100';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lumina-e2e-leads-'));

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
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
