import { handleSaveChat } from '@/lib/contact/handlers';
import { leadJsonResponse } from '@/lib/contact/http';

export const runtime = 'nodejs';

/**
 * The chatbot's transcript, sent again whenever it grows: `{ message, userEmail, conversationId? }`. Without
 * `conversationId`, one transcript is kept per email address and conversation (lib/contact/chat-session.ts).
 */
export async function POST(request: Request): Promise<Response> {
  return leadJsonResponse(await handleSaveChat(request));
}
