import { draftMode } from 'next/headers';
import { listingHref } from '@/lib/blog/rules';

/** GET /api/preview/exit: the bar's "exit" link ends draft mode for this browser and opens the blog. */
export async function GET(): Promise<Response> {
  (await draftMode()).disable();
  return new Response(null, { status: 303, headers: { Location: listingHref(1), 'Cache-Control': 'private, no-store' } });
}
