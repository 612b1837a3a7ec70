import { handleSubscribe } from '@/lib/contact/handlers';
import { leadJsonResponse } from '@/lib/contact/http';

export const runtime = 'nodejs';

/** Newsletter signup from the footer form: `{ email }`. */
export async function POST(request: Request): Promise<Response> {
  return leadJsonResponse(await handleSubscribe(request));
}
