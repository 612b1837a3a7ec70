/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { POST as subscribePost } from '@/app/api/contact/subscribe/route';
import { POST as saveChatPost } from '@/app/api/contact/save-chat/route';
import { POST as enquiryPost } from '@/app/api/contact/enquiry/route';
import { getLeadStore } from '@/lib/contact/store';
import { csvCell, escapeInvisible } from '../../scripts/leads.mjs';
import { startEmbeddedLeadServices, stopEmbeddedLeadServices } from './lead-services';

/** The probe's five ways to abuse the lead path, each answered clearly while real leads still get through. */

jest.setTimeout(120_000);

let dataRoot = '';
let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter += 1) % 250}`;

beforeAll(async () => {
  dataRoot = await startEmbeddedLeadServices('lumina-abuse-', { CHAT_BYTES_PER_IP: '200000/3600', LEADS_CHAT_STORE_MAX_MB: '1' });
});

afterAll(() => stopEmbeddedLeadServices(dataRoot));

function post(route: string, payload: unknown, ip = nextIp()): Request {
  return new Request(`http://localhost:3000/api/contact/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(payload),
  });
}

/** A transcript of about `bytes` bytes as stored. */
function transcript(bytes: number, first = 'Hi! How can I help you ?') {
  const count = Math.max(1, Math.ceil(bytes / 1900));
  return [
    { id: '1', message: first, type: 'bot' },
    ...Array.from({ length: count }, (_, i) => ({ id: String(i + 2), message: 'x'.repeat(1850), type: 'user' })),
  ];
}

const enquiry = () => ({ name: 'Ada Lovelace', email: `ada-${randomUUID()}@example.com`, service: 'IT Services', message: 'A small lead.' });

describe('chat transcripts cannot fill the disk', () => {
  it('refuses a transcript past its byte cap with a 413, storing nothing', async () => {
    const store = await getLeadStore();
    const before = await store.countLeads('chats');
    const response = await saveChatPost(post('save-chat', { conversationId: randomUUID(), userEmail: 'big@example.com', message: transcript(70_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'This conversation is too long to save. Please email us instead.' });
    expect(await store.countLeads('chats')).toBe(before);
  });

  it("gives each client address a byte budget that rotating email addresses do not escape", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await saveChatPost(
        post('save-chat', { conversationId: randomUUID(), userEmail: `rotating-${i}@example.com`, message: transcript(45_000) }, ip),
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect((await response.json()).error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another address, and a small lead from the same one, still go through.
    expect((await saveChatPost(post('save-chat', { conversationId: randomUUID(), userEmail: 'other@example.com', message: transcript(1000) }))).status).toBe(200);
    expect((await enquiryPost(post('enquiry', enquiry(), ip))).status).toBe(201);
  });

});

describe('one address has one spelling', () => {
  it('stores the NFC and NFD spellings of an address as one subscriber', async () => {
    const nfc = `jos\u00e9-${randomUUID()}@example.com`;
    const nfd = nfc.normalize('NFD');
    expect(nfd).not.toBe(nfc);
    expect((await subscribePost(post('subscribe', { email: nfc }))).status).toBe(200);
    expect((await subscribePost(post('subscribe', { email: nfd.toUpperCase() }))).status).toBe(200);
    const rows = (await (await getLeadStore()).listSubscribers()).filter((row) => row.email.normalize('NFC') === nfc);
    expect(rows.map((row) => row.email)).toEqual([nfc]);
  });

  it.each([
    ['a zero-width space', 'ad\u200ba@example.com'],
    ['a right-to-left override', 'ada@exa\u202emple.com'],
    ['a left-to-right isolate', '\u2066ada@example.com'],
    ['a byte order mark', '\ufeffada@example.com'],
  ])('refuses an address with %s with a clear 400', async (_name, email) => {
    for (const [route, handler, body] of [
      ['subscribe', subscribePost, { email }],
      ['enquiry', enquiryPost, { ...enquiry(), email }],
      ['save-chat', saveChatPost, { userEmail: email, message: transcript(100) }],
    ] as const) {
      const response = await handler(post(route, body));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Please type the email address again: it contains invisible or text-direction characters.',
      });
    }
  });

  it("escapes control and invisible characters in the operator command's output", () => {
    expect(escapeInvisible('ada\u202e@evil\u200b.example\u001b[2J')).toBe('ada\\u{202E}@evil\\u{200B}.example\\u{1B}[2J');
    expect(csvCell('line one\nline\u2066two')).toBe('"line one\nline\\u{2066}two"');
  });
});

describe("a transcript saved with the spec's body (no conversation id)", () => {
  it("grows, but is never replaced or shortened by another client sending the same address", async () => {
    const email = `visitor-${randomUUID()}@example.com`;
    const own = [
      { id: 'm1', message: 'Hi! How can I help you ?', type: 'bot' },
      { id: 'm2', message: 'I need a shop', type: 'user' },
      { id: 'm3', message: 'What is your email?', type: 'bot' },
    ];
    expect((await saveChatPost(post('save-chat', { userEmail: email, message: own }))).status).toBe(200);
    // Another client knows the address and the widget's first message id.
    const forged = [{ id: 'm1', message: 'Replaced!', type: 'bot' }, { id: 'm2', message: 'gone', type: 'user' }, { id: 'm3', message: 'gone', type: 'user' }];
    await saveChatPost(post('save-chat', { userEmail: email, message: forged }));
    await saveChatPost(post('save-chat', { userEmail: email, message: own.slice(0, 1) }));
    await saveChatPost(post('save-chat', { userEmail: email, message: [...forged, { id: 'm4', message: 'longer', type: 'user' }] }));
    // The visitor's own next save still grows it.
    const grown = [...own, { id: 'm4', message: email, type: 'user' }];
    expect((await saveChatPost(post('save-chat', { userEmail: email, message: grown }))).status).toBe(200);
    const rows = (await (await getLeadStore()).listChats({ limit: 100_000 })).filter((row) => row.email === email);
    expect(rows.map((row) => row.transcript)).toEqual([grown]);
  });
});

// Last: it fills the store to its limit.
describe('a full store', () => {
  it('refuses transcripts with a 507 once the store holds its configured size, while small leads still go through', async () => {
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i += 1) {
      status = (await saveChatPost(post('save-chat', { conversationId: randomUUID(), userEmail: `fill-${i}@example.com`, message: transcript(60_000) }))).status;
    }
    expect(status).toBe(507);
    const refused = await saveChatPost(post('save-chat', { conversationId: randomUUID(), userEmail: 'late@example.com', message: transcript(500) }));
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({ error: 'We cannot save more conversations just now. Please email us or use the contact form instead.' });
    expect((await enquiryPost(post('enquiry', enquiry()))).status).toBe(201);
    expect((await subscribePost(post('subscribe', { email: `after-full-${randomUUID()}@example.com` }))).status).toBe(200);
  });
});
