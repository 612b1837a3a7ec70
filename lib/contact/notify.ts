import { createHash, createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import { confirmationMail, leadMail } from '@/content/lead-mail';
import { signLink } from './links';
import { readCappedText } from './http';
import type { ConfirmationPayload, NotificationPayload, OutboxEntry } from './store';

/**
 * The two ways the agency hears of a new lead, each fed by its own outbox entries (see store.ts): an
 * email over SMTP and a signed JSON POST to a webhook (Slack-compatible `text`). Both are sent at least
 * once by the relay; the email's Message-ID and the webhook's Idempotency-Key are the entry's, so a
 * repeat after a lost acknowledgement can be recognised by the receiver.
 */

export type ChannelResult = { ok: true } | { ok: false; error: string; timedOut: boolean };

export type EmailChannelOptions = {
  smtpUrl: string;
  from: string;
  /** The agency's inbox for lead notifications. */
  to: readonly string[];
  siteUrl: string;
  /** Signs the confirmation and unsubscribe links of a newsletter confirmation. */
  linkSecret?: string;
};

/** Where a subscriber's links lead; the one-click unsubscribe (RFC 8058) is POSTed to the API route. */
export function newsletterLinks(siteUrl: string, secret: string, subscriberId: string, now = Date.now()) {
  const unsubscribe = signLink(secret, 'unsubscribe', subscriberId, now);
  return {
    confirm: `${siteUrl}/newsletter/confirm?token=${signLink(secret, 'confirm', subscriberId, now)}`,
    unsubscribePage: `${siteUrl}/newsletter/unsubscribe?token=${unsubscribe}`,
    oneClick: `${siteUrl}/api/newsletter/unsubscribe?token=${unsubscribe}`,
  };
}

function isConfirmation(payload: unknown): payload is ConfirmationPayload {
  return typeof payload === 'object' && payload !== null && (payload as { mail?: unknown }).mail === 'confirm';
}

type Mail = Parameters<ReturnType<typeof nodemailer.createTransport>['sendMail']>[0];

/** The confirmation email: plain text and HTML, with RFC 8058's one-click unsubscribe headers. */
export function confirmationEmail(payload: ConfirmationPayload, options: EmailChannelOptions & { linkSecret: string }): Mail {
  const links = newsletterLinks(options.siteUrl, options.linkSecret, payload.subscriberId);
  const html = [
    `<p>${escapeHtml(confirmationMail.intro)}</p>`,
    `<p><a href="${escapeHtml(links.confirm)}">${escapeHtml(confirmationMail.action)}</a></p>`,
    `<p>${escapeHtml(confirmationMail.validity)}</p>`,
    `<p>${escapeHtml(confirmationMail.ignore)}</p>`,
    `<p><a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(confirmationMail.unsubscribe)}</a></p>`,
  ].join('\n');
  return {
    from: options.from,
    to: payload.email,
    subject: confirmationMail.subject,
    text: confirmationMail.text(links.confirm, links.unsubscribePage),
    html,
    list: { unsubscribe: links.oneClick },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
export type WebhookChannelOptions = { url: string; secret: string; fetch?: typeof fetch };

/** The header carrying the webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Lumina-Signature';

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The stable Message-ID of an entry: the same on every retry of it, different for every other. */
export function messageIdOf(entry: Pick<OutboxEntry, 'idempotency_key'>, siteUrl: string): string {
  const host = new URL(siteUrl).hostname || 'localhost';
  return `<${createHash('sha256').update(entry.idempotency_key).digest('hex').slice(0, 40)}@${host}>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Rendered = { subject: string; text: string; html: string; replyTo: string };

/** The notice as plain text and as escaped HTML: every field, the page it came from and the time. */
export function renderNotification(payload: NotificationPayload): Rendered {
  const { labels } = leadMail;
  const rows: [string, string][] =
    payload.lead === 'enquiry'
      ? [
          [labels.name, payload.name],
          [labels.email, payload.email],
          [labels.phone, payload.phone ?? leadMail.none],
          [labels.service, payload.service],
        ]
      : [[labels.email, payload.email]];
  const source: [string, string][] = [
    [labels.page, payload.page ?? leadMail.none],
    [labels.referrer, payload.referrer ?? leadMail.none],
    [labels.at, payload.at],
  ];
  const body =
    payload.lead === 'enquiry'
      ? payload.message
      : payload.transcript.map((item) => `${item.type}: ${item.message}`).join('\n');
  const intro = payload.lead === 'enquiry' ? leadMail.enquiryIntro : leadMail.chatIntro;
  const subject =
    payload.lead === 'enquiry' ? leadMail.enquirySubject(payload.name, payload.service) : leadMail.chatSubject(payload.email);
  const line = ([label, value]: [string, string]) => `${label}: ${value}`;
  const bodyLabel = payload.lead === 'enquiry' ? `${labels.message}:\n` : '';
  const text = [intro, '', ...rows.map(line), '', `${bodyLabel}${body}`, '', ...source.map(line), '', leadMail.footer].join('\n');
  const cell = ([label, value]: [string, string]) =>
    `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<table>${rows.map(cell).join('')}</table>`,
    `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(body)}</pre>`,
    `<table>${source.map(cell).join('')}</table>`,
    `<p>${escapeHtml(leadMail.footer)}</p>`,
  ].join('\n');
  return { subject, text, html, replyTo: payload.email };
}

export function webhookBody(entry: OutboxEntry): string {
  const payload = entry.payload as NotificationPayload;
  const text =
    payload.lead === 'enquiry'
      ? leadMail.webhookEnquiry(payload.name, payload.email, payload.service)
      : leadMail.webhookChat(payload.email);
  return JSON.stringify({ text, lead: payload });
}

function describe(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const message = 'message' in error && typeof error.message === 'string' ? error.message : String(error);
  return message.slice(0, 500);
}

/**
 * Sends each email entry through the mail server. Any failure, whether refused, down or too slow, is
 * retried with back-off by the relay; none drops the lead.
 */
export function createEmailChannel(options: EmailChannelOptions, timeoutMs: number) {
  const transport = nodemailer.createTransport(options.smtpUrl, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as object);
  return {
    async send(entry: OutboxEntry): Promise<ChannelResult> {
      let mail: Mail;
      if (isConfirmation(entry.payload)) {
        if (!options.linkSecret) return { ok: false, error: 'LEADS_LINK_SECRET is not set', timedOut: false };
        mail = confirmationEmail(entry.payload, { ...options, linkSecret: options.linkSecret });
      } else {
        if (options.to.length === 0) return { ok: false, error: 'LEADS_NOTIFY_TO is not set', timedOut: false };
        const rendered = renderNotification(entry.payload as NotificationPayload);
        mail = {
          from: options.from,
          to: [...options.to],
          replyTo: rendered.replyTo,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          headers: { 'X-Lumina-Lead': entry.idempotency_key },
        };
      }
      try {
        await transport.sendMail({ ...mail, messageId: messageIdOf(entry, options.siteUrl) });
        return { ok: true };
      } catch (error) {
        const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
        return { ok: false, error: `SMTP: ${describe(error)}`, timedOut: code === 'ETIMEDOUT' };
      }
    },
    close: () => transport.close(),
  };
}
export type EmailChannel = ReturnType<typeof createEmailChannel>;

export function createWebhookChannel(options: WebhookChannelOptions, timeoutMs: number) {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    async send(entry: OutboxEntry): Promise<ChannelResult> {
      const body = webhookBody(entry);
      const timestamp = Math.floor(Date.now() / 1000);
      try {
        const response = await fetcher(options.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Idempotency-Key': entry.idempotency_key,
            [WEBHOOK_SIGNATURE_HEADER]: signWebhook(options.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        // Read, capped, so the connection is released; the words do not matter.
        await readCappedText(response, 4096);
        if (response.ok) return { ok: true };
        return { ok: false, error: `webhook: HTTP ${response.status}`, timedOut: false };
      } catch (error) {
        const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
        const timedOut = name === 'TimeoutError' || name === 'AbortError';
        return { ok: false, error: timedOut ? `webhook: no answer within ${timeoutMs} ms` : `webhook: ${describe(error)}`, timedOut };
      }
    },
  };
}
export type WebhookChannel = ReturnType<typeof createWebhookChannel>;
