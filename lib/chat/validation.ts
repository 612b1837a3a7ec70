import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from './constants';

/**
 * Chat input rules (spec 1 section 5). Every check trims first.
 *
 * Names: letters of any script (a visitor called José, Zoë or 李雷 is a valid lead) and plain spaces;
 * digits, punctuation, tabs and line breaks inside the name are refused, as the spec allows
 * "only letters and spaces". Combining marks count as part of a letter (decomposed accents).
 */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u;

/**
 * Emails: the spec's simple pattern, something@something.something with no whitespace, no second "@"
 * and no control characters. The server must accept every address this accepts.
 */
const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/** hi, hello, hii or helo as the first word, any case ("Hi!", "hello there"). */
const GREETING_PATTERN = /^(?:hi|hii|hello|helo)(?![\p{L}\p{N}])/iu;

/** no, not or nahi as the first word, any case ("No", "not now", "nahi!"). */
const REFUSAL_PATTERN = /^(?:no|not|nahi)(?![\p{L}\p{N}])/iu;

export function isValidChatName(input: string): boolean {
  const name = input.trim();
  return name.length > 0 && name.length <= MAX_NAME_LENGTH && NAME_PATTERN.test(name);
}

/** The name as the bot repeats it: trimmed, runs of spaces collapsed. */
export function normalizeChatName(input: string): string {
  return input.trim().replace(/ {2,}/g, ' ');
}

export function isValidChatEmail(input: string): boolean {
  const email = input.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

export function isGreeting(input: string): boolean {
  return GREETING_PATTERN.test(input.trim());
}

export function isEmailRefusal(input: string): boolean {
  return REFUSAL_PATTERN.test(input.trim());
}
