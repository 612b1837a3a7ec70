import { z } from 'zod';
import { MAX_CHAT_MESSAGE_LENGTH, MAX_TRANSCRIPT_MESSAGES } from '@/lib/chat/constants';
import { transcriptMessageSchema, type TranscriptMessage } from '@/lib/chat/message';
import {
  checkEmail,
  checkMessage,
  checkName,
  checkPhone,
  checkService,
  normaliseEmail,
  stripControlChars,
  type FieldCheck,
} from './validation';

/** Limits of a chat transcript, the widget's own (lib/chat/constants.ts). */
export { MAX_CHAT_MESSAGE_LENGTH, MAX_TRANSCRIPT_MESSAGES };
export const MAX_PAGE_LENGTH = 512;
export const MAX_REFERRER_LENGTH = 1024;

/** Runs one of the shared field checks as a zod transform, keeping its exact message. */
function fromCheck<T>(check: (input: unknown) => FieldCheck<T>) {
  return z.unknown().transform((input, ctx): T => {
    const result = check(input);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.value;
  });
}

const emailField = fromCheck(checkEmail).transform(normaliseEmail);

// The honeypot is read, never stored: any non-empty value marks the request as a bot's.
const honeypotField = z.string().max(1000).optional();

const pageField = z
  .string({ error: 'The page must be a path.' })
  .max(MAX_PAGE_LENGTH, 'The page path is too long.')
  .transform(stripControlChars)
  .optional();
const referrerField = z
  .string({ error: 'The referrer must be a URL.' })
  .max(MAX_REFERRER_LENGTH, 'The referrer is too long.')
  .transform(stripControlChars)
  .optional();

/** Top-level objects reject unknown keys (including `__proto__`) with a message naming the key. */
function strictBody<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Unexpected field "${issue.keys[0] ?? ''}".`;
      if (issue.code === 'invalid_type') return 'The request body must be a JSON object.';
      return undefined;
    },
  });
}

export const subscribeSchema = strictBody({
  email: emailField,
  website: honeypotField,
  page: pageField,
  referrer: referrerField,
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export type ChatMessage = TranscriptMessage;

const transcriptField = z.preprocess(
  // Checked before the items so a flood is refused without validating every entry.
  (value, ctx) => {
    if (Array.isArray(value) && value.length > MAX_TRANSCRIPT_MESSAGES) {
      ctx.addIssue({
        code: 'custom',
        message: `The conversation is too long to save (at most ${MAX_TRANSCRIPT_MESSAGES} messages).`,
      });
      return z.NEVER;
    }
    return value;
  },
  z
    .array(transcriptMessageSchema, { error: 'Please provide the chat messages as a list.' })
    .min(1, 'Please provide at least one chat message.'),
);

export const saveChatSchema = strictBody({
  // Optional: the spec's body is `{ message, userEmail }`; without an id the server names the conversation.
  conversationId: z.uuid({ error: 'Please provide a valid conversation id.' }).optional(),
  message: transcriptField,
  userEmail: emailField,
  page: pageField,
  referrer: referrerField,
});
export type SaveChatInput = z.infer<typeof saveChatSchema>;

export const enquirySchema = strictBody({
  name: fromCheck(checkName),
  email: emailField,
  phone: fromCheck(checkPhone).optional(),
  service: fromCheck(checkService),
  message: fromCheck(checkMessage),
  website: honeypotField,
  page: pageField,
  referrer: referrerField,
});
export type EnquiryInput = z.infer<typeof enquirySchema>;

/** The first issue's message: the one a visitor or API client needs to fix first. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}

/** True when a bot filled the field that people never see. */
export function isHoneypotFilled(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}
