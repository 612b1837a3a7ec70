import { handleConfirm } from '@/lib/contact/newsletter';

export const runtime = 'nodejs';

/** The newsletter's confirm form (lib/contact/newsletter.ts). */
export async function POST(request: Request): Promise<Response> {
  return handleConfirm(request);
}
