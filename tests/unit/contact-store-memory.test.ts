/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findLockOwner } from '@/lib/contact/dir-lock';
import { openLeadStore } from '@/lib/contact/store';

// PGlite's first start in a new directory runs initdb (several seconds on two cores).
jest.setTimeout(120_000);

// Every PGlite process the store starts, and when each one is opened and closed, in order.
const events: string[] = [];
jest.mock('@/lib/contact/pglite-process', () => {
  const actual = jest.requireActual<typeof import('@/lib/contact/pglite-process')>('@/lib/contact/pglite-process');
  let processes = 0;
  return {
    ...actual,
    openPgliteProcess: async (...args: Parameters<typeof actual.openPgliteProcess>) => {
      const child = await actual.openPgliteProcess(...args);
      const name = `process ${++processes}`;
      events.push(`${name} opened`);
      return {
        ...child,
        close: async () => {
          await child.close();
          events.push(`${name} closed`);
        },
      };
    },
  };
});

describe('the embedded store in a new data directory', () => {
  // initdb grows PGlite's WebAssembly memory far beyond what an open store needs, and WebAssembly memory
  // never shrinks, so without the build's empty database to copy, the database must be created in a process
  // that ends before the store's own opens.
  it('creates the database in a process that ends, then serves from a fresh one; an existing database opens in one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-memory-'));
    const dataDir = path.join(dir, 'leads');
    try {
      const store = await openLeadStore({ engine: 'pglite', dataDir, template: null });
      await store.saveSubscriber({ email: 'memory@example.com', page: '/', referrer: null }, { forward: false });
      await store.close();
      expect(events).toEqual(['process 1 opened', 'process 1 closed', 'process 2 opened', 'process 2 closed']);

      events.length = 0;
      const reopened = await openLeadStore({ engine: 'pglite', dataDir });
      try {
        expect((await reopened.listSubscribers()).map((row) => row.email)).toEqual(['memory@example.com']);
        expect(events).toEqual(['process 3 opened']);
      } finally {
        await reopened.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // An idle site holds none of PGlite's memory: the store's process ends when nothing is left to do.
  it('ends its process when idle with no outbox entry pending, answers health from it, and starts again for the next lead', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-idle-'));
    const idleCloseMs = 200;
    const waitFor = async (what: string, done: () => boolean) => {
      for (let waited = 0; !done(); waited += 25) {
        if (waited > 30_000) throw new Error(`gave up waiting for ${what}; events: ${events.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    events.length = 0;
    const store = await openLeadStore({ engine: 'pglite', dataDir: path.join(dir, 'leads'), idleCloseMs });
    try {
      const first = events.length;
      await store.saveSubscriber({ email: 'kept@example.com', page: '/', referrer: null }, { forward: true });
      await store.saveSubscriber({ email: 'parked@example.com', page: '/', referrer: null }, { forward: true });
      // Two entries wait for the relay: the store stays open through several idle periods.
      await new Promise((resolve) => setTimeout(resolve, idleCloseMs * 4));
      expect(events.slice(first)).toEqual([]);

      const claimed = await store.claimDueOutbox(10, 30_000);
      expect(claimed).toHaveLength(2);
      await store.markDelivered(claimed[0]!.id);
      await store.markFailed(claimed[1]!.id, 'gave up');
      await waitFor('the idle store to end its process', () => events.length > first);
      const [closed] = events.slice(first);
      expect(closed).toMatch(/^process \d+ closed$/);

      // The folder stays this server's while its store sleeps: no second server or command writes to it.
      expect(findLockOwner(path.join(dir, 'leads'))).toBe(process.pid);

      // Health checks read what the store held when it closed, without starting it again.
      await expect(store.ping()).resolves.toBeUndefined();
      expect(await store.countPendingOutbox()).toBe(0);
      expect(await store.countFailedOutbox()).toBe(1);
      expect(events.slice(first)).toEqual([closed]);

      // The next lead starts a new process and finds every earlier one.
      await store.saveSubscriber({ email: 'after@example.com', page: '/', referrer: null }, { forward: false });
      expect(events.slice(first + 1)).toEqual([expect.stringMatching(/^process \d+ opened$/)]);
      expect((await store.listSubscribers()).map((row) => row.email).sort()).toEqual(['after@example.com', 'kept@example.com', 'parked@example.com']);
      expect(await store.countFailedOutbox()).toBe(1);
      await store.close();
      expect(findLockOwner(path.join(dir, 'leads'))).toBeNull();
    } finally {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
