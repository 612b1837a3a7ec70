import { processSlot } from '@/lib/process-slot';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * PGlite is one PostgreSQL instance inside this process: two processes opening the same data
 * directory would corrupt it. The owner keeps a lock file in the directory and refreshes its mtime;
 * a lock whose owner is gone, or that has not been refreshed for STALE_AFTER_MS, is taken over (so a
 * crash or a container restart that reuses the pid never blocks the site). scripts/leads.mjs reads the
 * same file (through openLeadStoreToRead in store.ts) to decide whether it must read a snapshot.
 */
export const LOCK_FILE_NAME = '.lumina-store.lock';
const HEARTBEAT_MS = 20_000;
const STALE_AFTER_MS = 60_000;

const lockFileSchema = z.object({ pid: z.number().int(), host: z.string(), since: z.string() });

type Held = { path: string; timer: NodeJS.Timeout };
const held = processSlot<Map<string, Held>>('heldLocks').getOrCreate(() => new Map());

export class StoreLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded lead store at ${dir} is in use by process ${pid}. ` +
        'PGlite allows one process per data directory: stop that process or set LEADS_DATA_DIR to another directory.',
    );
    this.name = 'StoreLockedError';
  }
}

// Duck-typed: Node's system errors may come from another realm (tests), where instanceof fails.
function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/** The other live process holding `dir`, if any. */
export function findLockOwner(dir: string): number | null {
  const lockPath = path.join(dir, LOCK_FILE_NAME);
  let raw: string;
  let mtimeMs: number;
  try {
    raw = fs.readFileSync(lockPath, 'utf8');
    mtimeMs = fs.statSync(lockPath).mtimeMs;
  } catch {
    return null;
  }
  let parsed: z.infer<typeof lockFileSchema>;
  try {
    const result = lockFileSchema.safeParse(JSON.parse(raw));
    if (!result.success) return null;
    parsed = result.data;
  } catch {
    return null;
  }
  if (Date.now() - mtimeMs > STALE_AFTER_MS) return null;
  if (parsed.host !== os.hostname()) return null;
  if (parsed.pid === process.pid) return held.has(path.resolve(dir)) ? parsed.pid : null;
  return isAlive(parsed.pid) ? parsed.pid : null;
}

/** Takes the directory for this process; returns the release function. */
export function acquireDirLock(dir: string): () => void {
  const resolved = path.resolve(dir);
  const lockPath = path.join(resolved, LOCK_FILE_NAME);
  const content = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
  // 'wx' creates atomically, so two processes starting together cannot both win.
  const create = () => fs.writeFileSync(lockPath, content, { flag: 'wx' });
  try {
    create();
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    const owner = findLockOwner(resolved);
    if (owner !== null) throw new StoreLockedError(resolved, owner);
    fs.rmSync(lockPath, { force: true });
    try {
      create();
    } catch {
      throw new StoreLockedError(resolved, findLockOwner(resolved) ?? -1);
    }
  }
  const timer = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(lockPath, now, now);
    } catch {
      // The directory was removed under us; the next open will report it.
    }
  }, HEARTBEAT_MS);
  timer.unref();
  held.set(resolved, { path: lockPath, timer });
  return () => {
    const entry = held.get(resolved);
    if (!entry) return;
    clearInterval(entry.timer);
    held.delete(resolved);
    try {
      const current = lockFileSchema.safeParse(JSON.parse(fs.readFileSync(lockPath, 'utf8')));
      if (current.success && current.data.pid === process.pid) fs.unlinkSync(lockPath);
    } catch {
      // Already gone.
    }
  };
}
