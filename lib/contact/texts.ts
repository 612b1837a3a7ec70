/** Visitor-facing texts of the lead forms (spec 1 §8 and the contact-form decision). Client-safe. */
export const SUBSCRIBE_SUCCESS = 'Thank you for subscribing!';
export const ENQUIRY_SUCCESS =
  'Thank you! Your message has been received. We will get back to you within one business day.';
export const NO_RESPONSE = 'No response from server. Please try again later.';
export const STORE_UNAVAILABLE =
  'We could not save your details just now. Please try again in a few minutes.';
/** A lead that reaches a server while it shuts down (a restart or a deployment): not saved. */
export const SERVER_RESTARTING = 'The site is restarting and could not save your details. Please try again in a moment.';

/** Browser-side time-out of a form submission (spec 1 §9). */
export const SUBMIT_TIMEOUT_MS = 15_000;
/** A chat transcript past its size cap. */
export const CHAT_TOO_LONG = 'This conversation is too long to save. Please email us instead.';
/** The lead store has taken as many chat transcripts as it is configured to hold. */
export const CHAT_STORE_FULL = 'We cannot save more conversations just now. Please email us or use the contact form instead.';
/** A lead refused by the rate limits. */
export function rateLimitedText(retryAfterSec: number): string {
  return `Too many requests. Please try again in ${retryAfterSec} seconds.`;
}
