/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openLeadStore } from '@/lib/contact/store';

// PGlite's first start in a new directory runs initdb (several seconds on two cores).
jest.setTimeout(120_000);

const rssMb = () => process.memoryUsage().rss / 1e6;

describe('the embedded store in a new data directory', () => {
  it('creates the database in a thread that ends, so the server keeps only the memory of an open store', async () => {
    // initdb grows PGlite's WebAssembly memory to about 800 MB and WebAssembly memory never shrinks;
    // the store opened afterwards in a fresh thread takes about 300-400 MB.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-memory-'));
    const before = rssMb();
    const store = await openLeadStore({ engine: 'pglite', dataDir: path.join(dir, 'leads') });
    try {
      await store.saveSubscriber({ email: 'memory@example.com', page: '/', referrer: null }, { forward: false });
      expect((await store.listSubscribers()).map((row) => row.email)).toEqual(['memory@example.com']);
      expect(rssMb() - before).toBeLessThan(600);
    } finally {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
