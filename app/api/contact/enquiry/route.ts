import { handleEnquiry } from '@/lib/contact/handlers';

export const runtime = 'nodejs';

/** The contact form on /engage: `{ name, email, phone?, service, message }`. */
export async function POST(request: Request): Promise<Response> {
  return handleEnquiry(request);
}
