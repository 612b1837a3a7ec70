import * as z from './zod';
import { HISTORY_STORAGE_KEY, HISTORY_TTL_MS } from './constants';
import { chatStateSchema, type ChatState } from './machine';

/**
 * The conversation kept in localStorage under `chat_messages` (spec 1 sections 3 and 4, step 14):
 * `{ version, expiresAt, conversationId, messages, ...the rest of the chat state }`. Each save pushes
 * `expiresAt` to 24 hours later; an expired or unreadable entry is removed and ignored.
 */

export const storedChatSchema = z.extend(chatStateSchema, {
  version: z.literal(1),
  /** Milliseconds since the epoch after which the entry is discarded. */
  expiresAt: z.int().check(z.nonnegative()),
  /** Identifies the transcript on the server, which updates one row per conversation. */
  conversationId: z.string().check(z.minLength(8), z.maxLength(64)),
});
export type StoredChatRecord = z.infer<typeof storedChatSchema>;

export type StoredChat = { conversationId: string; state: ChatState };

export type HistoryOptions = {
  /** Defaults to `window.localStorage` when there is one and it can be used. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Milliseconds since the epoch; defaults to `Date.now`. */
  now?: () => number;
};

export function loadChatHistory(options: HistoryOptions = {}): StoredChat | null {
  const storage = resolveStorage(options);
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(HISTORY_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;

  const parsed = storedChatSchema.safeParse(parseJson(raw));
  const now = (options.now ?? Date.now)();
  if (!parsed.success || parsed.data.expiresAt <= now) {
    removeQuietly(storage);
    return null;
  }
  // Parsing with the state schema drops the storage-only fields.
  return { conversationId: parsed.data.conversationId, state: chatStateSchema.parse(parsed.data) };
}

/** Writes the conversation; false when storage is unavailable or full (the chat still works, unsaved). */
export function saveChatHistory(chat: StoredChat, options: HistoryOptions = {}): boolean {
  const storage = resolveStorage(options);
  if (!storage) return false;
  const record: StoredChatRecord = {
    version: 1,
    expiresAt: (options.now ?? Date.now)() + HISTORY_TTL_MS,
    conversationId: chat.conversationId,
    ...chat.state,
  };
  try {
    storage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

export function clearChatHistory(options: HistoryOptions = {}): void {
  const storage = resolveStorage(options);
  if (storage) removeQuietly(storage);
}

/** A random v4 UUID; falls back to getRandomValues where randomUUID is missing (pages served over plain http). */
export function newConversationId(cryptoImpl: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function resolveStorage(options: HistoryOptions): HistoryOptions['storage'] {
  if (options.storage !== undefined) return options.storage;
  try {
    // Reading `localStorage` itself throws when the browser blocks storage.
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function removeQuietly(storage: NonNullable<HistoryOptions['storage']>): void {
  try {
    storage.removeItem(HISTORY_STORAGE_KEY);
  } catch {
    // Storage that cannot be written cannot hold a stale entry either.
  }
}
