/**
 * The one set of rules for names and email addresses: the footer and contact forms, the chatbot and the
 * server schemas all call these, so no client accepts what the server refuses and a visitor sees the same
 * text everywhere. Plain functions without zod: this module ships in the footer's and the chat's bundles.
 */

export const EMAIL_REQUIRED = 'Please provide an email.';
export const EMAIL_INVALID = 'Please provide a valid email address.';
export const EMAIL_INVISIBLE = 'Please type the email address again: it contains invisible or text-direction characters.';

export const NAME_REQUIRED = 'Please provide your name.';
export const NAME_INVALID = 'Please enter a valid name.';
export const NAME_TOO_LONG = 'Please keep your name under 100 characters.';
export const PHONE_INVALID = 'Please provide a valid phone number, or leave it empty.';
export const SERVICE_REQUIRED = 'Please choose the service you are interested in.';
export const MESSAGE_REQUIRED = 'Please tell us a little about your project.';
export const MESSAGE_TOO_LONG = 'Please keep your message under 5,000 characters.';

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 30;
export const MESSAGE_MAX_LENGTH = 5000;

/** The six services a visitor can ask about (spec 1 §9). */
export const SERVICE_OPTIONS = [
  'Web Development',
  'SEO Marketing',
  'Digital Marketing',
  'Business Consulting',
  'IT Services',
  'Finance Services',
] as const;
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

export type FieldCheck<T> = { ok: true; value: T } | { ok: false; error: string };

// One "@", no whitespace anywhere, and a domain made of dot-separated labels (so `a@b` is rejected).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
// Control characters (CR/LF included) never belong in a single-line field: they enable header
// injection, and PostgreSQL refuses NUL in text and jsonb.
const CONTROL_CHARS = /\p{Cc}/u;
// Zero-width, bidi and other format characters: invisible in an address, they would make two spellings of
// one address (or hide a different one) in the store, the rate limits and the operator's terminal.
const FORMAT_CHARS = /[\p{Cf}\u2028\u2029]/u;
const CONTROL_CHARS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Drops control characters a person cannot type, keeping line breaks and tabs of multi-line text. */
export function stripControlChars(text: string): string {
  return text.replace(CONTROL_CHARS_BUT_LINES, '');
}
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .,'’-]*$/u;
const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;

/**
 * Trims, then applies spec 1 §5. A line break or other control character anywhere (even a trailing
 * one that trimming would remove) is rejected, because a browser's email input never produces one.
 */
export function checkEmail(input: unknown): FieldCheck<string> {
  if (input === undefined || input === null) return { ok: false, error: EMAIL_REQUIRED };
  if (typeof input !== 'string') return { ok: false, error: EMAIL_INVALID };
  if (CONTROL_CHARS.test(input)) return { ok: false, error: EMAIL_INVALID };
  if (FORMAT_CHARS.test(input)) return { ok: false, error: EMAIL_INVISIBLE };
  // One spelling per address: a composed "é" and "e" plus a combining accent are the same letter.
  const email = input.trim().normalize('NFC');
  if (email === '') return { ok: false, error: EMAIL_REQUIRED };
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return { ok: false, error: EMAIL_INVALID };
  return { ok: true, value: email };
}

/** The form of an address the store keeps, deduplicates and rate-limits on. */
export function normaliseEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

export function checkName(input: unknown): FieldCheck<string> {
  if (typeof input !== 'string') return { ok: false, error: NAME_REQUIRED };
  const name = input.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, error: NAME_REQUIRED };
  if (name.length > NAME_MAX_LENGTH) return { ok: false, error: NAME_TOO_LONG };
  if (!NAME_PATTERN.test(name)) return { ok: false, error: NAME_INVALID };
  return { ok: true, value: name };
}

/** Longest name the chatbot accepts (after trimming). */
export const CHAT_NAME_MAX_LENGTH = 60;
// The chatbot asks for "only letters and spaces": letters of any script (José, Zoë, 李雷), combining marks
// as part of a letter, single words separated by plain spaces. Every such name also passes checkName.
const CHAT_NAME_PATTERN = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u;

/** The chatbot's name rule, stricter than the contact form's: no digits, punctuation, tabs or line breaks. */
export function isValidChatName(input: string): boolean {
  const name = input.trim();
  return name.length > 0 && name.length <= CHAT_NAME_MAX_LENGTH && CHAT_NAME_PATTERN.test(name);
}

/** Optional: empty means "no phone"; otherwise digits with the usual separators, 7 to 15 digits. */
export function checkPhone(input: unknown): FieldCheck<string | undefined> {
  if (input === undefined || input === null) return { ok: true, value: undefined };
  if (typeof input !== 'string') return { ok: false, error: PHONE_INVALID };
  const phone = input.trim();
  if (phone === '') return { ok: true, value: undefined };
  const digits = phone.replace(/\D/g, '').length;
  if (phone.length > PHONE_MAX_LENGTH || !PHONE_PATTERN.test(phone) || digits < 7 || digits > 15) {
    return { ok: false, error: PHONE_INVALID };
  }
  return { ok: true, value: phone };
}

export function checkService(input: unknown): FieldCheck<ServiceOption> {
  const match = SERVICE_OPTIONS.find((service) => service === input);
  return match ? { ok: true, value: match } : { ok: false, error: SERVICE_REQUIRED };
}

export function checkMessage(input: unknown): FieldCheck<string> {
  if (typeof input !== 'string') return { ok: false, error: MESSAGE_REQUIRED };
  const message = stripControlChars(input).trim();
  if (message === '') return { ok: false, error: MESSAGE_REQUIRED };
  if (message.length > MESSAGE_MAX_LENGTH) return { ok: false, error: MESSAGE_TOO_LONG };
  return { ok: true, value: message };
}

export type EnquiryFields = {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
};
export type EnquiryFieldErrors = Partial<Record<keyof EnquiryFields, string>>;

/** Every error of the contact form at once, so each field can show its own. */
export function checkEnquiryFields(fields: EnquiryFields): EnquiryFieldErrors {
  const errors: EnquiryFieldErrors = {};
  const name = checkName(fields.name);
  const email = checkEmail(fields.email);
  const phone = checkPhone(fields.phone);
  const service = checkService(fields.service);
  const message = checkMessage(fields.message);
  if (!name.ok) errors.name = name.error;
  if (!email.ok) errors.email = email.error;
  if (!phone.ok) errors.phone = phone.error;
  if (!service.ok) errors.service = service.error;
  if (!message.ok) errors.message = message.error;
  return errors;
}
