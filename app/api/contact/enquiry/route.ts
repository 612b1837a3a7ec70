import { handleEnquiry } from '@/lib/contact/handlers';
import { leadJsonResponse } from '@/lib/contact/http';

export const runtime = 'nodejs';

/** The contact form on /engage: `{ name, email, phone?, service, message }`. */
export async function POST(request: Request): Promise<Response> {
  return leadJsonResponse(await handleEnquiry(request));
}
