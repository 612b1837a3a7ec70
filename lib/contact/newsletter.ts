import { z } from 'zod';
import { getConfig } from '@/lib/config';
import { errorResponse } from './http';
import { verifyLink, type LinkPurpose } from './links';
import { getLeadRelay } from './relay';
import { getLeadStore } from './store';
import { STORE_UNAVAILABLE } from '@/content/forms';

/**
 * The newsletter's confirmation and unsubscribe requests. A page's form posts its token here
 * (application/x-www-form-urlencoded) and is sent on to the page that says it is done; a mail client's
 * RFC 8058 one-click POST (`List-Unsubscribe=One-Click`, the token in the query) gets a short 200.
 */

const MAX_FORM_BYTES = 2048;
const formSchema = z.object({
  token: z.string().max(200).optional(),
  'List-Unsubscribe': z.literal('One-Click').optional(),
});

async function readForm(request: Request): Promise<z.infer<typeof formSchema> | null> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_FORM_BYTES) return null;
  const text = await request.text();
  if (text.length > MAX_FORM_BYTES) return null;
  const parsed = formSchema.safeParse(Object.fromEntries(new URLSearchParams(text)));
  return parsed.success ? parsed.data : null;
}

/** A relative Location: right behind any proxy, whatever host the request names. */
function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}

async function handle(request: Request, purpose: LinkPurpose): Promise<Response> {
  const secret = getConfig().linkSecret;
  if (!secret) return errorResponse(404, 'The newsletter is not confirmed by email on this site.');
  const form = await readForm(request);
  if (!form) return errorResponse(400, 'Please send the form as application/x-www-form-urlencoded, with its token.');
  const token = form.token ?? new URL(request.url).searchParams.get('token') ?? '';
  const oneClick = purpose === 'unsubscribe' && form['List-Unsubscribe'] === 'One-Click';
  const checked = verifyLink(secret, purpose, token);
  const page = purpose === 'confirm' ? '/newsletter/confirm' : '/newsletter/unsubscribe';
  if (!checked.ok) {
    if (oneClick) return errorResponse(400, 'This unsubscribe link is not valid.');
    return seeOther(`${page}?token=${encodeURIComponent(token.slice(0, 200))}`);
  }
  let store;
  try {
    store = await getLeadStore();
  } catch {
    return errorResponse(503, STORE_UNAVAILABLE, { 'Retry-After': '30' });
  }
  if (purpose === 'confirm') {
    const relay = getLeadRelay();
    const outcome = await store.confirmSubscriber(checked.subscriberId, { forward: relay?.channels.includes('upstream') ?? false });
    relay?.kick();
    if (outcome === 'unknown') return seeOther(`${page}?token=invalid`);
    return seeOther('/newsletter/confirmed');
  }
  const outcome = await store.unsubscribe(checked.subscriberId);
  if (oneClick) {
    return new Response(outcome === 'unknown' ? 'Not subscribed.' : 'Unsubscribed.', {
      status: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return seeOther('/newsletter/unsubscribed');
}

export const handleConfirm = (request: Request) => handle(request, 'confirm');
export const handleUnsubscribe = (request: Request) => handle(request, 'unsubscribe');

/** What a page shows for the token in its address: the form, or that the link does not work. */
export function linkIsValid(purpose: LinkPurpose, token: unknown): token is string {
  const secret = getConfig().linkSecret;
  return Boolean(secret) && verifyLink(secret!, purpose, token).ok;
}
