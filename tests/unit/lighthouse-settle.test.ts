/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { settleServer } from '@/scripts/lib/lighthouse-run.mjs';

jest.setTimeout(30_000);

const linux = process.platform === 'linux' ? describe : describe.skip;

// A server in a process group of its own that answers at once and then works on for the time its first
// request asks, as Next.js renders a stale page again after serving it; later requests cost nothing.
const SERVER = `
const http = require('node:http');
let worked = false;
const server = http.createServer((request, response) => {
  response.end('page');
  if (worked) return;
  worked = true;
  const ms = Number(new URL(request.url, 'http://x').searchParams.get('work'));
  setTimeout(() => {
    // Counted in CPU time, not wall time, so that a busy machine stretches the work but never shrinks it.
    const end = process.cpuUsage().user / 1000 + ms;
    while (process.cpuUsage().user / 1000 < end);
  }, 50);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

let child: ChildProcess;
afterEach(() => {
  if (child && child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
});

async function startServer(): Promise<number> {
  child = spawn(process.execPath, ['-e', SERVER], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  return Number(String((await once(child.stdout!, 'data'))[0]).trim());
}

linux('the settling of a server before a Lighthouse run', () => {
  it('fetches the page and returns once the work that request started has ended', async () => {
    const port = await startServer();
    const started = Date.now();
    const cpuMs = await settleServer(`http://127.0.0.1:${port}/?work=800`, child.pid!);

    // The 800 ms of CPU work ran before it returned, and was counted (to the kernel's clock tick).
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(cpuMs).toBeGreaterThanOrEqual(750);
  });

  it('returns after one quiet poll when the server has nothing left to do', async () => {
    const port = await startServer();
    await settleServer(`http://127.0.0.1:${port}/?work=0`, child.pid!);
    const started = Date.now();
    const cpuMs = await settleServer(`http://127.0.0.1:${port}/`, child.pid!);

    expect(Date.now() - started).toBeLessThan(2_000);
    expect(cpuMs).toBeLessThan(100);
  });
});
