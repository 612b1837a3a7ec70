import { createHash } from 'node:crypto';

/**
 * The conversation a transcript saved without a `conversationId` belongs to.
 *
 * A chat client re-sends its whole, growing list of messages on every save, so the list's first message
 * (its id) stays the same for the whole conversation. The server therefore names such a conversation
 * after the visitor's email address (normalised), the id of the first message and the UTC day of the
 * save: every save of one conversation lands on the same row, which the longer transcript replaces, while
 * a new conversation (a new first message id) or a new day starts a row of its own. A conversation that
 * runs past midnight UTC is kept whole in the second row, because that save carries every message.
 *
 * The id is a UUID (version 8, name-based on SHA-256), the same type as the ids clients send.
 */
export function sessionConversationId(email: string, firstMessageId: string, at: Date = new Date()): string {
  const day = at.toISOString().slice(0, 10);
  const bytes = createHash('sha256')
    .update(`lumina-chat-session\n${email.trim().normalize('NFC').toLowerCase()}\n${firstMessageId}\n${day}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80; // version 8: custom, name-based
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
