/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { POST as subscribePost } from '@/app/api/contact/subscribe/route';
import { POST as confirmPost } from '@/app/api/newsletter/confirm/route';
import { POST as unsubscribePost } from '@/app/api/newsletter/unsubscribe/route';
import { signLink, verifyLink } from '@/lib/contact/links';
import { startLeadServices, stopLeadServices } from '@/lib/contact/lifecycle';
import { getLeadStore } from '@/lib/contact/store';
import { startSmtpSink } from '../fixtures/smtp-sink.mjs';

/** Double opt-in and one-click unsubscribe against a real SMTP server on loopback. */

jest.setTimeout(120_000);

const SECRET = 'newsletter-link-secret-for-tests';
let dataRoot = '';
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-newsletter-'));
  Object.assign(process.env, {
    LEADS_DATA_DIR: path.join(dataRoot, 'leads'),
    SMTP_URL: sink.url,
    LEADS_LINK_SECRET: SECRET,
    NEXT_PUBLIC_SITE_URL: 'https://www.lumina.example',
    LEADS_RELAY_INTERVAL_MS: '50',
  });
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'UPSTREAM_API_HOST', 'LEADS_NOTIFY_TO']) delete process.env[name];
  await startLeadServices();
});

afterAll(async () => {
  await stopLeadServices();
  await sink?.close();
  fs.rmSync(dataRoot, { recursive: true, force: true });
});

function form(url: string, body: Record<string, string>): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
}

async function waitFor<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const subscribers = async () => (await getLeadStore()).countLeads('subscribers');

describe('newsletter double opt-in', () => {
  it('counts an address only once confirmed, and unsubscribes it with one click (RFC 8058)', async () => {
    const email = `reader-${randomUUID()}@example.com`;
    const before = await subscribers();
    const response = await subscribePost(
      new Request('http://localhost/api/contact/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10' },
        body: JSON.stringify({ email }),
      }),
    );
    expect(await response.json()).toEqual({ message: 'Thank you for subscribing!', success: true });
    expect(await subscribers()).toBe(before);

    const mail = await waitFor(() => sink.messages.find((message) => message.to === email), 'the confirmation email');
    expect(mail.subject).toBe('Please confirm your subscription to Lumina Digital');
    const confirmUrl = /https:\/\/www\.lumina\.example\/newsletter\/confirm\?token=\S+/.exec(mail.text)?.[0];
    // The message's header block, long lines unfolded.
    const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const unsubscribeHeader = /^List-Unsubscribe: <(https:\/\/www\.lumina\.example\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/m.exec(head);
    expect(unsubscribeHeader).not.toBeNull();
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(confirmUrl).toBeDefined();
    // No personal data in the links.
    expect(`${confirmUrl} ${unsubscribeHeader![1]}`).not.toContain(email.split('@')[0]);

    // The page's form posts the token: confirmed, then sent on to the page that says so.
    const token = new URL(confirmUrl!).searchParams.get('token')!;
    const confirmed = await confirmPost(form('http://localhost/api/newsletter/confirm', { token }));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/newsletter/confirmed');
    expect(await subscribers()).toBe(before + 1);
    // A second click changes nothing.
    await confirmPost(form('http://localhost/api/newsletter/confirm', { token }));
    expect(await subscribers()).toBe(before + 1);

    // A mail client's one-click POST to the List-Unsubscribe address.
    const oneClick = unsubscribeHeader![1]!;
    const unsubscribed = await unsubscribePost(form(oneClick.replace('https://www.lumina.example', 'http://localhost'), { 'List-Unsubscribe': 'One-Click' }));
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.text()).toBe('Unsubscribed.');
    expect(await subscribers()).toBe(before);
    // The first confirmation link, still unexpired, does not subscribe them again.
    const stale = await confirmPost(form('http://localhost/api/newsletter/confirm', { token }));
    expect(stale.headers.get('location')).toBe('/newsletter/confirm?token=invalid');
    expect(await subscribers()).toBe(before);

    // Signing up again asks for a new confirmation (once, however often the form is sent), which counts.
    const again = () =>
      subscribePost(
        new Request('http://localhost/api/contact/subscribe', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10' },
          body: JSON.stringify({ email }),
        }),
      );
    expect((await again()).status).toBe(200);
    expect((await again()).status).toBe(200);
    const second = await waitFor(() => sink.messages.filter((message) => message.to === email)[1], 'a second confirmation email');
    expect(second.subject).toBe('Please confirm your subscription to Lumina Digital');
    expect(await subscribers()).toBe(before);
    const secondUrl = /https:\/\/www\.lumina\.example\/newsletter\/confirm\?token=\S+/.exec(second.text)?.[0];
    const reconfirmed = await confirmPost(form('http://localhost/api/newsletter/confirm', { token: new URL(secondUrl!).searchParams.get('token')! }));
    expect(reconfirmed.headers.get('location')).toBe('/newsletter/confirmed');
    expect(await subscribers()).toBe(before + 1);
    // Two confirmation emails queued for the address in all: the repeated signup added none.
    const confirmations = (await (await getLeadStore()).listOutbox()).filter(
      (entry) => entry.idempotency_key.startsWith('email:confirm:') && JSON.stringify(entry.payload).includes(email),
    );
    expect(confirmations).toHaveLength(2);
  });

  it('refuses an expired, forged or mismatched link', async () => {
    const old = Date.now() - 8 * 24 * 3600_000;
    expect(verifyLink(SECRET, 'confirm', signLink(SECRET, 'confirm', '7', old))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyLink(SECRET, 'confirm', signLink('another-secret-of-length', 'confirm', '7'))).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLink(SECRET, 'confirm', signLink(SECRET, 'unsubscribe', '7'))).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLink(SECRET, 'unsubscribe', signLink(SECRET, 'unsubscribe', '7', old))).toEqual({ ok: true, subscriberId: '7' });
    const expired = signLink(SECRET, 'confirm', '1', old);
    const response = await confirmPost(form('http://localhost/api/newsletter/confirm', { token: expired }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/newsletter/confirm?token=${encodeURIComponent(expired)}`);
    const oneClick = await unsubscribePost(form('http://localhost/api/newsletter/unsubscribe?token=u.1.0.forged', { 'List-Unsubscribe': 'One-Click' }));
    expect(oneClick.status).toBe(400);
  });
});
