/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  postJson,
  subscribe,
  submitEnquiry,
  toEnquiryResult,
  toSubscribeResult,
  type SubmitReply,
} from '@/lib/contact/subscribe-client';
import { ENQUIRY_SUCCESS, NO_RESPONSE, SUBSCRIBE_SUCCESS } from '@/content/forms';

const response = (status: number, body: unknown): SubmitReply => ({ kind: 'response', status, body });
const failure = (error: unknown): SubmitReply => ({ kind: 'error', error });

describe('toSubscribeResult: spec 1 §8 error catalogue', () => {
  it.each<[string, SubmitReply, { ok: boolean; message: string }]>([
    ['a success with a message', response(200, { message: 'Welcome aboard!', success: true }), { ok: true, message: 'Welcome aboard!' }],
    ['a success whose success field is the text', response(200, { success: 'You are on the list.' }), { ok: true, message: 'You are on the list.' }],
    ['a success with no text', response(200, { success: true }), { ok: true, message: SUBSCRIBE_SUCCESS }],
    ['an empty success object', response(201, {}), { ok: true, message: SUBSCRIBE_SUCCESS }],
    ['a success with a blank message', response(200, { message: '  ', success: true }), { ok: true, message: SUBSCRIBE_SUCCESS }],
    ['an error with an error field', response(400, { error: 'Please provide a valid email address.' }), { ok: false, message: 'Please provide a valid email address.' }],
    ['an error with a message field', response(409, { message: 'You are already subscribed.' }), { ok: false, message: 'You are already subscribed.' }],
    ['an error preferring error over message', response(422, { error: 'Blocked domain.', message: 'Validation failed' }), { ok: false, message: 'Blocked domain.' }],
    ['a rate-limit answer', response(429, { error: 'Too many requests. Please try again in 30 seconds.' }), { ok: false, message: 'Too many requests. Please try again in 30 seconds.' }],
    ['an error with no text', response(500, undefined), { ok: false, message: 'Server returned 500' }],
    ['an error with an HTML page', response(502, undefined), { ok: false, message: 'Server returned 502' }],
    ['an error whose error is not text', response(503, { error: { code: 7 } }), { ok: false, message: 'Server returned 503' }],
    ['a 2xx with an unreadable body', response(200, undefined), { ok: false, message: 'Unexpected response (status 200)' }],
    ['a 2xx with a list', response(200, ['ok']), { ok: false, message: 'Unexpected response (status 200)' }],
    ['a 2xx saying it failed', response(200, { success: false }), { ok: false, message: 'Unexpected response (status 200)' }],
    ['a 2xx saying it failed, with words', response(200, { success: false, error: 'Mailbox full.' }), { ok: false, message: 'Mailbox full.' }],
    ['a redirect', response(302, undefined), { ok: false, message: 'Unexpected response (status 302)' }],
    ['an opaque response', response(0, undefined), { ok: false, message: 'Unexpected response (status 0)' }],
    ['a network failure', failure(new TypeError('Failed to fetch')), { ok: false, message: NO_RESPONSE }],
    ['the time-out', failure(new DOMException('The request timed out.', 'TimeoutError')), { ok: false, message: NO_RESPONSE }],
    ['an abort', failure(new DOMException('The operation was aborted.', 'AbortError')), { ok: false, message: NO_RESPONSE }],
    ['another failure', failure(new Error('Invalid header value')), { ok: false, message: 'Request error: Invalid header value' }],
    ['a thrown string', failure('boom'), { ok: false, message: 'Request error: boom' }],
  ])('%s', (_name, reply, expected) => {
    expect(toSubscribeResult(reply)).toEqual(expected);
  });

  it('uses the enquiry success text for the contact form', () => {
    expect(toEnquiryResult(response(201, { success: true }))).toEqual({ ok: true, message: ENQUIRY_SUCCESS });
  });
});

describe('postJson over real HTTP', () => {
  let server: http.Server;
  let base = '';
  const seen: { url: string; contentType: string; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        seen.push({ url: req.url ?? '', contentType: req.headers['content-type'] ?? '', body });
        if (req.url === '/ok') res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"message":"Welcome aboard!","success":true}');
        else if (req.url === '/html') res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Oops</h1>');
        else if (req.url === '/silent') {
          // Never answers: the client's time-out decides.
        } else res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends JSON and reads the JSON answer', async () => {
    const reply = await postJson(`${base}/ok`, { email: 'ada@example.com' });
    expect(reply).toEqual({ kind: 'response', status: 200, body: { message: 'Welcome aboard!', success: true } });
    expect(seen.at(-1)).toEqual({ url: '/ok', contentType: 'application/json', body: '{"email":"ada@example.com"}' });
  });

  it('keeps the status of a non-JSON answer', async () => {
    const reply = await postJson(`${base}/html`, {});
    expect(reply).toEqual({ kind: 'response', status: 500, body: undefined });
    expect(toSubscribeResult(reply).message).toBe('Server returned 500');
  });

  it('gives up after the time-out', async () => {
    const reply = await postJson(`${base}/silent`, {}, { timeoutMs: 100 });
    expect(toSubscribeResult(reply).message).toBe(NO_RESPONSE);
  });

  it('reports a refused connection as no response', async () => {
    const reply = await postJson('http://127.0.0.1:9/api/contact/subscribe', {});
    expect(toSubscribeResult(reply).message).toBe(NO_RESPONSE);
  });
});

describe('subscribe and submitEnquiry', () => {
  it('post to the site routes with the honeypot only when filled', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const fetcher: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ message: 'Thank you for subscribing!', success: true }), { status: 200 });
    };
    expect(await subscribe('ada@example.com', { fetcher })).toEqual({ ok: true, message: SUBSCRIBE_SUCCESS });
    await subscribe('bot@example.com', { fetcher, website: 'http://spam.example' });
    await submitEnquiry(
      { name: 'Ada', email: 'ada@example.com', service: 'IT Services', message: 'Hello' },
      {
        fetcher: async (input, init) => {
          calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
          return new Response('{"success":true}', { status: 201 });
        },
      },
    );
    expect(calls).toEqual([
      { url: '/api/contact/subscribe', body: { email: 'ada@example.com' } },
      { url: '/api/contact/subscribe', body: { email: 'bot@example.com', website: 'http://spam.example' } },
      { url: '/api/contact/enquiry', body: { name: 'Ada', email: 'ada@example.com', service: 'IT Services', message: 'Hello' } },
    ]);
  });
});
