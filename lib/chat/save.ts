import { SAVE_CHAT_PATH, SAVE_CHAT_TIMEOUT_MS } from './constants';
import type { ChatState } from './machine';
import type { TranscriptMessage } from './message';

/**
 * Sends the transcript to `POST /api/contact/save-chat` (spec 1 section 7). The server keeps one
 * row per conversation id and replaces it as the transcript grows, so each call sends everything.
 */

export type SaveChatPayload = {
  conversationId: string;
  /** The full list of chat messages so far. */
  message: TranscriptMessage[];
  userEmail: string;
  /** Path of the page the conversation happens on. */
  page: string;
};

export type SaveChatResult = { ok: true; status: number } | { ok: false; reason: string };

export type SaveChatOptions = {
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** The payload for a conversation, or null while there is no email to attach it to. */
export function toSaveChatPayload(state: ChatState, conversationId: string, page: string): SaveChatPayload | null {
  if (state.email === undefined) return null;
  return {
    conversationId,
    message: state.messages.map(({ id, message, type }) => ({ id, message, type })),
    userEmail: state.email,
    page,
  };
}

/** Never throws: a failure comes back as `{ ok: false, reason }` for the caller to log or report. */
export async function saveChatTranscript(payload: SaveChatPayload, options: SaveChatOptions = {}): Promise<SaveChatResult> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (typeof fetchImpl !== 'function') return { ok: false, reason: 'fetch is not available' };
  try {
    const response = await fetchImpl(SAVE_CHAT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: timeoutSignal(options.timeoutMs ?? SAVE_CHAT_TIMEOUT_MS),
    });
    if (response.status === 200 || response.status === 201) return { ok: true, status: response.status };
    return { ok: false, reason: `Server returned ${response.status}` };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
}
