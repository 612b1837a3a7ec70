/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEncodedBodyCache, installEncodedBodyCache, MIN_CACHED_LENGTH } from '@/lib/server/encoded-bodies';

// A page-sized body with characters outside Latin-1, as the site's pages have (dashes, arrows, accents).
const page = `<!DOCTYPE html><p>Café — insight → ${'x'.repeat(MIN_CACHED_LENGTH)}</p>`;

async function serve(respond: (response: http.ServerResponse) => void) {
  const server = http.createServer((_request, response) => respond(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get: async () => {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      return { length: response.headers.get('content-length'), body: Buffer.from(await response.arrayBuffer()) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('encoded response bodies', () => {
  it('sends a long string as its exact UTF-8 bytes, encoded once for every response that repeats it', async () => {
    const { cache, uninstall } = installEncodedBodyCache(createEncodedBodyCache());
    const server = await serve((response) => {
      response.setHeader('Content-Length', Buffer.byteLength(page));
      response.end(page);
    });
    try {
      const first = await server.get();
      const second = await server.get();
      expect(first.body.equals(Buffer.from(page, 'utf8'))).toBe(true);
      expect(second.body.equals(first.body)).toBe(true);
      expect(first.length).toBe(String(Buffer.byteLength(page)));
      expect(cache.size).toBe(1);
      expect(cache.bytes).toBe(Buffer.byteLength(page));
    } finally {
      uninstall();
      await server.close();
    }
  });

  it('leaves short strings, other encodings and buffers to Node as they are', async () => {
    const { cache, uninstall } = installEncodedBodyCache(createEncodedBodyCache());
    const latin1 = 'é'.repeat(MIN_CACHED_LENGTH);
    const bodies = ['short — text', latin1, Buffer.from(page)];
    let next = 0;
    const server = await serve((response) => {
      const body = bodies[next++];
      if (body === latin1) response.end(body, 'latin1');
      else response.end(body);
    });
    try {
      expect((await server.get()).body.toString()).toBe('short — text');
      expect((await server.get()).body.equals(Buffer.from(latin1, 'latin1'))).toBe(true);
      expect((await server.get()).body.toString()).toBe(page);
      expect(cache.size).toBe(0);
    } finally {
      uninstall();
      await server.close();
    }
  });

  it('is installed once and removed by its uninstall', () => {
    const original = http.ServerResponse.prototype.end;
    const first = installEncodedBodyCache();
    const again = installEncodedBodyCache();
    expect(again.cache).toBe(first.cache);
    again.uninstall();
    expect(http.ServerResponse.prototype.end).not.toBe(original);
    first.uninstall();
    expect(http.ServerResponse.prototype.end).toBe(original);
  });
});

describe('the cache of encoded bodies', () => {
  const body = (n: number) => `${n}`.padEnd(MIN_CACHED_LENGTH, '.');

  it('drops the least recently used body beyond its entry count', () => {
    const cache = createEncodedBodyCache({ maxEntries: 2 });
    const [a, b, c] = [body(1), body(2), body(3)];
    const encodedA = cache.get(a);
    cache.get(b);
    expect(cache.get(a)).toBe(encodedA); // a is now the most recent
    cache.get(c); // evicts b
    expect(cache.size).toBe(2);
    expect(cache.get(a)).toBe(encodedA);
    const encodedB = cache.get(b);
    expect(encodedB.toString()).toBe(b);
    expect(cache.size).toBe(2);
  });

  it('keeps within its byte budget and never keeps a body larger than the budget', () => {
    const cache = createEncodedBodyCache({ maxBytes: 2 * MIN_CACHED_LENGTH + 10 });
    cache.get(body(1));
    cache.get(body(2));
    cache.get(body(3));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(2 * MIN_CACHED_LENGTH);
    const huge = 'y'.repeat(3 * MIN_CACHED_LENGTH);
    expect(cache.get(huge).length).toBe(huge.length);
    expect(cache.size).toBe(2);
  });
});
