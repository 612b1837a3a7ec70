/**
 * What a visitor reads when a form is sent: the lead forms' outcomes (spec 1 §8 and the contact-form
 * decision) and the refusals of a form post the site cannot take. Client-safe: the forms' islands import it.
 */

export const SUBSCRIBE_SUCCESS = 'Thank you for subscribing!';
export const ENQUIRY_SUCCESS =
  'Thank you! Your message has been received. We will get back to you within one business day.';
export const NO_RESPONSE = 'No response from server. Please try again later.';
/** A failure with no text of its own: the server's status (spec 1 §8). */
export function serverReturnedText(status: number): string {
  return `Server returned ${status}`;
}
/** A request that failed before any answer, other than a time-out or a lost connection (spec 1 §8). */
export function requestErrorText(detail: string): string {
  return `Request error: ${detail}`;
}
/** An answer that is neither a success nor an error the visitor can read (spec 1 §8). */
export function unexpectedResponseText(status: number): string {
  return `Unexpected response (status ${status})`;
}
export const STORE_UNAVAILABLE =
  'We could not save your details just now. Please try again in a few minutes.';
/** A lead that reaches a server while it shuts down (a restart or a deployment): not saved. */
export const SERVER_RESTARTING = 'The site is restarting and could not save your details. Please try again in a moment.';

/** A chat transcript past its size cap. */
export const CHAT_TOO_LONG = 'This conversation is too long to save. Please email us instead.';
/** The lead store has taken as many chat transcripts as it is configured to hold. */
export const CHAT_STORE_FULL = 'We cannot save more conversations just now. Please email us or use the contact form instead.';
/** A lead refused by the rate limits. */
export function rateLimitedText(retryAfterSec: number): string {
  return `Too many requests. Please try again in ${retryAfterSec} seconds.`;
}

/** A form post from another origin (lib/security/action-guard.ts). */
export const FOREIGN_ORIGIN_TEXT = 'This form can only be sent from the site itself.';
/** A form post over the size the site takes. */
export function actionTooLargeText(limitKb: number): string {
  return `The form is too large to send (at most ${limitKb} KB).`;
}
/** A chunked form post, whose size is unknown until it has all arrived. */
export const ACTION_LENGTH_REQUIRED_TEXT = 'A form must be sent with its length (Content-Length).';

/** The contact form's labels and buttons. */
export const contactFormLabels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  optional: '(optional)',
  service: 'Service of interest',
  chooseService: 'Choose a service',
  message: 'Message',
  privacyBefore: 'We use your details only to answer you. See our',
  privacyLink: 'Privacy Policy',
  send: 'Send message',
  sending: 'Sending...',
  /** The hidden field only bots fill in. */
  honeypot: 'Website',
} as const;

/** The footer's newsletter form. */
export const newsletterFormLabels = {
  email: 'Email address',
  placeholder: 'you@company.com',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  hint: 'One email a month. No spam, unsubscribe anytime.',
  privacyLink: 'Privacy Policy',
} as const;
