/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { OutboxRelay } from '@/lib/contact/relay';
import { openLeadStore, subscribeKey, type LeadStore, type OpenStoreOptions } from '@/lib/contact/store';
import { StoreLockedError } from '@/lib/contact/dir-lock';

// PGlite's first start in a new directory runs initdb (several seconds on two cores).
jest.setTimeout(120_000);

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

beforeAll(() => {
  const flags = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`;
  if (!flags.includes('--experimental-vm-modules')) {
    throw new Error(
      'PGlite loads its WebAssembly through import(), which Jest allows only with NODE_OPTIONS=--experimental-vm-modules.',
    );
  }
});

// ---------- a fake upstream on loopback ----------

type Mode = 'up' | 'down' | 'slow' | 'garbage' | 'reject' | 'server-error';
type Received = { path: string; key: string; body: unknown };

/**
 * Behaves like an idempotent upstream: it processes each Idempotency-Key once and answers repeats
 * from memory. `processed` holds the first body processed per key, `acknowledged` counts the
 * successes the relay actually received per key, `requests` lists every request that arrived.
 */
async function startUpstream() {
  let mode: Mode = 'up';
  let slowMs = 400;
  const requests: Received[] = [];
  const processed = new Map<string, Received>();
  const acknowledged = new Map<string, number>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      const received: Received = { path: req.url ?? '', key, body: JSON.parse(raw) };
      requests.push(received);
      const processOnce = () => {
        if (!processed.has(key)) processed.set(key, received);
      };
      if (mode === 'down') {
        req.socket.destroy();
      } else if (mode === 'garbage') {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Gateway says hello</body></html>');
      } else if (mode === 'server-error') {
        res.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Maintenance' }));
      } else if (mode === 'reject') {
        res.writeHead(422, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Address refused.' }));
      } else if (mode === 'slow') {
        // Processes the request, but answers after the relay has given up.
        processOnce();
        setTimeout(() => {
          if (!res.destroyed) res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"message":"late"}');
        }, slowMs);
      } else {
        processOnce();
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Welcome aboard!' }));
        res.on('finish', () => acknowledged.set(key, (acknowledged.get(key) ?? 0) + 1));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    processed,
    acknowledged,
    setMode: (next: Mode, delay?: number) => {
      mode = next;
      if (delay !== undefined) slowMs = delay;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Upstream = Awaited<ReturnType<typeof startUpstream>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const source = { page: '/insight/page/1', referrer: 'https://www.example.org/' };
const transcript = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    message: i % 2 === 0 ? `Bot line ${i + 1}` : `Visitor line ${i + 1}`,
    type: i % 2 === 0 ? ('bot' as const) : ('user' as const),
  }));

// ---------- engines ----------

type Engine = {
  name: string;
  options: () => OpenStoreOptions;
  setup: () => Promise<void>;
  teardown: () => Promise<void>;
  /** A second store on the same data, as another app instance would have (PostgreSQL only). */
  supportsSecondInstance: boolean;
};

function pgliteEngine(): Engine {
  let dir = '';
  return {
    name: 'PGlite',
    supportsSecondInstance: false,
    options: () => ({ engine: 'pglite', dataDir: dir }),
    setup: async () => {
      dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-store-')), 'nested', 'leads');
    },
    teardown: async () => {
      fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true });
    },
  };
}

function postgresEngine(url: string): Engine {
  const schema = `leads_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  return {
    name: 'PostgreSQL',
    supportsSecondInstance: true,
    options: () => ({ engine: 'postgres', databaseUrl: url, schema }),
    setup: async () => undefined,
    teardown: async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

const engines: Engine[] = [pgliteEngine(), ...(postgresUrl ? [postgresEngine(postgresUrl)] : [])];

describe.each(engines)('lead store on $name', (engine) => {
  let store: LeadStore;
  let upstream: Upstream;
  const relays: OutboxRelay[] = [];

  const makeRelay = (target: LeadStore = store, overrides: Partial<ConstructorParameters<typeof OutboxRelay>[1]> = {}) => {
    const relay = new OutboxRelay(target, {
      upstream: upstream.url,
      // Long enough that a healthy answer never times out on a busy machine; the slow upstream below
      // answers well after it.
      timeoutMs: 1000,
      backoffBaseMs: 10,
      backoffMaxMs: 40,
      leaseMs: 30_000,
      ...overrides,
    });
    relays.push(relay);
    return relay;
  };

  /** Waits until every pending entry is due again (back-off is tens of ms here). */
  const waitForBackoff = () => sleep(80);

  beforeAll(async () => {
    await engine.setup();
    store = await openLeadStore(engine.options());
    upstream = await startUpstream();
  });

  afterAll(async () => {
    for (const relay of relays) await relay.stop();
    await store?.close().catch(() => undefined);
    await upstream?.close();
    await engine.teardown();
  });

  it('runs its migrations idempotently and reports its engine', async () => {
    expect(store.engine).toBe(engine.name === 'PGlite' ? 'pglite' : 'postgres');
    await store.ping();
    if (engine.supportsSecondInstance) {
      // A second instance starting on the same database migrates nothing twice.
      const second = await openLeadStore(engine.options());
      await second.ping();
      await second.close();
    }
  });

  it('keeps one subscriber per address and answers a repeat the same way', async () => {
    const email = `dedup-${randomUUID()}@example.com`;
    const first = await store.saveSubscriber({ email, ...source }, { forward: false });
    const second = await store.saveSubscriber({ email, page: '/other', referrer: null }, { forward: false });
    expect(first).toEqual({ created: true, claimed: null });
    expect(second).toEqual({ created: false, claimed: null });
    const rows = (await store.listSubscribers()).filter((row) => row.email === email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, page: '/insight/page/1', referrer: 'https://www.example.org/' });
    expect(rows[0]?.created_at).toBeInstanceOf(Date);
  });

  it('writes a burst of concurrent signups together, each exactly once', async () => {
    const tag = randomUUID().slice(0, 8);
    // 120 requests for 80 addresses: some addresses arrive twice within the same burst.
    const emails = Array.from({ length: 120 }, (_, n) => `burst-${tag}-${n % 80}@example.com`);
    const outcomes = await Promise.all(
      emails.map((email) => store.saveSubscriber({ email, ...source }, { forward: true, claimForMs: 30_000 })),
    );
    const created = emails.filter((_, n) => outcomes[n]!.created);
    expect(new Set(created).size).toBe(80);
    expect(created).toHaveLength(80);
    const claimedKeys = outcomes.flatMap((outcome) => (outcome.claimed ? [outcome.claimed.idempotency_key] : []));
    expect(new Set(claimedKeys).size).toBe(80);
    expect(claimedKeys).toHaveLength(80);
    const stored = (await store.listSubscribers({ limit: 100_000 })).filter((row) => row.email.includes(tag));
    expect(stored).toHaveLength(80);
    const entries = (await store.listOutbox({ limit: 100_000 })).filter((entry) => entry.subject.includes(tag));
    expect(entries).toHaveLength(80);
    // Leave nothing pending for the relay tests below.
    for (const outcome of outcomes) if (outcome.claimed) await store.markDelivered(outcome.claimed.id);
  });

  it('writes no outbox entry when nothing is forwarded', async () => {
    const before = await store.countPendingOutbox();
    await store.saveSubscriber({ email: `local-${randomUUID()}@example.com`, ...source }, { forward: false });
    await store.saveEnquiry(
      { name: 'Ada Lovelace', email: 'ada@example.com', phone: undefined, service: 'IT Services', message: 'Hello', ...source },
      { forward: false },
    );
    expect(await store.countPendingOutbox()).toBe(before);
  });

  it('updates a chat transcript in place as it grows, and never shrinks it', async () => {
    const conversationId = randomUUID();
    const email = 'visitor@example.com';
    expect(await store.saveChat({ conversationId, email, transcript: transcript(2), ...source }, { forward: false })).toEqual({
      created: true,
      claimed: null,
    });
    expect((await store.saveChat({ conversationId, email, transcript: transcript(5), ...source }, { forward: false })).created).toBe(false);
    // A save that arrives late with an older transcript leaves the newer one in place.
    await store.saveChat({ conversationId, email, transcript: transcript(3), ...source }, { forward: false });
    const rows = (await store.listChats()).filter((row) => row.conversation_id === conversationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, message_count: 5, transcript: transcript(5) });
    expect(rows[0]!.updated_at.getTime()).toBeGreaterThanOrEqual(rows[0]!.created_at.getTime());
  });

  it('keeps every field of a contact enquiry', async () => {
    const lead = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 415 555 0199',
      service: 'Business Consulting',
      message: 'We need a pricing page that converts.\nCan we talk next week?',
      ...source,
    };
    const saved = await store.saveEnquiry(lead, { forward: false });
    const row = (await store.listEnquiries()).find((entry) => entry.id === saved.id);
    expect(row).toMatchObject(lead);
    expect(await store.countLeads('enquiries')).toBeGreaterThanOrEqual(1);
  });

  it('delivers every lead exactly once per idempotency key through down, slow and garbage upstreams', async () => {
    const emails = [1, 2, 3].map((n) => `relay-${n}-${randomUUID()}@example.com`);
    for (const email of emails) await store.saveSubscriber({ email, ...source }, { forward: true });
    const conversationId = randomUUID();
    await store.saveChat({ conversationId, email: emails[0]!, transcript: transcript(4), ...source }, { forward: true });
    const enquiry = await store.saveEnquiry(
      { name: 'Alan Turing', email: emails[1]!, phone: undefined, service: 'SEO Marketing', message: 'Audit please', ...source },
      { forward: true },
    );
    const pending = await store.listOutbox({ status: 'pending' });
    const keys = pending.map((entry) => entry.idempotency_key);
    expect(keys).toEqual(
      expect.arrayContaining([...emails.map(subscribeKey), `enquiry:${enquiry.id}`]),
    );
    expect(keys).toHaveLength(5);

    const relay = makeRelay();

    upstream.setMode('down');
    expect(await relay.runOnce()).toEqual({ claimed: 5, delivered: 0, retried: 5, rejected: 0, failed: 0 });
    const afterDown = await store.listOutbox({ status: 'pending' });
    expect(afterDown.every((entry) => entry.attempts === 1 && entry.last_error)).toBe(true);

    await waitForBackoff();
    upstream.setMode('slow', 2500);
    expect(await relay.runOnce()).toMatchObject({ claimed: 5, delivered: 0, retried: 5 });
    expect((await store.listOutbox({ status: 'pending' }))[0]?.last_error).toMatch(/no answer within 1000 ms/);

    await waitForBackoff();
    upstream.setMode('garbage');
    expect(await relay.runOnce()).toMatchObject({ claimed: 5, delivered: 0, retried: 5 });
    expect((await store.listOutbox({ status: 'pending' }))[0]?.last_error).toMatch(/unreadable/);

    await waitForBackoff();
    upstream.setMode('server-error');
    expect(await relay.runOnce()).toMatchObject({ claimed: 5, retried: 5 });

    await waitForBackoff();
    upstream.setMode('up');
    expect(await relay.runOnce()).toEqual({ claimed: 5, delivered: 5, retried: 0, rejected: 0, failed: 0 });
    expect(await store.countPendingOutbox()).toBe(0);
    // Nothing left to send: a further pass sends nothing.
    const sent = upstream.requests.length;
    await waitForBackoff();
    expect(await relay.runOnce()).toEqual({ claimed: 0, delivered: 0, retried: 0, rejected: 0, failed: 0 });
    expect(upstream.requests.length).toBe(sent);

    for (const key of keys) {
      expect(upstream.processed.has(key)).toBe(true);
      expect(upstream.acknowledged.get(key)).toBe(1);
    }
    // Every attempt of an entry carried the same key and body, to the endpoint of its kind.
    const byKey = new Map<string, Received[]>();
    for (const request of upstream.requests) byKey.set(request.key, [...(byKey.get(request.key) ?? []), request]);
    for (const key of keys) {
      const attempts = byKey.get(key) ?? [];
      expect(new Set(attempts.map((attempt) => JSON.stringify(attempt))).size).toBe(1);
    }
    expect(upstream.processed.get(subscribeKey(emails[0]!))).toEqual({
      path: '/api/contact/subscribe',
      key: subscribeKey(emails[0]!),
      body: { email: emails[0] },
    });
    const chat = [...upstream.processed.values()].find((entry) => entry.path === '/api/contact/save-chat');
    expect(chat?.body).toEqual({ message: transcript(4), userEmail: emails[0], conversationId });
    expect(upstream.processed.get(`enquiry:${enquiry.id}`)).toMatchObject({
      path: '/api/contact/enquiry',
      body: { name: 'Alan Turing', email: emails[1], phone: null, service: 'SEO Marketing', message: 'Audit please' },
    });
    const delivered = await store.listOutbox({ status: 'delivered' });
    expect(delivered.filter((entry) => keys.includes(entry.idempotency_key)).every((entry) => entry.delivered_at)).toBe(true);
  });

  it('delivers leads from addresses outside Latin-1, under an ASCII key', async () => {
    upstream.setMode('up');
    const emails = [`иван-${randomUUID().slice(0, 8)}@пример.рф`, `测试-${randomUUID().slice(0, 8)}@例子.中国`];
    for (const email of emails) await store.saveSubscriber({ email, ...source }, { forward: true });
    const relay = makeRelay();
    const pass = await relay.runOnce();
    expect(pass).toMatchObject({ retried: 0, failed: 0 });
    for (const email of emails) {
      const key = subscribeKey(email);
      expect(key).toMatch(/^subscribe:[0-9a-f]{64}$/);
      expect(upstream.acknowledged.get(key)).toBe(1);
      expect(upstream.processed.get(key)?.body).toEqual({ email });
    }
    expect((await store.listOutbox({ status: 'pending' })).filter((entry) => emails.includes(entry.subject))).toEqual([]);
  });

  it('sends a key stored before keys were hashed as an ASCII header', async () => {
    upstream.setMode('up');
    const email = `старый-${randomUUID().slice(0, 8)}@пример.рф`;
    const saved = await store.saveSubscriber({ email, ...source }, { forward: true, claimForMs: 30_000 });
    const result = await makeRelay().deliver({ ...saved.claimed!, idempotency_key: `subscribe:${email}` }, 2000);
    expect(result.outcome).toBe('delivered');
    expect(upstream.requests.at(-1)?.key).toMatch(/^subscribe:[0-9a-f]{64}$/);
  });

  it('parks an entry as failed after its last retry and never sends it again', async () => {
    upstream.setMode('server-error');
    const email = `parked-${randomUUID()}@example.com`;
    await store.saveSubscriber({ email, ...source }, { forward: true });
    const relay = makeRelay(store, { maxAttempts: 2 });
    expect(await relay.runOnce()).toMatchObject({ claimed: 1, retried: 1, failed: 0 });
    await waitForBackoff();
    expect(await relay.runOnce()).toMatchObject({ claimed: 1, retried: 0, failed: 1 });
    const [entry] = (await store.listOutbox({ status: 'failed' })).filter((row) => row.subject === email);
    expect(entry).toMatchObject({ attempts: 2, last_error: expect.stringMatching(/^HTTP 503.*gave up after 2 attempts/) });
    expect(await store.countFailedOutbox()).toBeGreaterThanOrEqual(1);
    const sent = upstream.requests.length;
    await waitForBackoff();
    expect((await relay.runOnce()).claimed).toBe(0);
    expect(upstream.requests.length).toBe(sent);
    upstream.setMode('up');
  });

  it('marks an entry the upstream refuses as rejected instead of retrying it', async () => {
    const email = `refused-${randomUUID()}@example.com`;
    await store.saveSubscriber({ email, ...source }, { forward: true });
    upstream.setMode('reject');
    const relay = makeRelay();
    expect(await relay.runOnce()).toMatchObject({ claimed: 1, rejected: 1 });
    const [entry] = (await store.listOutbox({ status: 'rejected' })).filter((row) => row.subject === email);
    expect(entry?.last_error).toBe('HTTP 422: Address refused.');
    await waitForBackoff();
    expect((await relay.runOnce()).claimed).toBe(0);
    upstream.setMode('up');
  });

  it('forwards only the newest transcript of a conversation', async () => {
    const conversationId = randomUUID();
    const email = 'chatty@example.com';
    await store.saveChat({ conversationId, email, transcript: transcript(2), ...source }, { forward: true });
    await store.saveChat({ conversationId, email, transcript: transcript(6), ...source }, { forward: true });
    const entries = (await store.listOutbox()).filter((entry) => entry.subject === conversationId);
    expect(entries.map((entry) => entry.status)).toEqual(['superseded', 'pending']);
    upstream.setMode('up');
    await makeRelay().runOnce();
    const sent = upstream.requests.filter(
      (request) => typeof request.body === 'object' && request.body !== null && 'conversationId' in request.body && request.body.conversationId === conversationId,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ message: transcript(6) });
  });

  it('leases a claimed entry to the caller so the relay does not send it too', async () => {
    const email = `claimed-${randomUUID()}@example.com`;
    const first = await store.saveSubscriber({ email, ...source }, { forward: true, claimForMs: 30_000 });
    expect(first.claimed).toMatchObject({ kind: 'subscribe', idempotency_key: subscribeKey(email), attempts: 1 });
    // A repeat while the first is in flight gets no second copy of the entry.
    const repeat = await store.saveSubscriber({ email, ...source }, { forward: true, claimForMs: 30_000 });
    expect(repeat).toEqual({ created: false, claimed: null });
    expect(await store.claimOutboxEntry(first.claimed!.id, 30_000)).toBeNull();
    upstream.setMode('up');
    const result = await makeRelay().deliver(first.claimed!, 2000);
    expect(result).toMatchObject({ outcome: 'delivered', status: 200, body: { message: 'Welcome aboard!' } });
    expect(await store.claimOutboxEntry(first.claimed!.id, 1000)).toBeNull();
  });

  it('delivers after a restart what was accepted while the upstream was down', async () => {
    upstream.setMode('down');
    const emails = [1, 2].map((n) => `restart-${n}-${randomUUID()}@example.com`);
    for (const email of emails) await store.saveSubscriber({ email, ...source }, { forward: true });
    await makeRelay().runOnce();
    await waitForBackoff();

    // "Restart": the process closes its store and a new one opens the same data.
    await store.close();
    if (engine.name === 'PGlite') {
      // One process per data directory: a second open while one is running is refused.
      const running = await openLeadStore(engine.options());
      await expect(openLeadStore(engine.options())).rejects.toBeInstanceOf(StoreLockedError);
      await running.close();
    }
    store = await openLeadStore(engine.options());
    expect((await store.listSubscribers()).filter((row) => emails.includes(row.email))).toHaveLength(2);

    upstream.setMode('up');
    const pass = await makeRelay(store).runOnce();
    expect(pass.delivered).toBeGreaterThanOrEqual(2);
    for (const email of emails) expect(upstream.acknowledged.get(subscribeKey(email))).toBe(1);
    expect(await store.countPendingOutbox()).toBe(0);
  });

  it('never lets two relays send the same entry', async () => {
    const count = 30;
    const emails = Array.from({ length: count }, (_, n) => `pair-${n}-${randomUUID()}@example.com`);
    for (const email of emails) await store.saveSubscriber({ email, ...source }, { forward: true });
    upstream.setMode('up');
    const before = upstream.requests.length;
    // On PostgreSQL the second relay has its own pool, like a second app instance.
    const other = engine.supportsSecondInstance ? await openLeadStore(engine.options()) : store;
    try {
      const relayA = makeRelay(store, { batchSize: 4, timeoutMs: 2000 });
      const relayB = makeRelay(other, { batchSize: 4, timeoutMs: 2000 });
      let delivered = 0;
      // A pass may end early when the other relay holds the rows it reached for; repeat until done.
      for (let round = 0; round < 10 && (await store.countPendingOutbox()) > 0; round += 1) {
        const passes = await Promise.all([relayA.runOnce(), relayB.runOnce()]);
        delivered += passes.reduce((sum, pass) => sum + pass.delivered, 0);
      }
      expect(delivered).toBe(count);
    } finally {
      if (other !== store) await other.close();
    }
    const sent = upstream.requests.slice(before).map((request) => request.key);
    expect(sent).toHaveLength(count);
    expect(new Set(sent).size).toBe(count);
  });

  it('starts, kicks and stops its timer without leaving work behind', async () => {
    upstream.setMode('up');
    const email = `timer-${randomUUID()}@example.com`;
    await store.saveSubscriber({ email, ...source }, { forward: true });
    const relay = makeRelay(store, { intervalMs: 20 });
    relay.start();
    expect(relay.isRunning).toBe(true);
    for (let i = 0; i < 100 && !upstream.acknowledged.has(subscribeKey(email)); i += 1) await sleep(20);
    await relay.stop();
    expect(relay.isRunning).toBe(false);
    expect(upstream.acknowledged.get(subscribeKey(email))).toBe(1);
  });

  // On the embedded store the server is the one writer, so an empty outbox stays empty until a lead kicks
  // the relay, and the idle store can end its process; on PostgreSQL another instance may add entries.
  it(`${engine.name === 'PGlite' ? 'stops' : 'keeps'} polling an empty outbox, and sends the next lead at once`, async () => {
    upstream.setMode('up');
    // Entries left by the tests above are not this one's concern.
    for (let claimed = await store.claimDueOutbox(100, 30_000); claimed.length > 0; claimed = await store.claimDueOutbox(100, 30_000)) {
      for (const entry of claimed) await store.markDelivered(entry.id);
    }
    let polls = 0;
    const counting: LeadStore = {
      ...store,
      claimDueOutbox: (...args) => {
        polls += 1;
        return store.claimDueOutbox(...args);
      },
    };
    const relay = makeRelay(counting, { intervalMs: 20 });
    relay.start();
    for (let i = 0; i < 100 && polls === 0; i += 1) await sleep(20);
    await relay.runOnce();
    const afterFirst = polls;
    await sleep(300);
    if (engine.name === 'PGlite') expect(polls).toBe(afterFirst);
    else expect(polls).toBeGreaterThan(afterFirst + 3);

    const email = `quiet-${randomUUID()}@example.com`;
    await store.saveSubscriber({ email, ...source }, { forward: true });
    relay.kick();
    for (let i = 0; i < 100 && !upstream.acknowledged.has(subscribeKey(email)); i += 1) await sleep(20);
    await relay.stop();
    expect(upstream.acknowledged.get(subscribeKey(email))).toBe(1);
  });
});
