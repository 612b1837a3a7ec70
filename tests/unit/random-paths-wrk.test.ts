/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { onPath, runWrk } from '@/scripts/lib/bench-kit.mjs';

// The bench loads random paths with wrk, as it loads the pages they are compared with
// (scripts/lib/random-paths.lua): wrk must ask for the paths of the file it is given, and count the 404s.
// Needs wrk on the PATH (the bench's own tool; `.ci/run` does not install it).

const wrk = onPath('wrk');
const describeWrk = wrk ? describe : describe.skip;
if (!wrk) console.log('Skipped the random-path script test: wrk is not on the PATH.');

const SCRIPT = path.join(process.cwd(), 'scripts/lib/random-paths.lua');

describeWrk("wrk's random-path script", () => {
  let dir: string;
  let server: http.Server;
  let base: string;
  const asked = new Set<string>();
  let notFound = 0;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'random-paths-'));
    // Paths ending in an odd digit are found, the others are 404s.
    server = http.createServer((request, response) => {
      const url = request.url ?? '';
      asked.add(url);
      const found = /[13579]$/.test(url);
      if (!found) notFound += 1;
      response.writeHead(found ? 200 : 404, { 'content-type': 'text/plain' }).end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('asks for every path of its file, none other, and counts the answers that were 404s', async () => {
    const paths = Array.from({ length: 40 }, (_, i) => `/.env?probe-${i}`);
    const file = path.join(dir, 'paths.txt');
    writeFileSync(file, `${paths.join('\n')}\n`);
    const result = await runWrk(
      wrk as string,
      base,
      { duration: 1, connections: 4, threads: 2, headers: {}, script: SCRIPT, scriptArgs: [file, '2'] },
      () => () => {},
    );
    expect([...asked].sort()).toEqual([...paths].sort());
    expect(result.requests).toBeGreaterThan(paths.length);
    // wrk stops with some requests sent but not answered: the count is of the answers it read.
    expect(result.notFound).toBeGreaterThan(0);
    expect(result.notFound).toBeLessThanOrEqual(notFound);
    expect(result.notFound).toBeGreaterThanOrEqual(notFound - 4);
  });
});
