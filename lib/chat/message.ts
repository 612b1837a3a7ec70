import * as z from './zod';
import { stripControlChars } from '@/lib/contact/validation';
import { MAX_CHAT_MESSAGE_LENGTH } from './constants';

/**
 * A chat message as the widget keeps it and `POST /api/contact/save-chat` receives it (spec 1 §3: id,
 * text, type). One schema for both: the widget's stored history (lib/chat/machine.ts) and the server's
 * transcript check (lib/contact/schemas.ts). zod/mini, since the widget parses it in the browser.
 */
export const transcriptMessageSchema = z.object(
  {
    // Another client may number its messages; both forms are kept as text.
    id: z.pipe(
      z.union([z.string().check(z.minLength(1), z.maxLength(100)), z.int()], { error: 'Each chat message needs an id.' }),
      z.transform((id) => stripControlChars(String(id))),
    ),
    message: z.pipe(
      z
        .string({ error: 'Each chat message needs its text.' })
        .check(z.maxLength(MAX_CHAT_MESSAGE_LENGTH, `Each chat message must be at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`)),
      z.transform(stripControlChars),
    ),
    type: z.enum(['bot', 'user', 'custom'], { error: 'Each chat message must be from "bot", "user" or "custom".' }),
  },
  { error: 'Each chat message must be an object.' },
);
/** What a transcript holds of each message (the widget's display flags are dropped). */
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;
