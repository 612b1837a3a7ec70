/** @jest-environment node */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import {
  createLeadRateLimiter,
  tooManyRequests,
  type LeadLimits,
  type LeadRateLimiter,
} from '@/lib/contact/rate-limit';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const tight: LeadLimits = {
  subscribe: { perIp: { points: 3, durationSec: 60 }, perEmail: { points: 2, durationSec: 3600 } },
  chat: { perIp: { points: 5, durationSec: 60 }, perEmail: { points: 50, durationSec: 3600 } },
  enquiry: { perIp: { points: 1, durationSec: 600 }, perEmail: { points: 1, durationSec: 3600 } },
};

describe('tooManyRequests', () => {
  it('says how long to wait, in words and in Retry-After', async () => {
    const response = tooManyRequests(42);
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('42');
    expect(await response.json()).toEqual({ error: 'Too many requests. Please try again in 42 seconds.' });
  });
});

type Backend = { name: string; make: (prefix: string) => LeadRateLimiter };
const backends: Backend[] = [
  { name: 'memory', make: () => createLeadRateLimiter({ limits: tight }) },
  ...(redisUrl
    ? [{ name: 'Redis', make: (prefix: string) => createLeadRateLimiter({ limits: tight, redisUrl, keyPrefix: prefix }) }]
    : []),
];

describe.each(backends)('limits on $name', ({ name, make }) => {
  const opened: LeadRateLimiter[] = [];
  let prefix = '';
  const limiter = async () => {
    const created = make(prefix);
    opened.push(created);
    // Until Redis has connected, counts stay in memory; these tests are about the shared counts.
    for (let i = 0; i < 100 && name === 'Redis' && !created.isShared(); i += 1) await sleep(10);
    if (name === 'Redis') expect(created.isShared()).toBe(true);
    return created;
  };

  beforeEach(() => {
    prefix = `lumina-test:${randomUUID()}`;
  });

  afterAll(async () => {
    for (const item of opened) await item.close();
  });

  it('reports its backend', async () => {
    expect((await limiter()).backend).toBe(name === 'memory' ? 'memory' : 'redis');
  });

  it('allows the configured number per address, then asks to wait', async () => {
    const rl = await limiter();
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await rl.check('subscribe', { ip: '203.0.113.7', email: `n${i}@example.com` }));
    expect(results.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(results[3]).toMatchObject({ allowed: false });
    const blocked = results[3];
    if (blocked && !blocked.allowed) {
      expect(blocked.retryAfterSec).toBeGreaterThanOrEqual(1);
      expect(blocked.retryAfterSec).toBeLessThanOrEqual(60);
    }
    // Another address is not affected.
    expect(await rl.check('subscribe', { ip: '198.51.100.1', email: 'other@example.com' })).toEqual({ allowed: true });
  });

  it('limits one email address across addresses', async () => {
    const rl = await limiter();
    const email = 'same@example.com';
    expect(await rl.check('subscribe', { ip: '192.0.2.1', email })).toEqual({ allowed: true });
    expect(await rl.check('subscribe', { ip: '192.0.2.2', email })).toEqual({ allowed: true });
    expect(await rl.check('subscribe', { ip: '192.0.2.3', email })).toMatchObject({ allowed: false });
  });

  it('keeps each action separate', async () => {
    const rl = await limiter();
    expect(await rl.check('enquiry', { ip: '192.0.2.9', email: 'a@example.com' })).toEqual({ allowed: true });
    expect(await rl.check('enquiry', { ip: '192.0.2.9', email: 'b@example.com' })).toMatchObject({ allowed: false });
    expect(await rl.check('chat', { ip: '192.0.2.9', email: 'a@example.com' })).toEqual({ allowed: true });
  });

  if (name === 'Redis') {
    it('shares counts between app instances', async () => {
      const first = await limiter();
      const second = await limiter();
      expect(await first.check('enquiry', { ip: '192.0.2.50' })).toEqual({ allowed: true });
      expect(await second.check('enquiry', { ip: '192.0.2.50' })).toMatchObject({ allowed: false });
    });
  }
});

describe('an unreachable Redis', () => {
  it('falls back to memory limits with a warning instead of failing requests', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Nothing listens on port 9 of loopback.
    const rl = createLeadRateLimiter({ limits: tight, redisUrl: 'redis://127.0.0.1:9', connectTimeoutMs: 200 });
    try {
      expect(rl.backend).toBe('redis');
      expect(rl.isShared()).toBe(false);
      const results = [];
      for (let i = 0; i < 4; i += 1) results.push(await rl.check('subscribe', { ip: '203.0.113.99' }));
      expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
      for (let i = 0; i < 50 && warn.mock.calls.length === 0; i += 1) await sleep(20);
      expect(warn.mock.calls.flat().join(' ')).toMatch(/Redis at REDIS_URL is unreachable/);
    } finally {
      await rl.close();
      warn.mockRestore();
    }
  });
});

describe('the timers of the memory limits', () => {
  it("keep none of the calling request's async context alive", async () => {
    // A window's timer lives as long as the window (an hour per email); created inside a request it
    // would keep that request's AsyncLocalStorage state (Next.js's request store) for as long.
    const request = new AsyncLocalStorage<{ request: string }>();
    const rl = createLeadRateLimiter({ limits: tight });
    const seen: unknown[] = [];
    const original = global.setTimeout;
    const spy = jest.spyOn(global, 'setTimeout').mockImplementation(((...args: Parameters<typeof setTimeout>) => {
      seen.push(request.getStore());
      return original(...args);
    }) as typeof setTimeout);
    try {
      const decision = await request.run({ request: 'POST /api/contact/subscribe' }, async () => {
        const result = await rl.check('subscribe', { ip: '198.51.100.7', email: 'timer@example.com' });
        expect(request.getStore()).toEqual({ request: 'POST /api/contact/subscribe' });
        return result;
      });
      expect(decision).toEqual({ allowed: true });
      // One window per address and one per email were opened, neither inside the request's context.
      expect(seen).toEqual([undefined, undefined]);
    } finally {
      spy.mockRestore();
      await rl.close();
    }
  });
});
