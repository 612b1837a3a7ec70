import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { Client } from 'pg';
import { E2E_REVALIDATE_SECRET, signedRevalidation } from '../fixtures/signing.mjs';
import { expect, test, trackConsoleErrors } from './fixtures';

/**
 * Issue 6 §5, beyond one machine: two production servers (scripts/start.mjs) of the same build on two ports share one
 * PostgreSQL (DATABASE_URL, a schema of their own) and one Redis (REDIS_URL), with a fake upstream
 * (tests/fixtures/fake-lead-upstream.mjs) counting deliveries per Idempotency-Key. Rate limits hold
 * across both, a lead posted to both is stored once, and the two outbox relays never deliver an
 * entry twice.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const PORTS = [Number(process.env.E2E_SCALE_PORT_A ?? 3121), Number(process.env.E2E_SCALE_PORT_B ?? 3122)] as const;
const UPSTREAM_PORT = Number(process.env.E2E_SCALE_UPSTREAM_PORT ?? 3205);
const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}`;
const SUBSCRIBE_LIMIT = 6;
const root = path.resolve(__dirname, '../..');

const schema = `lumina_scale_${randomBytes(4).toString('hex')}`;
const octet = () => 1 + Math.floor(Math.random() * 254);
const uniqueAddress = () => `10.${octet()}.${octet()}.${octet()}`;
const uniqueEmail = (tag: string) => `${tag}-${randomUUID()}@example.com`;
const base = (port: number) => `http://127.0.0.1:${port}`;

type Delivery = { path: string; identity: string | null; requests: number; acknowledged: number };
type Deliveries = { mode: string; requests: number; keys: Record<string, Delivery> };

/** The last lines of every child's output, attached to a failed test's report. */
const output: string[] = [];

function spawnGroup(label: string, script: string, args: string[], env: Record<string, string | undefined>): ChildProcess {
  // Own process group, ended as a whole in afterAll (the server outlives a killed parent otherwise).
  const child = spawn(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) output.push(`${label} | ${line}`);
      output.splice(0, Math.max(0, output.length - 200));
    });
  }
  return child;
}

async function stopGroup(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Gone.
    }
  }, 15_000);
  await exited;
  clearTimeout(timer);
}

/** Puts the children's output into a test's report. */
async function attachOutput(testInfo: TestInfo): Promise<void> {
  await testInfo.attach('server output', { body: output.join('\n'), contentType: 'text/plain' });
}

/** In a suite: a failed test's report gets the children's output. */
function attachOutputOnFailure(): void {
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await attachOutput(testInfo);
  });
}

/** Waits for `ready` on each port in turn; when one never gets there, the report gets the children's output. */
async function eachReady(ports: readonly number[], ready: (port: number) => Promise<void>, testInfo: TestInfo): Promise<void> {
  for (const port of ports) {
    await ready(port).catch(async (error: unknown) => {
      await attachOutput(testInfo);
      throw error;
    });
  }
}

/** Drops a suite's schema (if the suite got as far as connecting) and closes its connection. */
async function dropSchema(db: Client | undefined, name: string): Promise<void> {
  await db?.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`).catch(() => undefined);
  await db?.end();
}

async function postJson(url: string, body: unknown, address: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function health(port: number) {
  const response = await fetch(`${base(port)}/api/health`);
  return { status: response.status, body: (await response.json()) as Record<string, Record<string, unknown>> };
}

async function upstream(pathname: string, body?: unknown): Promise<Deliveries> {
  const response = await fetch(`${UPSTREAM}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Deliveries;
}

/** Ready: the instance answers with the shared store and Redis connected (before that, limits count per instance). */
async function waitUntilShared(port: number): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          const { body } = await health(port);
          return { engine: body.store?.engine, rateLimit: body.rateLimit };
        } catch {
          return null;
        }
      },
      { message: `the instance on port ${port} is ready`, timeout: 150_000, intervals: [250] },
    )
    .toEqual({ engine: 'postgres', rateLimit: { backend: 'redis', shared: true } });
}

const byIdentity = (deliveries: Deliveries, identity: string) =>
  Object.entries(deliveries.keys).filter(([, entry]) => entry.identity === identity);

test.describe('two instances sharing PostgreSQL and Redis', () => {
  test.skip(!databaseUrl || !redisUrl, 'Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both when the services answer).');
  test.skip(({ isMobile }) => isMobile, 'Runs in the desktop project only: it tests servers, not a viewport.');
  test.describe.configure({ mode: 'serial' });

  let db: Client;
  const children: ChildProcess[] = [];

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(`CREATE SCHEMA ${schema}`);

    children.push(spawnGroup('upstream', 'tests/fixtures/fake-lead-upstream.mjs', [String(UPSTREAM_PORT)], {}));
    const shared = new URL(databaseUrl!);
    // Both instances keep their tables in this run's own schema.
    shared.searchParams.set('options', `-c search_path=${schema}`);
    for (const port of PORTS) {
      children.push(
        spawnGroup(`site :${port}`, 'scripts/start.mjs', [], {
          SKIP_BUILD: '1',
          PORT: String(port),
          HOSTNAME: '127.0.0.1',
          DATABASE_URL: shared.toString(),
          REDIS_URL: redisUrl,
          UPSTREAM_API_HOST: UPSTREAM,
          RATE_LIMIT_SUBSCRIBE_PER_IP: `${SUBSCRIBE_LIMIT}/60`,
          // The test's X-Forwarded-For stands for a proxy in front of both instances.
          TRUSTED_PROXY_HOPS: '1',
          // Both relays poll often, so they race for the same entries.
          LEADS_RELAY_INTERVAL_MS: '300',
          LEADS_RELAY_BACKOFF_MS: '200/1000',
        }),
      );
    }
    await eachReady(PORTS, waitUntilShared, testInfo);
  });

  attachOutputOnFailure();

  test.afterAll(async () => {
    await Promise.all(children.map(stopGroup));
    await dropSchema(db, schema);
  });

  test('the per-address limit counts requests to both instances together', async () => {
    const address = uniqueAddress();
    const answers: { port: number; status: number; body: Record<string, unknown> }[] = [];
    for (let i = 0; i < SUBSCRIBE_LIMIT + 4; i += 1) {
      const port = PORTS[i % 2]!;
      answers.push({ port, ...(await postJson(`${base(port)}/api/contact/subscribe`, { email: uniqueEmail('limit') }, address)) });
    }
    // With limits per instance each would accept SUBSCRIBE_LIMIT; shared, the pair does.
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(SUBSCRIBE_LIMIT).fill(200),
      ...Array<number>(4).fill(429),
    ]);
    const refusedOn = new Set(answers.filter((answer) => answer.status === 429).map((answer) => answer.port));
    expect([...refusedOn].sort()).toEqual([...PORTS].sort());
    expect(answers.at(-1)?.body.error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  });

  test('a lead posted to both instances at once is stored and delivered once', async () => {
    await upstream('/__mode', { mode: 'up' });
    const email = uniqueEmail('both');
    const conversationId = randomUUID();
    const chat = { conversationId, userEmail: email, message: [{ id: '1', message: 'Hi! How can I help you ?', type: 'bot' }] };
    const answers = await Promise.all(
      PORTS.flatMap((port) => [
        postJson(`${base(port)}/api/contact/subscribe`, { email }, uniqueAddress()),
        postJson(`${base(port)}/api/contact/save-chat`, chat, uniqueAddress()),
      ]),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const subscribers = await db.query(`SELECT count(*)::int AS n FROM ${schema}.subscribers WHERE email = $1`, [email]);
    expect(subscribers.rows[0].n).toBe(1);
    const chats = await db.query(`SELECT count(*)::int AS n FROM ${schema}.chats WHERE conversation_id = $1`, [conversationId]);
    expect(chats.rows[0].n).toBe(1);

    // One outbox entry each, and the upstream acknowledged each once.
    await expect.poll(async () => (await health(PORTS[0])).body.upstream?.pendingOutbox, { timeout: 20_000 }).toBe(0);
    const deliveries = await upstream('/__deliveries');
    for (const identity of [email, conversationId]) {
      const entries = byIdentity(deliveries, identity);
      expect(entries, identity).toHaveLength(1);
      expect(entries[0]![1].acknowledged, identity).toBe(1);
    }
  });

  test('with the upstream down then back, the two relays deliver every entry exactly once', async () => {
    await upstream('/__mode', { mode: 'down' });
    const identities: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      const port = PORTS[i % 2]!;
      const email = uniqueEmail(`relay-${i}`);
      let answer;
      if (i % 3 === 0) {
        answer = await postJson(`${base(port)}/api/contact/subscribe`, { email }, uniqueAddress());
        identities.push(email);
      } else if (i % 3 === 1) {
        const conversationId = randomUUID();
        const message = [{ id: '1', message: `Lead ${i}`, type: 'user' }];
        answer = await postJson(`${base(port)}/api/contact/save-chat`, { conversationId, userEmail: email, message }, uniqueAddress());
        identities.push(conversationId);
      } else {
        const enquiry = { name: 'Relay Test', email, service: 'SEO Marketing', message: `Enquiry ${i}.` };
        answer = await postJson(`${base(port)}/api/contact/enquiry`, enquiry, uniqueAddress());
        identities.push(email);
      }
      expect(answer.status, `lead ${i} accepted while the upstream is down`).toBeLessThan(300);
    }
    const pending = await db.query(`SELECT count(*)::int AS n FROM ${schema}.outbox WHERE status = 'pending'`);
    expect(pending.rows[0].n).toBeGreaterThanOrEqual(identities.length);

    const whileDown = await upstream('/__mode', { mode: 'up' });
    await expect
      .poll(async () => Promise.all(PORTS.map(async (port) => (await health(port)).body.upstream?.pendingOutbox)), {
        timeout: 30_000,
      })
      .toEqual([0, 0]);

    const after = await upstream('/__deliveries');
    for (const identity of identities) {
      const entries = byIdentity(after, identity);
      expect(entries, identity).toHaveLength(1);
      const [key, entry] = entries[0]!;
      expect(entry.acknowledged, `${key} acknowledged`).toBe(1);
      // After the upstream came back, one request per key: neither relay sent an entry the other had.
      expect(entry.requests - (whileDown.keys[key]?.requests ?? 0), `${key} requests after the upstream came back`).toBe(1);
    }
    const statuses = await db.query(`SELECT status, count(*)::int AS n FROM ${schema}.outbox GROUP BY status ORDER BY status`);
    expect(statuses.rows.filter((row) => row.status !== 'delivered')).toEqual([]);
  });
});

/**
 * Issue 36 §2: the two instances share Next.js's page and data cache and its tag expiries through Redis
 * (lib/cache/redis-cache-handler.mjs). Each serves a private copy of the build (tests/fixtures/isolated-site.mjs),
 * so nothing passes between them on disk, and reads posts from tests/fixtures/fake-upstream.mjs, whose
 * `editable-post` title the test changes. The signed call goes to one instance; the other serves the new
 * title on its next request, with the hashes of the copy it serves in its CSP, and so does an instance
 * that restarts.
 */
const CACHE_PORTS = [Number(process.env.E2E_SCALE_CACHE_PORT_A ?? 3123), Number(process.env.E2E_SCALE_CACHE_PORT_B ?? 3124)] as const;
const BLOG_UPSTREAM = `http://127.0.0.1:${Number(process.env.E2E_SCALE_BLOG_UPSTREAM_PORT ?? 3206)}`;
const ARTICLE = '/insight/blogs/506/editable-post';

/** The same Redis, another database: the lead tests' instances above store pages of another upstream. */
function cacheRedisUrl(url: string): string {
  const own = new URL(url);
  const db = Number(own.pathname.slice(1) || '0');
  own.pathname = `/${(db + 1) % 16}`;
  return own.toString();
}

const h1Of = (html: string) =>
  (/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '').replace(/&(amp|#x27|#39|quot);/g, (_m, name: string) => ({ amp: '&', '#x27': "'", '#39': "'", quot: '"' })[name] ?? '');

test.describe('two instances sharing the page cache through Redis', () => {
  test.skip(!databaseUrl || !redisUrl, 'Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both when the services answer).');
  test.skip(({ isMobile }) => isMobile, 'Runs in the desktop project only: it tests servers, not a viewport.');
  test.describe.configure({ mode: 'serial' });

  const cacheSchema = `lumina_cache_${randomBytes(4).toString('hex')}`;
  let db: Client;
  let upstreamChild: ChildProcess | undefined;
  const sites = new Map<number, ChildProcess>();

  function startSite(port: number): void {
    const shared = new URL(databaseUrl!);
    shared.searchParams.set('options', `-c search_path=${cacheSchema}`);
    sites.set(
      port,
      spawnGroup(`cache :${port}`, 'tests/fixtures/isolated-site.mjs', [], {
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        DATABASE_URL: shared.toString(),
        REDIS_URL: cacheRedisUrl(redisUrl!),
        UPSTREAM_API_HOST: BLOG_UPSTREAM,
        REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
        TRUSTED_PROXY_HOPS: '1',
      }),
    );
  }

  async function serving(port: number): Promise<void> {
    await expect
      .poll(async () => (await fetch(`${base(port)}/api/health`).catch(() => undefined))?.status, {
        message: `the instance on port ${port} answers`,
        timeout: 150_000,
        intervals: [250],
      })
      .toBe(200);
  }

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(`CREATE SCHEMA ${cacheSchema}`);
    upstreamChild = spawnGroup('blog upstream', 'tests/fixtures/fake-upstream.mjs', [new URL(BLOG_UPSTREAM).port], {});
    for (const port of CACHE_PORTS) startSite(port);
    await eachReady(CACHE_PORTS, serving, testInfo);
  });

  attachOutputOnFailure();

  test.afterAll(async () => {
    await Promise.all([...sites.values(), upstreamChild].map(stopGroup));
    await dropSchema(db, cacheSchema);
  });

  test('a call received by one instance is honoured by the other on its next request, and by one that restarts', async ({ page }) => {
    test.setTimeout(180_000);
    const [one, two] = CACHE_PORTS;
    const titleOn = async (port: number) => {
      const response = await fetch(`${base(port)}${ARTICLE}`);
      return { title: h1Of(await response.text()), cache: response.headers.get('x-nextjs-cache') };
    };
    // Stored once, served by both: the second instance's first request is a hit on the copy of the first.
    const before = await titleOn(one);
    expect(before.title).not.toBe('');
    expect(await titleOn(two)).toEqual({ title: before.title, cache: 'HIT' });

    const newTitle = `Shared ${Date.now()}`;
    await fetch(`${BLOG_UPSTREAM}/__edit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: newTitle }) });
    expect((await titleOn(two)).title).toBe(before.title);

    const { body, headers } = signedRevalidation({ type: 'post', slug: 'editable-post' });
    const call = await fetch(`${base(one)}/api/revalidate`, { method: 'POST', headers, body });
    expect(call.status).toBe(200);
    // The very next request: the tag's expiry is checked in Redis within the read, so nothing has to reach
    // the other instance first. It renders the article anew, which on a loaded machine takes a while.
    const calledAt = Date.now();
    expect((await titleOn(two)).title).toBe(newTitle);
    test.info().annotations.push({ type: 'call answered to new title served by the other instance', description: `${Date.now() - calledAt} ms` });

    // The first instance serves the copy the second rendered, with a policy that lets its scripts run
    // (the page fixture waits for hydration; a script refused by the CSP is a console error).
    const errors = trackConsoleErrors(page);
    await page.goto(`${base(one)}${ARTICLE}`);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    expect(errors).toEqual([]);

    // A restarted instance has no copy of its own: it serves the shared one, and its scripts run.
    await stopGroup(sites.get(two));
    startSite(two);
    await serving(two);
    expect(await titleOn(two)).toEqual({ title: newTitle, cache: 'HIT' });
    await page.goto(`${base(two)}${ARTICLE}`);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
