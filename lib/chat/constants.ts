/** Timings and limits of the chatbot (spec 1 section 9). */

/** The bot's first message appears this long after the widget starts. */
export const GREETING_DELAY_MS = 4000;
/** After a valid email, the services message waits this long. */
export const SERVICES_DELAY_MS = 4000;
/** Every bot message shows the typing indicator this long (plus its delay) before its text. */
export const LOADER_MS = 750;
/** A second bot message in a row waits this long so the two typing indicators do not overlap. */
export const FOLLOW_UP_DELAY_MS = 1000;
/** The portfolio message follows the services message by this much. */
export const PORTFOLIO_GAP_MS = 2000;
/** Project buttons the portfolio message offers: the first case studies of the showcase. */
export const CHAT_PROJECT_COUNT = 5;
/** The log scrolls to its end this long after it changes, once the new bubble has laid out. */
export const SCROLL_DELAY_MS = 100;

/** localStorage key of the stored conversation. */
export const HISTORY_STORAGE_KEY = 'chat_messages';
/** A stored conversation is discarded this long after its last change. */
export const HISTORY_TTL_MS = 24 * 60 * 60 * 1000;

/** Longest text a visitor can send in one message. */
export const MAX_INPUT_LENGTH = 500;
/** Longest accepted name (after trimming) and email address: the site's one validation module decides. */
export { CHAT_NAME_MAX_LENGTH as MAX_NAME_LENGTH, EMAIL_MAX_LENGTH as MAX_EMAIL_LENGTH } from '@/lib/contact/validation';
/** A conversation stops accepting input at this many messages, so a transcript stays within the server's bounds. */
export const MAX_CHAT_MESSAGES = 200;
/**
 * Most messages a transcript may hold, in the widget's history and in what the server accepts: the
 * visitor's cap plus room for the bot's replies to the last of them.
 */
export const MAX_TRANSCRIPT_MESSAGES = MAX_CHAT_MESSAGES + 10;
/** Longest text of one chat message (the bot's included). */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;

/** Where the transcript is sent. */
export const SAVE_CHAT_PATH = '/api/contact/save-chat';
/** A transcript save that takes longer than this counts as failed. */
export const SAVE_CHAT_TIMEOUT_MS = 15000;
