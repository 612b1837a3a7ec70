/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPgliteProcess, storeTemplatePath } from '@/lib/contact/pglite-process';
import { openLeadStore } from '@/lib/contact/store';

// Each case starts PGlite several times and runs initdb (several seconds on two cores).
jest.setTimeout(180_000);

const root = path.resolve(__dirname, '..', '..');
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-template-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs an ES module source with the Node.js running the tests, from the project's folder. */
function runNode(args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** A template of our own, with a table no store makes, so that a store copied from it can be told apart. */
function markedTemplate(dir: string): string {
  runNode([
    '--input-type=module',
    '-e',
    `const { PGlite } = await import('@electric-sql/pglite');
     const db = await PGlite.create(${JSON.stringify(dir)});
     await db.exec('CREATE TABLE template_marker (id integer)');
     await db.close();`,
  ]);
  return dir;
}

/** Whether the database in `dataDir` holds the template's table, and its shared_buffers setting. */
async function inspect(dataDir: string): Promise<{ marked: boolean; sharedBuffers: unknown }> {
  const db = await openPgliteProcess(dataDir);
  try {
    const [marker] = await db.query(`SELECT to_regclass('template_marker') IS NOT NULL AS marked`);
    const [setting] = await db.query('SHOW shared_buffers');
    return { marked: marker?.marked === true, sharedBuffers: setting?.shared_buffers };
  } finally {
    await db.close();
  }
}

async function saveAndList(dataDir: string, template: string | null): Promise<string[]> {
  const store = await openLeadStore({ engine: 'pglite', dataDir, template });
  try {
    await store.saveSubscriber({ email: 'template@example.com', page: '/', referrer: null }, { forward: false });
    return (await store.listSubscribers()).map((row) => row.email);
  } finally {
    await store.close();
  }
}

describe('a new embedded store from the build\'s empty database', () => {
  it('scripts/pglite-template.mjs makes the database where the store looks for it, and a store opens from it', async () => {
    const distDir = path.join(dir, 'build');
    const output = runNode([path.join(root, 'scripts/pglite-template.mjs')], { SITE_DIST_DIR: distDir });
    const template = storeTemplatePath(distDir);
    expect(output).toContain(path.basename(template));
    expect(fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    // Nothing half-made left beside it.
    expect(fs.readdirSync(distDir)).toEqual([path.basename(template)]);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await saveAndList(path.join(dir, 'leads'), template)).toEqual(['template@example.com']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('copies a new store from the template instead of running initdb, and opens it with small shared buffers', async () => {
    const dataDir = path.join(dir, 'leads');
    const template = markedTemplate(path.join(dir, 'marked'));
    expect(await saveAndList(dataDir, template)).toEqual(['template@example.com']);
    expect(await inspect(dataDir)).toEqual({ marked: true, sharedBuffers: '4MB' });
    // The template itself is left as it was, and an existing store is opened as it is.
    expect(await inspect(template)).toEqual({ marked: true, sharedBuffers: '4MB' });
    expect(await saveAndList(dataDir, path.join(dir, 'missing'))).toEqual(['template@example.com']);
  });

  it('makes a store cut short in its copy again at the next start', async () => {
    const dataDir = path.join(dir, 'leads');
    fs.mkdirSync(dataDir);
    // What an interrupted copy leaves: some of the files, never PG_VERSION (copied last); copied over.
    fs.writeFileSync(path.join(dataDir, 'postgresql.conf'), 'half a file');
    expect(await saveAndList(dataDir, markedTemplate(path.join(dir, 'marked')))).toEqual(['template@example.com']);
    expect(await inspect(dataDir)).toEqual({ marked: true, sharedBuffers: '4MB' });
  });

  it('leaves what else the folder holds as it is, as initdb does', async () => {
    const dataDir = path.join(dir, 'leads');
    fs.mkdirSync(path.join(dataDir, 'lost+found'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
    expect(await saveAndList(dataDir, markedTemplate(path.join(dir, 'marked')))).toEqual(['template@example.com']);
    expect(fs.readFileSync(path.join(dataDir, 'notes.txt'), 'utf8')).toBe('mine');
    expect(fs.existsSync(path.join(dataDir, 'lost+found'))).toBe(true);
  });

  it('reports a copy that does not open and makes the store with initdb instead', async () => {
    const broken = path.join(dir, 'broken');
    fs.mkdirSync(broken);
    fs.writeFileSync(path.join(broken, 'PG_VERSION'), 'not a version\n');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const dataDir = path.join(dir, 'leads');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
    expect(await saveAndList(dataDir, broken)).toEqual(['template@example.com']);
    expect(fs.readFileSync(path.join(dataDir, 'notes.txt'), 'utf8')).toBe('mine');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`a new store copied from ${broken} did not open`));
    expect(await inspect(dataDir)).toEqual({ marked: false, sharedBuffers: '4MB' });
  });
});
