/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHmac, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createEmailChannel, createWebhookChannel, messageIdOf, WEBHOOK_SIGNATURE_HEADER } from '@/lib/contact/notify';
import { OutboxRelay } from '@/lib/contact/relay';
import { openLeadStore, type LeadStore, type OpenStoreOptions } from '@/lib/contact/store';
import { startSmtpSink } from '../fixtures/smtp-sink.mjs';

// PGlite's first start in a new directory runs initdb (several seconds on two cores).
jest.setTimeout(120_000);

const postgresUrl = process.env.TEST_DATABASE_URL;
const source = { page: '/engage', referrer: 'https://search.example/?q=agency' };
const SITE = 'https://www.lumina.example';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

let store: LeadStore;
let sink: Sink;
let cleanup: () => Promise<void>;
const relays: OutboxRelay[] = [];

beforeAll(async () => {
  let options: OpenStoreOptions;
  if (postgresUrl) {
    const schema = `notify_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    options = { engine: 'postgres', databaseUrl: postgresUrl, schema };
    cleanup = async () => {
      const client = new Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-notify-'));
    options = { engine: 'pglite', dataDir: dir };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  store = await openLeadStore(options);
  sink = await startSmtpSink();
});

afterAll(async () => {
  for (const relay of relays) await relay.stop();
  await store?.close().catch(() => undefined);
  await sink?.close();
  await cleanup?.();
});

function emailRelay(overrides: Partial<ConstructorParameters<typeof OutboxRelay>[1]> = {}) {
  const relay = new OutboxRelay(store, {
    email: createEmailChannel({ smtpUrl: sink.url, from: 'leads@lumina.example', to: ['team@lumina.example'], siteUrl: SITE }, 2000),
    backoffBaseMs: 10,
    backoffMaxMs: 40,
    ...overrides,
  });
  relays.push(relay);
  return relay;
}

/** Runs relay passes until nothing is pending (back-off is tens of milliseconds here). */
async function drain(relay: OutboxRelay, limit = 200) {
  for (let pass = 0; pass < limit; pass += 1) {
    await relay.runOnce();
    if ((await store.countPendingOutbox()) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the outbox did not drain');
}

function enquiry(name: string, message = 'We need a new website.') {
  return { name, email: `${name.toLowerCase().replace(/\W/g, '')}@client.example`, phone: '+44 20 7946 0958', service: 'Web Development', message, ...source };
}

describe('lead notifications by email, through the outbox', () => {
  it('sends exactly one email per enquiry, with its fields as text and escaped HTML, the page and the time', async () => {
    sink.messages.length = 0;
    const saved = await store.saveEnquiry(enquiry('Ada Lovelace', 'Budget <b>£20k</b> & "soon"\nSecond line'), {
      forward: false,
      notify: ['email'],
    });
    const relay = emailRelay();
    await drain(relay);
    await drain(relay);
    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0]!;
    expect(mail.subject).toBe('New enquiry from Ada Lovelace (Web Development)');
    expect(mail.to).toBe('team@lumina.example');
    expect(mail.headers.get('reply-to')).toMatchObject({ text: 'adalovelace@client.example' });
    expect(mail.messageId).toBe(messageIdOf({ idempotency_key: `email:enquiry:${saved.id}` }, SITE));
    for (const line of [
      'Name: Ada Lovelace',
      'Email: adalovelace@client.example',
      'Phone: +44 20 7946 0958',
      'Service: Web Development',
      'Budget <b>£20k</b> & "soon"\nSecond line',
      'Page: /engage',
      'Came from: https://search.example/?q=agency',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(/Received: \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    expect(mail.html).toContain('Budget &#60;b&#62;£20k&#60;/b&#62; &#38; &#34;soon&#34;');
    expect(mail.html).not.toContain('<b>£20k');
    const [entry] = (await store.listOutbox()).filter((row) => row.subject === saved.id);
    expect(entry).toMatchObject({ channel: 'email', status: 'delivered' });
  });

  it('delivers every lead once while the mail server refuses, then is down, then comes back', async () => {
    sink.messages.length = 0;
    const relay = emailRelay({ maxAttempts: 1000 });
    const names = Array.from({ length: 12 }, (_, index) => `Refused Person ${String.fromCharCode(65 + index)}`);
    const save = (name: string) => store.saveEnquiry(enquiry(name), { forward: false, notify: ['email'] });

    sink.setMode('refuse-temporarily');
    for (const name of names.slice(0, 4)) await save(name);
    await relay.runOnce();
    sink.setMode('refuse');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await relay.runOnce();
    expect(sink.state.refusals).toBeGreaterThanOrEqual(4);

    await sink.stop();
    for (const name of names.slice(4, 8)) await save(name);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const downPass = await relay.runOnce();
    expect(downPass.delivered).toBe(0);
    expect(await store.countPendingOutbox()).toBe(8);

    sink.setMode('accept');
    await sink.start();
    for (const name of names.slice(8)) await save(name);
    await drain(relay);
    const subjects = sink.messages.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(names.map((name) => `New enquiry from ${name} (Web Development)`).sort());
    expect(new Set(sink.messages.map((mail) => mail.messageId)).size).toBe(names.length);
  });

  it('tells of a chat the first time it is saved with an address, not on every later save', async () => {
    sink.messages.length = 0;
    const conversationId = randomUUID();
    const transcript = [
      { id: '1', message: 'Hello! What is your email?', type: 'bot' as const },
      { id: '2', message: 'grace@client.example', type: 'user' as const },
    ];
    const lead = { conversationId, email: 'grace@client.example', transcript, ...source };
    await store.saveChat(lead, { forward: false, notify: ['email'] });
    await store.saveChat({ ...lead, transcript: [...transcript, { id: '3', message: 'Thanks!', type: 'bot' }] }, { forward: false, notify: ['email'] });
    await drain(emailRelay());
    expect(sink.messages.map((mail) => mail.subject)).toEqual(['New chat lead: grace@client.example']);
    expect(sink.messages[0]!.text).toContain('bot: Hello! What is your email?\nuser: grace@client.example');
  });
});

describe('lead notifications by webhook', () => {
  it('posts a Slack-compatible text, signed with HMAC-SHA256 over the timestamp and body', async () => {
    const secret = 'a-webhook-secret-of-some-length';
    const received: { body: string; signature: string; key: string }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ body, signature: String(req.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? ''), key: String(req.headers['idempotency-key'] ?? '') });
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
      const saved = await store.saveEnquiry(enquiry('Alan Turing'), { forward: false, notify: ['webhook'] });
      const relay = new OutboxRelay(store, { webhook: createWebhookChannel({ url, secret }, 2000) });
      relays.push(relay);
      await relay.runOnce();
      expect(received).toHaveLength(1);
      const [{ body, signature, key }] = received as [(typeof received)[number]];
      // What a receiver does: recompute the HMAC of "timestamp.body" and compare.
      const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature);
      expect(match).not.toBeNull();
      const expected = createHmac('sha256', secret).update(`${match![1]}.${body}`).digest('hex');
      expect(match![2]).toBe(expected);
      expect(createHmac('sha256', 'another-secret-entirely').update(`${match![1]}.${body}`).digest('hex')).not.toBe(match![2]);
      expect(key).toBe(`webhook:enquiry:${saved.id}`);
      expect(JSON.parse(body)).toMatchObject({
        text: 'New enquiry from Alan Turing <alanturing@client.example> about Web Development',
        lead: { lead: 'enquiry', name: 'Alan Turing', page: '/engage' },
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('reading an upstream answer', () => {
  it('reads a capped part of a huge answer and drops the connection', async () => {
    let written = 0;
    let closed = false;
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const server = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.on('close', () => (closed = true));
      const pump = () => {
        // An endless answer: only the client hanging up ends it.
        while (!res.destroyed && written < 200 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
      };
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const saved = await store.saveEnquiry(enquiry('Huge Answer'), { forward: true });
      const relay = new OutboxRelay(store, { upstream, timeoutMs: 5000 });
      relays.push(relay);
      const entry = await store.claimOutboxEntry((await store.listOutbox({ status: 'pending' })).find((row) => row.subject === saved.id)!.id, 30_000);
      const result = await relay.deliver(entry!);
      expect(result.outcome).toBe('delivered');
      for (let i = 0; i < 100 && !closed; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(closed).toBe(true);
      // The sockets' buffers hold a few megabytes at most; the answer itself had no end.
      expect(written).toBeLessThan(16 * 1024 * 1024);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
