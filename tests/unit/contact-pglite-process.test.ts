/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { openPgliteProcess, storeTemplatePath } from '@/lib/contact/pglite-process';

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

/** The store's processes among this process's children, by the program `node -e` runs. */
function storeChildren(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('PGlite');
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The highest resident memory a process has had, in MiB. */
function peakMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

const linux = process.platform === 'linux' ? describe : describe.skip;

linux("the store's process on a small server", () => {
  // Left to V8's optimizing compiler, one large function of PostgreSQL turned hot while it opened, and
  // compiling it took the process to 600-700 MiB for a few seconds; on the baseline compiler it stays far
  // below the 512 MiB a small server has for the whole site.
  it('opens a new store and answers a run of queries without its memory ever reaching 300 MiB', async () => {
    const dataDir = path.join(dir, 'leads');
    fs.cpSync(template, dataDir, { recursive: true });
    const before = new Set(storeChildren());
    const db = await openPgliteProcess(dataDir);
    try {
      const [pid] = storeChildren().filter((child) => !before.has(child));
      expect(pid).toBeDefined();
      await db.exec('CREATE TABLE t (id serial PRIMARY KEY, email text NOT NULL UNIQUE, at timestamptz DEFAULT now())');
      for (let i = 0; i < 500; i += 1) {
        await db.query('INSERT INTO t (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [`reader${i}@example.com`]);
      }
      expect(await db.query('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 500 }]);
      expect(peakMiB(pid!)).toBeLessThan(300);
    } finally {
      await db.close();
    }
  });

});
