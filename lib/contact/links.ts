import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The newsletter's signed links: `confirm` expires, `unsubscribe` never does (an old email's link must keep
 * working). A token names the subscriber's row id, never the address, so no personal data reaches a URL or
 * a log: `<purpose initial>.<id>.<expiry in unix seconds, 0 for never>.<HMAC-SHA256, base64url>`.
 */

export type LinkPurpose = 'confirm' | 'unsubscribe';
/** How long a confirmation link works. */
export const CONFIRM_LINK_TTL_SEC = 7 * 24 * 3600;

const TOKEN = /^([cu])\.([1-9][0-9]{0,18})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`lumina-newsletter\n${body}`).digest('base64url');
}

export function signLink(secret: string, purpose: LinkPurpose, subscriberId: string, now = Date.now()): string {
  const expires = purpose === 'confirm' ? Math.floor(now / 1000) + CONFIRM_LINK_TTL_SEC : 0;
  const body = `${purpose[0]}.${subscriberId}.${expires}`;
  return `${body}.${mac(secret, body)}`;
}

export type LinkCheck = { ok: true; subscriberId: string } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyLink(secret: string, purpose: LinkPurpose, token: unknown, now = Date.now()): LinkCheck {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' };
  const match = TOKEN.exec(token);
  if (!match || match[1] !== purpose[0]) return { ok: false, reason: 'invalid' };
  const [, initial, id, expires, signature] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(mac(secret, `${initial}.${id}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (Number(expires) !== 0 && Number(expires) * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, subscriberId: id };
}
