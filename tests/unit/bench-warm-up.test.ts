/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WARM_UP_REQUESTS, warmUp } from '@/scripts/lib/bench-kit.mjs';

// The bench warms every URL before it measures it; random paths are warmed with other random paths, one
// new path per request, as they are then loaded.

describe("the bench's warm-up", () => {
  let server: http.Server;
  let base: string;
  const asked: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(404, { 'content-type': 'text/plain' }).end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    asked.length = 0;
  });

  it('asks for one URL as often as it warms any', async () => {
    await warmUp(`${base}/legal`, {}, 50);
    expect(asked).toHaveLength(WARM_UP_REQUESTS);
    expect(new Set(asked)).toEqual(new Set(['/legal']));
  });

  it('asks for a new URL each time when given a function', async () => {
    let next = 0;
    await warmUp(() => `${base}/.env?${(next += 1)}`, {}, 50);
    expect(asked).toHaveLength(WARM_UP_REQUESTS);
    expect(new Set(asked).size).toBe(WARM_UP_REQUESTS);
  });
});
