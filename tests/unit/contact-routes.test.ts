/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { enquiryAction, subscribeAction } from '@/components/forms/actions';
import { POST as subscribePost } from '@/app/api/contact/subscribe/route';
import { POST as saveChatPost } from '@/app/api/contact/save-chat/route';
import { POST as enquiryPost } from '@/app/api/contact/enquiry/route';
import { GET as healthGet } from '@/app/api/health/route';
import { MAX_TRANSCRIPT_MESSAGES } from '@/lib/chat/constants';
import { sessionConversationId } from '@/lib/contact/chat-session';
import { handleHealth, handleSubscribe, type LeadDeps } from '@/lib/contact/handlers';
import { leadJsonResponse } from '@/lib/contact/http';
import { createLeadRateLimiter } from '@/lib/contact/rate-limit';
import { OutboxRelay } from '@/lib/contact/relay';
import { getLeadStore, subscribeKey, type LeadStore } from '@/lib/contact/store';
import { startEmbeddedLeadServices, stopEmbeddedLeadServices } from './lead-services';

jest.setTimeout(120_000);

// The server actions read the request's headers through next/headers; here each call gets its own address.
const actionHeaders = { current: new Headers() };
jest.mock('next/headers', () => ({ headers: async () => actionHeaders.current }));

const SUBSCRIBED = { message: 'Thank you for subscribing!', success: true };
const ENQUIRY_TEXT = 'Thank you! Your message has been received. We will get back to you within one business day.';
let dataRoot = '';
let ipCounter = 0;
/** A fresh client address per request, so only the rate-limit test meets the limits. */
const nextIp = () => `198.51.100.${(ipCounter += 1) % 250}`;

beforeAll(async () => {
  const flags = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`;
  if (!flags.includes('--experimental-vm-modules')) {
    throw new Error('PGlite needs NODE_OPTIONS=--experimental-vm-modules under Jest.');
  }
  // The route modules read their configuration on first use: the embedded store, no upstream.
  dataRoot = await startEmbeddedLeadServices('lumina-routes-', { RATE_LIMIT_SUBSCRIBE_PER_IP: '5/60' });
});

afterAll(() => stopEmbeddedLeadServices(dataRoot));

type Init = { body?: BodyInit | null; contentType?: string | null; headers?: Record<string, string> };

function post(route: string, payload: unknown, init: Init = {}): Request {
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.0.0.1, ${nextIp()}`,
    referer: 'http://localhost:3000/insight/page/2?ref=footer',
    ...init.headers,
  };
  const contentType = init.contentType === undefined ? 'application/json' : init.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  const body = init.body !== undefined ? init.body : JSON.stringify(payload);
  return new Request(`http://localhost:3000/api/contact/${route}`, { method: 'POST', headers, body });
}

async function counts() {
  const store = await getLeadStore();
  return {
    subscribers: await store.countLeads('subscribers'),
    chats: await store.countLeads('chats'),
    enquiries: await store.countLeads('enquiries'),
  };
}

const chatBody = (extra: Record<string, unknown> = {}) => ({
  conversationId: randomUUID(),
  message: [
    { id: '1', message: 'Hi! How can I help you ?', type: 'bot' },
    { id: '2', message: 'Ada', type: 'user' },
  ],
  userEmail: 'ada@example.com',
  ...extra,
});

const enquiryBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  service: 'Finance Services',
  message: 'We are preparing a funding round and need a financial model.',
  ...extra,
});

/** A body streamed in chunks with no Content-Length, as a client lying about its size would send. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new TextEncoder().encode('x'.repeat(Math.min(1024, bytes - sent)));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe('bad input gets a 4xx with a clear message and stores nothing', () => {
  const bigTranscript = chatBody({
    message: Array.from({ length: 10_000 }, (_, i) => ({ id: String(i), message: 'hello', type: 'user' })),
  });
  const cases: [string, () => Promise<Response>, number, string][] = [
    ['a missing body', () => subscribePost(post('subscribe', null, { body: null })), 400, 'The request body is empty.'],
    ['a non-JSON body', () => subscribePost(post('subscribe', null, { body: 'email=ada@example.com' })), 400, 'The request body is not valid JSON.'],
    ['a form content type', () => subscribePost(post('subscribe', { email: 'ada@example.com' }, { contentType: 'application/x-www-form-urlencoded' })), 415, 'Please send the request as JSON (Content-Type: application/json).'],
    ['no content type', () => subscribePost(post('subscribe', { email: 'ada@example.com' }, { contentType: null, body: new Blob(['{"email":"ada@example.com"}']) })), 415, 'Please send the request as JSON (Content-Type: application/json).'],
    ['text/plain', () => enquiryPost(post('enquiry', enquiryBody(), { contentType: 'text/plain' })), 415, 'Please send the request as JSON (Content-Type: application/json).'],
    ['an oversized body', () => subscribePost(post('subscribe', { email: 'ada@example.com', page: `/${'a'.repeat(5000)}` })), 413, 'The request body is too large (at most 4 KB).'],
    ['an oversized streamed body', () => subscribePost(new Request('http://localhost:3000/api/contact/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: streamed(64 * 1024), duplex: 'half' } as RequestInit)), 413, 'The request body is too large (at most 4 KB).'],
    ['a 10,000-message transcript', () => saveChatPost(post('save-chat', bigTranscript)), 413, 'The request body is too large (at most 256 KB).'],
    ['a JSON array', () => subscribePost(post('subscribe', ['ada@example.com'])), 400, 'The request body must be a JSON object.'],
    ['a@b', () => subscribePost(post('subscribe', { email: 'a@b' })), 400, 'Please provide a valid email address.'],
    ['an empty email', () => subscribePost(post('subscribe', { email: '  ' })), 400, 'Please provide an email.'],
    ['an email with spaces', () => subscribePost(post('subscribe', { email: 'ada lovelace@example.com' })), 400, 'Please provide a valid email address.'],
    ['an email with CRLF', () => subscribePost(post('subscribe', { email: 'ada@example.com\r\nBcc: all@example.com' })), 400, 'Please provide a valid email address.'],
    ['an email with a trailing CRLF', () => subscribePost(post('subscribe', { email: 'ada@example.com\r\n' })), 400, 'Please provide a valid email address.'],
    ['{"$ne": 1} as the email', () => subscribePost(post('subscribe', { email: { $ne: 1 } })), 400, 'Please provide a valid email address.'],
    ['a __proto__ key', () => subscribePost(post('subscribe', null, { body: '{"email":"ada@example.com","__proto__":{"admin":true}}' })), 400, 'The field name "__proto__" is not allowed.'],
    ['a nested constructor key', () => saveChatPost(post('save-chat', null, { body: JSON.stringify(chatBody()).replace('"type":"bot"', '"type":"bot","constructor":{"prototype":{}}') })), 400, 'The field name "prototype" is not allowed.'],
    ['an unknown field', () => subscribePost(post('subscribe', { email: 'ada@example.com', role: 'admin' })), 400, 'Unexpected field "role".'],
    ['a lone surrogate in a field', () => enquiryPost(post('enquiry', null, { body: JSON.stringify(enquiryBody()).replace('Ada Lovelace', 'Ada \\ud800') })), 400, 'The field "name" contains text that is not valid Unicode.'],
    ['a referrer with CRLF', () => subscribePost(post('subscribe', { email: 'ada@example.com', referrer: 'https://www.example.org/\r\nSet-Cookie: a=1' })), 400, 'The field "referrer" must be a single line.'],
    ['invalid UTF-8', () => subscribePost(post('subscribe', null, { body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]) })), 400, 'The request body is not valid UTF-8.'],
    ['a transcript over the message limit', () => saveChatPost(post('save-chat', chatBody({ message: Array.from({ length: MAX_TRANSCRIPT_MESSAGES + 1 }, (_, i) => ({ id: String(i), message: '', type: 'bot' })) }))), 400, `The conversation is too long to save (at most ${MAX_TRANSCRIPT_MESSAGES} messages).`],
    ['a chat without an email', () => saveChatPost(post('save-chat', chatBody({ userEmail: '' }))), 400, 'Please provide an email.'],
    ['an enquiry without a service', () => enquiryPost(post('enquiry', enquiryBody({ service: 'Astrology' }))), 400, 'Please choose the service you are interested in.'],
  ];

  it.each(cases)('%s', async (_name, send, status, error) => {
    const before = await counts();
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error });
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/contact/subscribe', () => {
  it('stores a subscriber once, with its page and referrer, and answers a repeat the same way', async () => {
    const email = `reader-${randomUUID()}@example.com`;
    const first = await subscribePost(post('subscribe', { email: `  ${email.toUpperCase()} ` }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(SUBSCRIBED);
    const repeat = await subscribePost(post('subscribe', { email }));
    expect(await repeat.json()).toEqual(SUBSCRIBED);
    const rows = (await (await getLeadStore()).listSubscribers()).filter((row) => row.email === email);
    expect(rows).toEqual([
      expect.objectContaining({
        email,
        page: '/insight/page/2?ref=footer',
        referrer: 'http://localhost:3000/insight/page/2?ref=footer',
      }),
    ]);
  });

  it('prefers the page and referrer the form sends', async () => {
    const email = `page-${randomUUID()}@example.com`;
    await subscribePost(post('subscribe', { email, page: '/engage', referrer: 'https://www.google.com/' }));
    const row = (await (await getLeadStore()).listSubscribers()).find((entry) => entry.email === email);
    expect(row).toMatchObject({ page: '/engage', referrer: 'https://www.google.com/' });
  });

  it('answers a filled honeypot with the usual success and stores nothing', async () => {
    const before = await counts();
    const response = await subscribePost(post('subscribe', { email: 'bot@example.com', website: 'https://spam.example' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(SUBSCRIBED);
    expect(await counts()).toEqual(before);
  });

  it('limits one address to 5 signups a minute with a clear 429', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.200' };
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await subscribePost(post('subscribe', { email: `burst-${i}@example.com` }, { headers }))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const before = await counts();
    const limited = await subscribePost(post('subscribe', { email: 'burst-6@example.com' }, { headers }));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ error: `Too many requests. Please try again in ${retryAfter} seconds.` });
    expect(await counts()).toEqual(before);
  });

  it('limits one email address across client addresses', async () => {
    const email = `persistent-${randomUUID()}@example.com`;
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await subscribePost(post('subscribe', { email }))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /api/contact/save-chat', () => {
  it('stores the transcript and updates it in place as it grows', async () => {
    const body = chatBody({ page: '/engage' });
    const first = await saveChatPost(post('save-chat', body));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    const longer = { ...body, message: [...body.message, { id: '3', message: 'ada@example.com', type: 'user' }] };
    expect((await saveChatPost(post('save-chat', longer))).status).toBe(200);
    const rows = (await (await getLeadStore()).listChats()).filter((row) => row.conversation_id === body.conversationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ada@example.com', message_count: 3, page: '/engage' });
  });
});

describe('POST /api/contact/save-chat with the spec\'s body { message, userEmail }', () => {
  const transcript = (firstId: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: i === 0 ? firstId : `${firstId}-${i}`, message: `Message ${i}`, type: i % 2 ? 'user' : 'bot' }));
  const chatsOf = async (email: string) =>
    (await (await getLeadStore()).listChats()).filter((row) => row.email === email);


  it('keeps one transcript per conversation, updated in place as it grows', async () => {
    const email = `spec-${randomUUID()}@example.com`;
    for (const count of [1, 2, 3]) {
      const response = await saveChatPost(post('save-chat', { message: transcript('7311', count), userEmail: email }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
    }
    const rows = await chatsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ message_count: 3 });
    expect(rows[0]!.conversation_id).toBe(sessionConversationId(email, '7311'));
  });

  it('names the conversation after the normalised address, so the case of a retyped address does not split it', async () => {
    const email = `case-${randomUUID()}@example.com`;
    await saveChatPost(post('save-chat', { message: transcript('55', 1), userEmail: email.toUpperCase() }));
    await saveChatPost(post('save-chat', { message: transcript('55', 2), userEmail: email }));
    expect(await chatsOf(email)).toHaveLength(1);
  });

  it('starts a new transcript for a new conversation (another first message) of the same address', async () => {
    const email = `again-${randomUUID()}@example.com`;
    await saveChatPost(post('save-chat', { message: transcript('100', 4), userEmail: email }));
    await saveChatPost(post('save-chat', { message: transcript('200', 2), userEmail: email }));
    const rows = await chatsOf(email);
    expect(rows.map((row) => row.message_count).sort()).toEqual([2, 4]);
  });

  it('starts a new transcript on a new UTC day', () => {
    const email = 'ada@example.com';
    const evening = sessionConversationId(email, '1', new Date('2026-11-26T23:59:59Z'));
    expect(sessionConversationId(email, '1', new Date('2026-11-26T00:00:00Z'))).toBe(evening);
    expect(sessionConversationId(email, '1', new Date('2026-11-27T00:00:00Z'))).not.toBe(evening);
    expect(evening).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('still refuses a conversation id that is not a UUID', async () => {
    const before = await counts();
    const response = await saveChatPost(post('save-chat', chatBody({ conversationId: 'abc' })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please provide a valid conversation id.' });
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/contact/enquiry', () => {
  it('stores every field and thanks the visitor', async () => {
    const response = await enquiryPost(post('enquiry', enquiryBody({ phone: '+1 415 555 0142' })));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: ENQUIRY_TEXT, success: true });
    const rows = await (await getLeadStore()).listEnquiries();
    expect(rows.at(-1)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+1 415 555 0142',
      service: 'Finance Services',
      message: 'We are preparing a funding round and need a financial model.',
      page: '/insight/page/2?ref=footer',
    });
  });

  it('answers a filled honeypot with the usual success and stores nothing', async () => {
    const before = await counts();
    const response = await enquiryPost(post('enquiry', enquiryBody({ website: 'http://spam.example' })));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: ENQUIRY_TEXT, success: true });
    expect(await counts()).toEqual(before);
  });
});

describe('the forms\' server actions (a post made before hydration or without JavaScript)', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    // What React adds to a posted server-action form is not a field and is ignored.
    data.append('$ACTION_ID_abc', '');
    return data;
  };
  const from = (ip: string) => {
    actionHeaders.current = new Headers({ 'x-forwarded-for': ip, referer: 'http://localhost:3000/legal' });
  };
  const idle = { kind: 'idle' } as const;

  it('subscribes like the JSON route: stored once, same text, page from the Referer', async () => {
    from(nextIp());
    const email = `action-${randomUUID()}@example.com`;
    expect(await subscribeAction(idle, form({ email: `  ${email.toUpperCase()} `, website: '' }))).toEqual({
      kind: 'success',
      message: 'Thank you for subscribing!',
    });
    const rows = (await (await getLeadStore()).listSubscribers()).filter((row) => row.email === email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ page: '/legal' });
  });

  it.each([
    ['', 'Please provide an email.'],
    ['a@b..c', 'Please provide a valid email address.'],
  ])('refuses %j with the form\'s text and stores nothing', async (email, message) => {
    from(nextIp());
    const before = await counts();
    expect(await subscribeAction(idle, form({ email }))).toEqual({ kind: 'error', message });
    expect(await counts()).toEqual(before);
  });

  it('answers a filled honeypot with the usual success and stores nothing', async () => {
    from(nextIp());
    const before = await counts();
    const state = await subscribeAction(idle, form({ email: 'bot@example.com', website: 'http://spam.example' }));
    expect(state).toEqual({ kind: 'success', message: 'Thank you for subscribing!' });
    expect(await counts()).toEqual(before);
  });

  it('counts against the same rate limit as the route, by client address', async () => {
    const ip = '203.0.113.77';
    from(ip);
    const states = [];
    for (let i = 0; i < 6; i += 1) states.push(await subscribeAction(idle, form({ email: `limit-${i}-${randomUUID()}@example.com` })));
    expect(states.slice(0, 5).every((state) => state.kind === 'success')).toBe(true);
    expect(states[5]).toMatchObject({ kind: 'error', message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/) });
  });

  it('stores an enquiry and thanks the visitor with the route\'s text', async () => {
    from(nextIp());
    const email = `enquiry-${randomUUID()}@example.com`;
    const fields = { name: 'Ada Lovelace', email, phone: '', service: 'SEO Marketing', message: 'Please audit our site.', website: '' };
    expect(await enquiryAction(idle, form(fields))).toEqual({ kind: 'success', message: ENQUIRY_TEXT });
    const rows = (await (await getLeadStore()).listEnquiries()).filter((row) => row.email === email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ada Lovelace', phone: null, service: 'SEO Marketing', message: 'Please audit our site.' });
  });

  it('gives an invalid enquiry back with each field\'s error and its values, storing nothing', async () => {
    from(nextIp());
    const before = await counts();
    const fields = { name: 'Ada', email: 'a@b.c.', phone: '12', service: '', message: 'Hello' };
    expect(await enquiryAction(idle, form(fields))).toEqual({
      kind: 'error',
      fields,
      fieldErrors: {
        email: 'Please provide a valid email address.',
        phone: 'Please provide a valid phone number, or leave it empty.',
        service: 'Please choose the service you are interested in.',
      },
    });
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/health', () => {
  it('reports the embedded store, no upstream, and is never cached', async () => {
    const response = await healthGet();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      store: { engine: 'pglite', ok: true },
      upstream: { configured: false, state: 'not configured', pendingOutbox: 0, failedOutbox: 0, lastDeliveredAt: null },
      rateLimit: { backend: 'memory', shared: false },
    });
  });
});

describe('a store that cannot write', () => {
  it('answers 503 and never claims the lead was saved', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const deps: LeadDeps = {
      getStore: () => Promise.reject(new Error('disk full')),
      getRelay: () => null,
      getRateLimiter: () => createLeadRateLimiter(),
    };
    const response = leadJsonResponse(await handleSubscribe(post('subscribe', { email: 'ada@example.com' }), deps));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'We could not save your details just now. Please try again in a few minutes.',
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('subscribe with an upstream configured', () => {
  type Reply = { status: number; body: string; delayMs?: number } | 'drop';
  let reply: Reply = { status: 200, body: '{}' };
  const keys: string[] = [];
  let server: http.Server;
  let store: LeadStore;
  let relay: OutboxRelay;
  let deps: LeadDeps;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      keys.push(String(req.headers['idempotency-key']));
      req.resume();
      req.on('end', () => {
        const current = reply;
        if (current === 'drop') return req.socket.destroy();
        setTimeout(() => {
          if (!res.destroyed) res.writeHead(current.status, { 'Content-Type': 'application/json' }).end(current.body);
        }, current.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    store = await getLeadStore();
    relay = new OutboxRelay(store, {
      upstream: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      backoffBaseMs: 10,
      backoffMaxMs: 20,
    });
    const limiter = createLeadRateLimiter();
    deps = { getStore: async () => store, getRelay: () => relay, getRateLimiter: () => limiter, subscribeUpstreamTimeoutMs: 300 };
  });

  afterAll(async () => {
    await relay.stop();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const subscribe = async (email: string) => {
    const response = leadJsonResponse(await handleSubscribe(post('subscribe', { email }), deps));
    return { status: response.status, body: await response.json() };
  };
  const entryOf = async (email: string) =>
    (await store.listOutbox()).find((entry) => entry.idempotency_key === subscribeKey(email));

  it.each([
    // The upstream's own words for a new or an existing address would tell the two apart: one text for both.
    [{ status: 200, body: '{"message":"Welcome to the Lumina list!","success":true}' }, { status: 200, body: SUBSCRIBED }, 'delivered'],
    [{ status: 201, body: '{"success":"You are on the list."}' }, { status: 200, body: SUBSCRIBED }, 'delivered'],
    [{ status: 200, body: '' }, { status: 200, body: SUBSCRIBED }, 'delivered'],
    [{ status: 409, body: '{"message":"You are already subscribed."}' }, { status: 200, body: SUBSCRIBED }, 'rejected'],
    [{ status: 422, body: '{"error":"This address cannot receive email."}' }, { status: 422, body: { error: 'This address cannot receive email.' } }, 'rejected'],
  ])('answers the upstream reply %j with %j', async (upstreamReply, expected, status) => {
    reply = upstreamReply;
    const email = `upstream-${randomUUID()}@example.com`;
    expect(await subscribe(email)).toEqual(expected);
    const entry = await entryOf(email);
    expect(entry?.status).toBe(status);
    expect((await store.listSubscribers()).some((row) => row.email === email)).toBe(true);
  });

  it.each<[string, Reply]>([
    ['too slow', { status: 200, body: '{"message":"late"}', delayMs: 1500 }],
    ['down', 'drop'],
    ['failing', { status: 502, body: '<html>Bad gateway</html>' }],
    ['answering garbage', { status: 200, body: '<html>Welcome</html>' }],
  ])('keeps the lead and gives the default success when the upstream is %s, then delivers it once', async (_name, upstreamReply) => {
    reply = upstreamReply;
    const email = `later-${randomUUID()}@example.com`;
    const started = Date.now();
    expect(await subscribe(email)).toEqual({ status: 200, body: SUBSCRIBED });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await entryOf(email)).toMatchObject({ status: 'pending', attempts: 1 });

    reply = { status: 200, body: '{"message":"ok"}' };
    await new Promise((resolve) => setTimeout(resolve, 60));
    await relay.runOnce();
    expect(await entryOf(email)).toMatchObject({ status: 'delivered' });
    const before = keys.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    await relay.runOnce();
    expect(keys.slice(before)).not.toContain(`subscribe:${email}`);
  });

  it('delivers a repeat subscribe at once when its first delivery is still pending', async () => {
    reply = 'drop';
    const email = `again-${randomUUID()}@example.com`;
    await subscribe(email);
    await new Promise((resolve) => setTimeout(resolve, 60));
    reply = { status: 200, body: '{"message":"Welcome back!"}' };
    expect(await subscribe(email)).toEqual({ status: 200, body: SUBSCRIBED });
    expect(await entryOf(email)).toMatchObject({ status: 'delivered', attempts: 2 });
  });
  it.each(['иван@пример.рф', '测试@例子.中国'])('delivers %s at once under an ASCII idempotency key', async (local) => {
    reply = { status: 200, body: '{"message":"ok"}' };
    const email = local.replace('@', `.${randomUUID().slice(0, 8)}@`);
    const before = keys.length;
    expect(await subscribe(email)).toEqual({ status: 200, body: SUBSCRIBED });
    expect(await entryOf(email)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(keys.slice(before)).toEqual([subscribeKey(email)]);
    expect(subscribeKey(email)).toMatch(/^subscribe:[0-9a-f]{64}$/);
  });

  it('health reports the upstream from its own probe, with no address or error text', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = new OutboxRelay(store, { upstream: 'http://127.0.0.1:9', probeTimeoutMs: 500 });
    const report = async (target: OutboxRelay) => {
      const response = await handleHealth({ ...deps, getRelay: () => target });
      return { status: response.status, text: await response.text() };
    };
    const downReport = await report(down);
    expect(downReport.status).toBe(200);
    expect(JSON.parse(downReport.text)).toMatchObject({ upstream: { configured: true, state: 'unreachable' } });
    expect(downReport.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|fetch failed|lastError/);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/upstream probe failed/);
    // A lead the upstream keeps failing does not make a reachable upstream look down.
    reply = { status: 503, body: '{"error":"Maintenance at 10.1.2.3"}' };
    await subscribe(`probe-${randomUUID()}@example.com`);
    const upReport = await report(relay);
    expect(JSON.parse(upReport.text)).toMatchObject({ upstream: { configured: true, state: 'reachable' } });
    expect(upReport.text).not.toMatch(/10\.1\.2\.3|Maintenance/);
    warn.mockRestore();
  });
});
