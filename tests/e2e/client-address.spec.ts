import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * The production server (scripts/server.mjs) appends the socket address to X-Forwarded-For, so a client
 * that reaches an instance directly cannot pick its rate-limit bucket: with TRUSTED_PROXY_HOPS=0 every
 * forged header still counts against the socket's address, and only with a trusted hop does the entry the
 * proxy wrote count. Runs the suite's build on a port of its own (E2E_HOPS_PORT) with a subscribe limit of 6.
 */

const PORT = Number(process.env.E2E_HOPS_PORT ?? 3123);
const BASE = `http://127.0.0.1:${PORT}`;
const SUBSCRIBE_LIMIT = 6;
const root = path.resolve(__dirname, '../..');

type Server = { child: ChildProcess; output: string[]; dataDir: string };

/** `hostname` unset: the server's own default, every interface. */
function startServer(hops: number, hostname?: string): Server {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-e2e-hops-'));
  const withoutHostname = { ...process.env };
  delete withoutHostname.HOSTNAME;
  // Own process group, ended as a whole in stopServer.
  const child = spawn(process.execPath, [path.join(root, 'scripts/server.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...withoutHostname,
      ...(hostname ? { HOSTNAME: hostname } : {}),
      PORT: String(PORT),
      LEADS_DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      UPSTREAM_API_HOST: '',
      TRUSTED_PROXY_HOPS: String(hops),
      RATE_LIMIT_SUBSCRIBE_PER_IP: `${SUBSCRIBE_LIMIT}/60`,
    },
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => output.push(...chunk.split('\n').filter(Boolean)));
  }
  return { child, output, dataDir };
}

async function waitUntilReady(server: Server, base = BASE): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`The server exited:\n${server.output.join('\n')}`);
        try {
          return (await fetch(`${base}/api/health`)).status;
        } catch {
          return null;
        }
      },
      { message: `the server on port ${PORT} is ready`, timeout: 150_000, intervals: [250] },
    )
    .toBe(200);
}

/** SIGTERM to the group; resolves with the exit code once it has stopped. */
async function stopServer(server: Server | undefined): Promise<number | null> {
  if (!server) return null;
  const { child } = server;
  try {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      process.kill(-child.pid!, 'SIGTERM');
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // Gone.
        }
      }, 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    }
    return child.exitCode;
  } finally {
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** One subscription per forged address, each with an email of its own so only the address limit applies. */
async function subscribeFromForgedAddresses(count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 1; index <= count; index += 1) {
    const response = await fetch(`${BASE}/api/contact/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index}` },
      body: JSON.stringify({ email: `hops-${randomUUID()}@example.com` }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

test.describe('X-Forwarded-For and TRUSTED_PROXY_HOPS on the production server', () => {
  test.skip(({ isMobile }) => isMobile, 'Runs in the desktop project only: it tests the server, not a viewport.');
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let server: Server | undefined;
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus && server) {
      await testInfo.attach('server output', { body: server.output.join('\n'), contentType: 'text/plain' });
    }
    await stopServer(server);
    server = undefined;
  });

  test('with 0 hops a forged header changes nothing: seven addresses share the socket address limit', async () => {
    // Bound as by default, to every interface (the suite's own server is bound to 127.0.0.1).
    server = startServer(0);
    await waitUntilReady(server);
    expect(await subscribeFromForgedAddresses(SUBSCRIBE_LIMIT + 1)).toEqual([...Array(SUBSCRIBE_LIMIT).fill(200), 429]);

    // The 404 page the proxy answers for a category that does not exist carries that page's policy.
    const missing = await fetch(`${BASE}/blog/no-such-topic-${randomUUID()}/page/1`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^;]*; /);

    // The custom server keeps the graceful stop: SIGTERM ends it cleanly with exit code 0.
    const stopped = server;
    server = undefined;
    expect(await stopServer(stopped)).toBe(0);
    expect(stopped.output.join('\n')).toMatch(/\[server\] stopped cleanly in \d+\.\d s\./);
  });

  test('bound to one address that is not localhost, the pages the proxy rewrites are 404s, not 500s', async () => {
    // Next.js once fetched such a rewrite again over HTTP from localhost, where nothing listened.
    const base = `http://127.0.0.2:${PORT}`;
    server = startServer(0, '127.0.0.2');
    await waitUntilReady(server, base);
    for (const pathname of [`/blog/no-such-post-${randomUUID()}`, `/no-such-page-${randomUUID()}.php`]) {
      const response = await fetch(`${base}${pathname}`);
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get('content-security-policy'), pathname).toMatch(/script-src 'self' 'sha256-[^;]*; /);
      expect(await response.text(), pathname).toContain('Page not found');
    }
    expect(server.output.join('\n')).not.toContain('Failed to proxy');
  });

  test('with 1 hop the entry the proxy wrote is the address: seven addresses, seven allowances', async () => {
    server = startServer(1, '127.0.0.1');
    await waitUntilReady(server);
    expect(await subscribeFromForgedAddresses(SUBSCRIBE_LIMIT + 1)).toEqual(Array(SUBSCRIBE_LIMIT + 1).fill(200));
  });
});
