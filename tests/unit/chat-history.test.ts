import { siteChatConfig } from '@/lib/chat/site-config';
import { HISTORY_STORAGE_KEY, HISTORY_TTL_MS } from '@/lib/chat/constants';
import {
  clearChatHistory,
  loadChatHistory,
  newConversationId,
  saveChatHistory,
  type HistoryOptions,
} from '@/lib/chat/history';
import { createChat, reduce, type ChatState } from '@/lib/chat/machine';

class MemoryStorage implements NonNullable<HistoryOptions['storage']> {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
const conversationId = '0b6f7c3e-3f1e-4c4e-9d55-2c0d1c2f6a11';

function someConversation(): ChatState {
  let state = createChat().state;
  for (const text of ['hi', 'Grace Hopper', 'grace@navy.example']) state = reduce(state, { type: 'submit', text }, siteChatConfig).state;
  return state;
}

describe('chat history in localStorage', () => {
  it('round-trips the conversation under "chat_messages" with an expiry 24 h ahead', () => {
    const storage = new MemoryStorage();
    const state = someConversation();
    expect(saveChatHistory({ conversationId, state }, { storage, now: () => T0 })).toBe(true);

    const raw = JSON.parse(storage.getItem(HISTORY_STORAGE_KEY) ?? 'null');
    expect(raw).toMatchObject({ expiresAt: T0 + HISTORY_TTL_MS, conversationId, email: 'grace@navy.example' });
    expect(raw.messages).toHaveLength(state.messages.length);

    const loaded = loadChatHistory({ storage, now: () => T0 + 1000 });
    expect(loaded).toEqual({ conversationId, state });
  });

  it.each([
    ['one millisecond before expiry', HISTORY_TTL_MS - 1, true],
    ['exactly 24 h later', HISTORY_TTL_MS, false],
    ['two days later', 2 * HISTORY_TTL_MS, false],
  ])('%s: kept = %s', (_name, elapsed, kept) => {
    const storage = new MemoryStorage();
    saveChatHistory({ conversationId, state: someConversation() }, { storage, now: () => T0 });
    const loaded = loadChatHistory({ storage, now: () => T0 + elapsed });
    expect(loaded !== null).toBe(kept);
    // An expired entry is removed, not just ignored.
    expect(storage.items.has(HISTORY_STORAGE_KEY)).toBe(kept);
  });

  it('each save pushes the expiry forward', () => {
    const storage = new MemoryStorage();
    const state = someConversation();
    saveChatHistory({ conversationId, state }, { storage, now: () => T0 });
    saveChatHistory({ conversationId, state }, { storage, now: () => T0 + HISTORY_TTL_MS - 10 });
    expect(loadChatHistory({ storage, now: () => T0 + HISTORY_TTL_MS + 1000 })).not.toBeNull();
  });

  it.each([
    ['not JSON', '{"messages": ['],
    ['JSON null', 'null'],
    ['an array of messages without expiry', '[{"id":"m1","message":"hi","type":"user"}]'],
    ['no expiresAt', JSON.stringify({ version: 1, conversationId, messages: [], checker: null, started: false, nextId: 1 })],
    ['expiresAt as text', JSON.stringify({ version: 1, expiresAt: 'tomorrow', conversationId, messages: [], checker: null, started: false, nextId: 1 })],
    ['a message of an unknown type', JSON.stringify({ version: 1, expiresAt: T0 + 1, conversationId, messages: [{ id: 'm1', message: 'x', type: 'admin' }], checker: null, started: false, nextId: 2 })],
    ['an unknown checker', JSON.stringify({ version: 1, expiresAt: T0 + 1, conversationId, messages: [], checker: 'phone', started: false, nextId: 1 })],
    ['a future version', JSON.stringify({ version: 2, expiresAt: T0 + 1, conversationId, messages: [], checker: null, started: false, nextId: 1 })],
  ])('discards and removes a malformed entry: %s', (_name, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(HISTORY_STORAGE_KEY, raw);
    expect(loadChatHistory({ storage, now: () => T0 })).toBeNull();
    expect(storage.items.has(HISTORY_STORAGE_KEY)).toBe(false);
  });

  it('returns null when there is nothing stored or no storage at all', () => {
    expect(loadChatHistory({ storage: new MemoryStorage(), now: () => T0 })).toBeNull();
    expect(loadChatHistory({ storage: null })).toBeNull();
    expect(saveChatHistory({ conversationId, state: someConversation() }, { storage: null })).toBe(false);
  });

  it('survives storage that throws (blocked or full)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadChatHistory({ storage: broken })).toBeNull();
    expect(saveChatHistory({ conversationId, state: someConversation() }, { storage: broken })).toBe(false);
    expect(() => clearChatHistory({ storage: broken })).not.toThrow();
  });

  it('uses window.localStorage by default', () => {
    window.localStorage.clear();
    saveChatHistory({ conversationId, state: someConversation() });
    expect(window.localStorage.getItem('chat_messages')).not.toBeNull();
    expect(loadChatHistory()?.conversationId).toBe(conversationId);
    clearChatHistory();
    expect(window.localStorage.getItem('chat_messages')).toBeNull();
  });
});

describe('conversation id', () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('uses crypto.randomUUID when available', () => {
    expect(newConversationId({ randomUUID: () => conversationId, getRandomValues: <T,>(a: T) => a })).toBe(conversationId);
  });

  it('falls back to getRandomValues and still makes a v4 UUID', () => {
    const fake = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
      if (array instanceof Uint8Array) array.fill(0xff);
      return array;
    } };
    const id = newConversationId(fake);
    expect(id).toMatch(uuidV4);
  });

  it('makes distinct ids', () => {
    const fallbackOnly = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    const ids = new Set(Array.from({ length: 50 }, () => newConversationId(fallbackOnly)));
    expect(ids.size).toBe(50);
  });
});
