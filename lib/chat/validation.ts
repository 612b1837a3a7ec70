import { checkEmail, isValidChatName as isValidName } from '@/lib/contact/validation';

/**
 * Chat input rules (spec 1 section 5). Every check trims first. Names and email addresses follow the
 * site's one validation module (lib/contact/validation.ts), which the server's schemas use too, so an
 * address the chat thanks the visitor for is one the server keeps.
 */

/** hi, hello, hii or helo as the first word, any case ("Hi!", "hello there"). */
const GREETING_PATTERN = /^(?:hi|hii|hello|helo)(?![\p{L}\p{N}])/iu;

/** no, not or nahi as the first word, any case ("No", "not now", "nahi!"). */
const REFUSAL_PATTERN = /^(?:no|not|nahi)(?![\p{L}\p{N}])/iu;

/** Letters of any script and plain spaces, at most 60 characters. */
export function isValidChatName(input: string): boolean {
  return isValidName(input);
}

/** The name as the bot repeats it: trimmed, runs of spaces collapsed. */
export function normalizeChatName(input: string): string {
  return input.trim().replace(/ {2,}/g, ' ');
}

/** The chat sends the trimmed text, so surrounding whitespace (a pasted line break) is not held against it. */
export function isValidChatEmail(input: string): boolean {
  return checkEmail(input.trim()).ok;
}

export function isGreeting(input: string): boolean {
  return GREETING_PATTERN.test(input.trim());
}

export function isEmailRefusal(input: string): boolean {
  return REFUSAL_PATTERN.test(input.trim());
}
