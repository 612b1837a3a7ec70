import {
  CHAT_STORE_FULL,
  CHAT_TOO_LONG,
  ENQUIRY_SUCCESS,
  SERVER_RESTARTING,
  STORE_UNAVAILABLE,
  SUBSCRIBE_SUCCESS,
  rateLimitedText,
} from '@/content/forms';

/**
 * What the lead handling made of one lead. The handlers return this; each door turns it into its own
 * answer: the JSON routes a response (`leadJsonResponse` in http.ts), the forms' server actions the state
 * their page re-renders with (components/forms/actions.ts). Both show the visitor `outcomeText`.
 */
export type LeadOutcome =
  | { kind: 'subscribed' }
  | { kind: 'enquiry-received' }
  | { kind: 'chat-saved' }
  /** The request itself was refused before any lead was read from it (the JSON routes' body checks). */
  | { kind: 'bad-request'; status: 400 | 413 | 415; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'rate-limited'; retryAfterSec: number }
  | { kind: 'chat-too-long' }
  | { kind: 'chat-store-full' }
  | { kind: 'store-unavailable' }
  /** During shutdown, once the store is closing: not saved, and the client may try again shortly. */
  | { kind: 'restarting' }
  /** The upstream refused a signup in its own words (spec 1 §7). */
  | { kind: 'upstream-refused'; status: number; message: string };

export function isSaved(outcome: LeadOutcome): boolean {
  return outcome.kind === 'subscribed' || outcome.kind === 'enquiry-received' || outcome.kind === 'chat-saved';
}

/** The words a visitor reads for an outcome (a saved chat has none of its own). */
export function outcomeText(outcome: LeadOutcome): string | undefined {
  switch (outcome.kind) {
    case 'subscribed':
      return SUBSCRIBE_SUCCESS;
    case 'enquiry-received':
      return ENQUIRY_SUCCESS;
    case 'chat-saved':
      return undefined;
    case 'bad-request':
    case 'invalid':
    case 'upstream-refused':
      return outcome.message;
    case 'rate-limited':
      return rateLimitedText(outcome.retryAfterSec);
    case 'chat-too-long':
      return CHAT_TOO_LONG;
    case 'chat-store-full':
      return CHAT_STORE_FULL;
    case 'store-unavailable':
      return STORE_UNAVAILABLE;
    case 'restarting':
      return SERVER_RESTARTING;
  }
}
