/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import {
  createMemoryReplayGuard,
  createRedisReplayGuard,
  isFresh,
  revalidationSchema,
  signBody,
  tagsFor,
  verifySignature,
} from '@/lib/blog/revalidate';

const secret = 'k'.repeat(40);
const bytes = (text: string) => new TextEncoder().encode(text);
const redisUrl = process.env.TEST_REDIS_URL;

describe('the signature of a revalidation call', () => {
  const body = '{"type":"everything","timestamp":1764240000}';
  it.each([
    ['the HMAC-SHA256 of the body', signBody(secret, body), true],
    ['the same in capitals', signBody(secret, body).replace(/[a-f]/g, (c) => c.toUpperCase()).replace('SHA256', 'sha256'), true],
    ['the HMAC of another body', signBody(secret, `${body} `), false],
    ['the HMAC under another secret', signBody('x'.repeat(40), body), false],
    ['a bare hex digest', signBody(secret, body).slice('sha256='.length), false],
    ['a truncated digest', signBody(secret, body).slice(0, 40), false],
    ['nothing', null, false],
  ])('%s -> %s', (_name, header, valid) => {
    expect(verifySignature(secret, bytes(body), header)).toBe(valid);
  });
});

describe('the timestamp window', () => {
  const now = 1_764_240_000_000;
  it.each([
    [0, true],
    [300, true],
    [-300, true],
    [301, false],
    [-301, false],
  ])('%i s away -> %s', (offset, fresh) => {
    expect(isFresh(now / 1000 + offset, now)).toBe(fresh);
  });
});

describe('what a call may name', () => {
  it.each([
    [{ type: 'post', slug: 'my-post', timestamp: 1 }, true],
    [{ type: 'post', slug: 'my-post', categories: ['web-design'], timestamp: 1 }, true],
    [{ type: 'category', slug: 'web-design', timestamp: 1 }, true],
    [{ type: 'everything', timestamp: 1 }, true],
    [{ type: 'everything', timestamp: 1, id: '9b1d-4e2a:7' }, true],
    [{ type: 'everything', timestamp: 1, id: 'a b' }, false],
    [{ type: 'post', slug: '../etc', timestamp: 1 }, false],
    [{ type: 'post', slug: 'my-post' }, false],
    [{ type: 'post', slug: 'my-post', timestamp: 1.5 }, false],
    [{ type: 'category', slug: 'fetchblog', timestamp: 1 }, false],
    [{ type: 'everything', timestamp: 1, extra: true }, false],
    [{ type: 'page', timestamp: 1 }, false],
  ])('%j -> %s', (body, valid) => {
    expect(revalidationSchema.safeParse(body).success).toBe(valid);
  });
});

describe('the tags a call refreshes', () => {
  it('a post: its routes, every list and its categories, old and new', () => {
    expect(tagsFor({ type: 'post', slug: 'my-post', categories: ['seo'], timestamp: 1 }, 'web-design')).toEqual([
      'blog:post:my-post',
      'blog:list',
      'blog:category:seo',
      'blog:category:web-design',
    ]);
    expect(tagsFor({ type: 'post', slug: 'my-post', timestamp: 1 })).toEqual(['blog:post:my-post', 'blog:list']);
  });
  it('a category: its pages and the category lists; everything: every read', () => {
    expect(tagsFor({ type: 'category', slug: 'Web-Design', timestamp: 1 })).toEqual(['blog:category:web-design', 'blog:categories']);
    expect(tagsFor({ type: 'everything', timestamp: 1 })).toEqual(['blog']);
  });
});

describe('replayed signatures', () => {
  it('are refused by the process that saw them, for ten minutes', async () => {
    const guard = createMemoryReplayGuard();
    const now = Date.now();
    expect(await guard.firstUse('sha256=aa', now)).toBe(true);
    expect(await guard.firstUse('sha256=aa', now + 1000)).toBe(false);
    expect(await guard.firstUse('sha256=bb', now + 1000)).toBe(true);
    expect(await guard.firstUse('sha256=aa', now + 601_000)).toBe(true);
  });

  (redisUrl ? it : it.skip)('are refused by every instance sharing Redis (TEST_REDIS_URL)', async () => {
    const prefix = `test:revalidate:${randomUUID()}:`;
    const [one, two] = [createRedisReplayGuard(redisUrl!, prefix), createRedisReplayGuard(redisUrl!, prefix)];
    try {
      expect(await one.firstUse('sha256=cc', Date.now())).toBe(true);
      expect(await two.firstUse('sha256=cc', Date.now())).toBe(false);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
  if (!redisUrl) console.log('Skipped the Redis replay test: TEST_REDIS_URL is unset.');
});
