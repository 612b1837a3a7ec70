import { handleSaveChat } from '@/lib/contact/handlers';

export const runtime = 'nodejs';

/** The chatbot's transcript, sent again whenever it grows: `{ conversationId, message, userEmail }`. */
export async function POST(request: Request): Promise<Response> {
  return handleSaveChat(request);
}
