import { handleSubscribe } from '@/lib/contact/handlers';

export const runtime = 'nodejs';

/** Newsletter signup from the footer form: `{ email }`. */
export async function POST(request: Request): Promise<Response> {
  return handleSubscribe(request);
}
