/** The part of a fetch Response the site's forms read: the status and the body text. */
export type FakeResponse = { status: number; text: () => Promise<string> };

/** A response with `status` whose body is `body` as text (objects as JSON). */
export const answer = (status: number, body: unknown): FakeResponse => ({
  status,
  text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
});

export type FetchMock = jest.Mock<Promise<FakeResponse>, [string, RequestInit]>;

/** Puts a fresh jest mock in place of the global fetch (jsdom has none) and returns it. */
export function installFakeFetch(): FetchMock {
  const fetchMock: FetchMock = jest.fn();
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, writable: true, configurable: true });
  return fetchMock;
}

/** A fetch that never answers: it rejects only when its request is aborted, as a real one does. */
export const hangUntilAborted = (_url: string, init: RequestInit): Promise<FakeResponse> =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });
