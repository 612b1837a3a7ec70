import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * PGlite on its own thread. PGlite is PostgreSQL compiled to WebAssembly; loaded into the web server's
 * main thread it slows every response of the process, pages included (see CHANGELOG.md for the measurement). In a
 * worker thread it has its own isolate and heap and the web
 * thread keeps its speed. This module is the message protocol between the two: queries, exec and
 * transactions, with the same results and errors as calling PGlite directly.
 */

type Row = Record<string, unknown>;

export type ThreadRunner = {
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  exec(sql: string): Promise<void>;
};

export type PgliteThread = ThreadRunner & {
  transaction<T>(fn: (tx: ThreadRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

type Request =
  | { op: 'open'; dataDir: string; modulePath: string; settings: string[] }
  | { op: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };
type SerializedError = { message: string; name?: string; code?: string; detail?: string };

// The worker's program: plain CommonJS, evaluated by worker_threads (no bundler involved).
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
let db = null;
let nextTx = 1;
const open = new Map();

function serialize(error) {
  const e = error && typeof error === 'object' ? error : { message: String(error) };
  return { message: String(e.message ?? e), name: e.name, code: e.code, detail: e.detail };
}

async function handle(message) {
  switch (message.op) {
    case 'open': {
      const { PGlite } = require(message.modulePath);
      db = await PGlite.create(message.dataDir, { startParams: [...PGlite.defaultStartParams, ...message.settings] });
      return null;
    }
    case 'query': {
      const target = message.tx ? open.get(message.tx).tx : db;
      return (await target.query(message.sql, message.params)).rows;
    }
    case 'exec': {
      const target = message.tx ? open.get(message.tx).tx : db;
      await target.exec(message.sql);
      return null;
    }
    case 'begin': {
      const id = nextTx++;
      return await new Promise((started, failed) => {
        const entry = {};
        entry.done = db.transaction((tx) => {
          entry.tx = tx;
          const finished = new Promise((commit, rollback) => { entry.commit = commit; entry.rollback = rollback; });
          open.set(id, entry);
          started(id);
          return finished;
        });
        entry.done.catch((error) => { if (!open.has(id)) failed(error); });
      });
    }
    case 'end': {
      const entry = open.get(message.tx);
      if (message.commit) entry.commit(); else entry.rollback(new Error('rollback'));
      try {
        await entry.done;
      } catch (error) {
        if (message.commit) throw error;
      } finally {
        open.delete(message.tx);
      }
      return null;
    }
    case 'close': {
      if (db) await db.close();
      db = null;
      return null;
    }
  }
  throw new Error('Unknown operation ' + message.op);
}

parentPort.on('message', ({ id, message }) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id, ok: true, result }),
    (error) => parentPort.postMessage({ id, ok: false, error: serialize(error) }),
  );
});
`;

class PgliteThreadError extends Error {
  readonly code?: string;
  readonly detail?: string;
  constructor(error: SerializedError) {
    super(error.message);
    this.name = error.name && error.name !== 'Error' ? error.name : 'PgliteError';
    this.code = error.code;
    this.detail = error.detail;
  }
}

/** The CommonJS entry of PGlite, resolved from the project (the server's working directory). */
function pgliteModulePath(): string {
  return createRequire(path.join(process.cwd(), 'package.json')).resolve('@electric-sql/pglite');
}

/**
 * PostgreSQL settings beyond PGlite's own. The shared buffers that initdb sizes for a server are touched
 * at start and stay resident, as WebAssembly memory never shrinks; the lead tables are small, and a small
 * pool serves them as well.
 */
export const STORE_SETTINGS: readonly string[] = ['-c', 'shared_buffers=16MB'];

/**
 * Where the build keeps an empty database (`scripts/pglite-template.mjs`, after `next build`): a new store
 * is a copy of it instead of a run of initdb, whose memory peak is several times an open store's. The
 * name holds PGlite's version, so a build's copy never seeds another version's store.
 */
export function storeTemplatePath(distDir = process.env.SITE_DIST_DIR || '.next'): string {
  const manifest = path.join(path.dirname(pgliteModulePath()), '..', 'package.json');
  const { version } = JSON.parse(fs.readFileSync(/* turbopackIgnore: true */ manifest, 'utf8')) as { version: string };
  return path.resolve(process.cwd(), distDir, `pglite-template-${version}`);
}

/**
 * Starts a worker thread and opens PGlite in `dataDir` inside it. `onExit` is called when the thread
 * stops without `close()` (a crash): every call still waiting is rejected, and later calls fail.
 */
export async function openPgliteThread(dataDir: string, onExit?: (error: Error) => void): Promise<PgliteThread> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, name: 'pglite' });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | null = null;
  let closing: Promise<void> | undefined;

  // The thread keeps the process alive only while a call is in flight (CLI scripts and tests exit).
  const updateRef = () => (waiting.size > 0 ? worker.ref() : worker.unref());
  updateRef();

  const fail = (error: Error) => {
    if (stopped) return;
    stopped = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    if (!closing) onExit?.(error);
  };
  worker.on('message', (reply: Reply) => {
    const entry = waiting.get(reply.id);
    if (!entry) return;
    waiting.delete(reply.id);
    updateRef();
    if (reply.ok) entry.resolve(reply.result);
    else entry.reject(new PgliteThreadError(reply.error));
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => fail(new Error(`The PGlite thread stopped (exit code ${code}).`)));

  const call = (message: Request): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    const reply = new Promise<unknown>((resolve, reject) => waiting.set(id, { resolve, reject }));
    updateRef();
    worker.postMessage({ id, message });
    return reply;
  };

  const runner = (tx?: number): ThreadRunner => ({
    query: async (sql, params) => (await call({ op: 'query', sql, params, tx })) as Row[],
    exec: async (sql) => {
      await call({ op: 'exec', sql, tx });
    },
  });

  try {
    await call({ op: 'open', dataDir, modulePath: pgliteModulePath(), settings: [...STORE_SETTINGS] });
  } catch (error) {
    closing = worker.terminate().then(() => undefined);
    await closing;
    throw error;
  }

  return {
    ...runner(),
    transaction: async (fn) => {
      const tx = (await call({ op: 'begin' })) as number;
      let result;
      try {
        result = await fn(runner(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    close: () => {
      closing ??= (async () => {
        try {
          if (!stopped) await call({ op: 'close' });
        } finally {
          await worker.terminate();
        }
      })();
      return closing;
    },
  };
}
