import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * PGlite in a process of its own. PGlite is PostgreSQL compiled to WebAssembly; loaded into the web server's
 * thread it slows every response of the process, pages included (see CHANGELOG.md for the measurement), and
 * its memory (WebAssembly memory never shrinks, and a worker thread that ends leaves part of it in the
 * process) stays with the server. In a child process it has its own heap, the web thread keeps its speed,
 * and all of its memory goes back to the system when the process ends (store.ts ends it when the store
 * idles). This module is the message protocol between the two: queries, exec and transactions, with the
 * same results and errors as calling PGlite directly. Messages use Node's structured-clone serialization,
 * so dates and big integers arrive as they left.
 */

type Row = Record<string, unknown>;

export type PgliteRunner = {
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  exec(sql: string): Promise<void>;
};

export type PgliteProcess = PgliteRunner & {
  /** The process's id (its memory is read from /proc by tests and the bench). */
  readonly pid: number | undefined;
  transaction<T>(fn: (tx: PgliteRunner) => Promise<T>): Promise<T>;
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

// The child's program: plain CommonJS, run by `node -e` (no bundler involved).
const CHILD_SOURCE = `
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

process.on('message', ({ id, message }) => {
  handle(message).then(
    (result) => process.send({ id, ok: true, result }),
    (error) => process.send({ id, ok: false, error: serialize(error) }),
  );
});
// A signal sent to the whole process group (Ctrl-C in a terminal, a group kill) is the server's to handle:
// its shutdown closes the store cleanly, then ends this process.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
// The server is gone without closing the store (a crash, SIGKILL): PGlite closes and goes with it rather
// than outlive its only client.
process.on('disconnect', () => {
  Promise.resolve(db && db.close()).catch(() => undefined).finally(() => process.exit(0));
});
`;

class PgliteProcessError extends Error {
  readonly code?: string;
  readonly detail?: string;
  constructor(error: SerializedError) {
    super(error.message);
    this.name = error.name && error.name !== 'Error' ? error.name : 'PgliteError';
    this.code = error.code;
    this.detail = error.detail;
  }
}

/** How long the store's process may take to exit once its channel is closed. */
const END_GRACE_MS = 5000;

/** The CommonJS entry of PGlite, resolved from the project (the server's working directory). */
function pgliteModulePath(): string {
  return createRequire(path.join(process.cwd(), 'package.json')).resolve('@electric-sql/pglite');
}

/**
 * PostgreSQL settings beyond PGlite's own. The shared buffers that initdb sizes for a server are touched
 * at start and stay resident, as WebAssembly memory never shrinks; the lead tables are small, and a small
 * pool serves them as well: a page that is not in it is read from the data folder, where the system's file
 * cache keeps it.
 */
export const STORE_SETTINGS: readonly string[] = ['-c', 'shared_buffers=4MB'];

/**
 * V8's switches for the store's process. Its WebAssembly stays with the baseline compiler (Liftoff) and is
 * never handed to the optimizing one. While PostgreSQL opens, one large function of PGlite turns hot, and
 * optimizing it took several hundred MB of compiler memory for a few seconds after every start, more than
 * the rest of the site holds; the baseline code answers the store's small queries no slower, as the compile
 * no longer competes with them (docs/operations.md has the figures). `--optimize-for-size` has V8 favour
 * memory over speed for the process's JavaScript, which is only the glue between the messages and PGlite.
 * These are V8's own switches (`node --v8-options`), not its testing flags; should a Node.js upgrade drop
 * one, the process fails to start ("bad option") and every test that opens the store fails with it.
 */
export const STORE_V8_FLAGS: readonly string[] = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering', '--optimize-for-size'];

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
 * Starts a child process and opens PGlite in `dataDir` inside it. `onExit` is called when the process
 * stops without `close()` (a crash): every call still waiting is rejected, and later calls fail.
 */
export async function openPgliteProcess(dataDir: string, onExit?: (error: Error) => void): Promise<PgliteProcess> {
  const child = spawn(process.execPath, [...STORE_V8_FLAGS, '-e', CHILD_SOURCE], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | null = null;
  let closing: Promise<void> | undefined;

  // The child keeps the server alive only while a call is in flight (CLI scripts and tests exit).
  const updateRef = () => {
    if (waiting.size > 0) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  };
  updateRef();

  const fail = (error: Error) => {
    if (stopped) return;
    stopped = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    if (!closing) onExit?.(error);
  };
  child.on('message', (reply: Reply) => {
    const entry = waiting.get(reply.id);
    if (!entry) return;
    waiting.delete(reply.id);
    updateRef();
    if (reply.ok) entry.resolve(reply.result);
    else entry.reject(new PgliteProcessError(reply.error));
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  child.on('error', (error) => fail(error));
  child.on('exit', (code, signal) => fail(new Error(`The PGlite process stopped (${signal ? `signal ${signal}` : `exit code ${code}`}).`)));
  // Ends the child and waits until it has gone (at once if it has): closing the channel lets it close PGlite
  // and exit; one that has not exited within `END_GRACE_MS` is killed.
  const end = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.disconnect();
    const timer = setTimeout(() => child.kill('SIGKILL'), END_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  const call = (message: Request): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    const reply = new Promise<unknown>((resolve, reject) => waiting.set(id, { resolve, reject }));
    updateRef();
    try {
      child.send({ id, message });
    } catch (error) {
      // The child has gone and its exit is not yet reported.
      waiting.delete(id);
      updateRef();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return reply;
  };

  const runner = (tx?: number): PgliteRunner => ({
    query: async (sql, params) => (await call({ op: 'query', sql, params, tx })) as Row[],
    exec: async (sql) => {
      await call({ op: 'exec', sql, tx });
    },
  });

  try {
    await call({ op: 'open', dataDir, modulePath: pgliteModulePath(), settings: [...STORE_SETTINGS] });
  } catch (error) {
    closing = end();
    await closing;
    throw error;
  }

  return {
    ...runner(),
    pid: child.pid,
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
          await end();
        }
      })();
      return closing;
    },
  };
}
