/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openLeadStore } from '@/lib/contact/store';

// PGlite's first start in a new directory runs initdb (several seconds on two cores).
jest.setTimeout(120_000);

// Every PGlite thread the store starts, and when each one is opened and closed, in order.
const events: string[] = [];
jest.mock('@/lib/contact/pglite-thread', () => {
  const actual = jest.requireActual<typeof import('@/lib/contact/pglite-thread')>('@/lib/contact/pglite-thread');
  let threads = 0;
  return {
    ...actual,
    openPgliteThread: async (...args: Parameters<typeof actual.openPgliteThread>) => {
      const thread = await actual.openPgliteThread(...args);
      const name = `thread ${++threads}`;
      events.push(`${name} opened`);
      return {
        ...thread,
        close: async () => {
          await thread.close();
          events.push(`${name} closed`);
        },
      };
    },
  };
});

describe('the embedded store in a new data directory', () => {
  // initdb grows PGlite's WebAssembly memory far beyond what an open store needs, and WebAssembly memory
  // never shrinks, so without the build's empty database to copy, the database must be created in a thread
  // that ends before the store's own opens.
  it('creates the database in a thread that ends, then serves from a fresh one; an existing database opens in one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-memory-'));
    const dataDir = path.join(dir, 'leads');
    try {
      const store = await openLeadStore({ engine: 'pglite', dataDir, template: null });
      await store.saveSubscriber({ email: 'memory@example.com', page: '/', referrer: null }, { forward: false });
      await store.close();
      expect(events).toEqual(['thread 1 opened', 'thread 1 closed', 'thread 2 opened', 'thread 2 closed']);

      events.length = 0;
      const reopened = await openLeadStore({ engine: 'pglite', dataDir });
      try {
        expect((await reopened.listSubscribers()).map((row) => row.email)).toEqual(['memory@example.com']);
        expect(events).toEqual(['thread 3 opened']);
      } finally {
        await reopened.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
