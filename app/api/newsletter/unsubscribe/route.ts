import { handleUnsubscribe } from '@/lib/contact/newsletter';

export const runtime = 'nodejs';

/** The newsletter's unsubscribe form, and RFC 8058's one-click POST from a mail client (lib/contact/newsletter.ts). */
export async function POST(request: Request): Promise<Response> {
  return handleUnsubscribe(request);
}
