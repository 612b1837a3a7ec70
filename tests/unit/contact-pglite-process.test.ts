/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { openPgliteProcess, storeTemplatePath } from '@/lib/contact/pglite-process';
import { statusKb } from '@/scripts/lib/process-memory.mjs';

// Making the build's empty database runs initdb (several seconds on two cores).
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '..', '..');
let dir: string;
let template: string;

// A new store is a copy of the build's empty database (lib/contact/store.ts): made here as the build makes it.
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-pglite-'));
  const distDir = path.join(dir, 'build');
  const made = spawnSync(process.execPath, [path.join(root, 'scripts/pglite-template.mjs')], { cwd: root, env: { ...process.env, SITE_DIST_DIR: distDir }, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`scripts/pglite-template.mjs failed: ${made.stderr}`);
  template = storeTemplatePath(distDir);
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const linux = process.platform === 'linux' ? describe : describe.skip;

linux("the store's process on a small server", () => {
  // Left to V8's optimizing compiler, one large function of PostgreSQL turned hot while it opened, and
  // compiling it took the process to 600-700 MiB for a few seconds; on the baseline compiler it stays far
  // below the 512 MiB a small server has for the whole site.
  it('opens a new store and answers a run of queries without its memory ever reaching 300 MiB', async () => {
    const dataDir = path.join(dir, 'leads');
    fs.cpSync(template, dataDir, { recursive: true });
    const db = await openPgliteProcess(dataDir);
    try {
      expect(db.pid).toBeDefined();
      await db.exec('CREATE TABLE t (id serial PRIMARY KEY, email text NOT NULL UNIQUE, at timestamptz DEFAULT now())');
      for (let i = 0; i < 500; i += 1) {
        await db.query('INSERT INTO t (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [`reader${i}@example.com`]);
      }
      expect(await db.query('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 500 }]);
      // The highest resident memory the process has had.
      expect((statusKb(db.pid, 'VmHWM') ?? Infinity) / 1024).toBeLessThan(300);
    } finally {
      await db.close();
    }
  });
});
