import { handleSaveChat } from '@/lib/contact/handlers';

export const runtime = 'nodejs';

/**
 * The chatbot's transcript, sent again whenever it grows: `{ message, userEmail, conversationId? }`. Without
 * `conversationId`, one transcript is kept per email address and conversation (lib/contact/chat-session.ts).
 */
export async function POST(request: Request): Promise<Response> {
  return handleSaveChat(request);
}
