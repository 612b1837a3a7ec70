/** @jest-environment node */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import RedisCacheHandler, { cacheClient } from '@/lib/cache/redis-cache-handler.mjs';
import { scriptHashSource } from '@/lib/security/csp';
import { createPagePolicyResolver } from '@/lib/security/page-policy';

// Next.js's server cache in Redis (lib/cache/redis-cache-handler.mjs), as two instances of one build see
// it: what one stores the other serves, a tag one expires is expired for both, and the page policy of
// each (lib/security/page-policy.ts) follows the copy Redis holds. Against a real Redis only.

const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) console.log('Skipped the Redis cache handler tests: TEST_REDIS_URL is unset.');

const owner = (entry: string) => createHash('sha256').update(entry).digest('hex');
/** Next.js's documented key of a page's response: `/route-cache/APP_PAGE/<sha256 of its page entry>/$<path>`. */
const pageKey = (entry: string, name: string) => `/route-cache/APP_PAGE/${owner(entry)}/$${name}`;

/** A page entry as Next.js hands it to `set` (HTML, RSC payload, segment data, headers with its tags). */
const pageEntry = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`0:rsc of ${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
});

/** Resolves once `check` holds, polling every 10 ms, or fails after `ms`. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 1000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeRedis('Next.js cache in Redis shared by two instances (TEST_REDIS_URL)', () => {
  let distDir: string;
  let buildId: string;
  const previousUrl = process.env.REDIS_URL;

  beforeAll(() => {
    process.env.REDIS_URL = redisUrl;
  });
  afterAll(async () => {
    process.env.REDIS_URL = previousUrl;
    const admin = new Redis(redisUrl!);
    const keys = await admin.keys(`lumina:cache:test-*`);
    if (keys.length) await admin.del(...keys);
    await Promise.all([admin.quit(), cacheClient(redisUrl!).quit()]);
  });

  beforeEach(() => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'cache-dist-'));
    buildId = `test-${randomUUID()}`;
    mkdirSync(path.join(distDir, 'server'), { recursive: true });
    writeFileSync(path.join(distDir, 'BUILD_ID'), buildId);
    writeFileSync(path.join(distDir, 'routes-manifest.json'), JSON.stringify({ staticRoutes: [{ page: '/' }, { page: '/_not-found' }], dynamicRoutes: [] }));
    writeFileSync(
      path.join(distDir, 'server', 'app-paths-manifest.json'),
      JSON.stringify({ '/page': 'app/page.js', '/_not-found/page': 'app/_not-found/page.js' }),
    );
    writeFileSync(path.join(distDir, 'prerender-manifest.json'), JSON.stringify({ dynamicRoutes: {} }));
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  const instance = () => new RedisCacheHandler({ serverDistDir: path.join(distDir, 'server') });

  it('serves on one instance the page another stored, whole', async () => {
    const [a, b] = [instance(), instance()];
    const key = pageKey('/page', '/index');
    expect(await b.get(key, { kind: 'APP_PAGE' })).toBeNull();
    await a.set(key, pageEntry('<p>v1</p>', 'blog,blog:list'), { cacheControl: { revalidate: 300, expire: 600 } });
    const hit = await b.get(key, { kind: 'APP_PAGE' });
    expect(hit?.value).toEqual(pageEntry('<p>v1</p>', 'blog,blog:list'));
    expect(Buffer.isBuffer(hit?.value.rscData)).toBe(true);
    expect(hit?.value.segmentData).toBeInstanceOf(Map);
    expect(hit?.cacheControl).toEqual({ revalidate: 300, expire: 600 });
    expect(Date.now() - hit!.lastModified).toBeLessThan(5_000);
    // Read again: the copy held in memory, confirmed by Redis; a newer write replaces it.
    expect((await b.get(key, { kind: 'APP_PAGE' }))?.value.html).toBe('<p>v1</p>');
    await a.set(key, pageEntry('<p>v2</p>', 'blog,blog:list'), {});
    expect((await b.get(key, { kind: 'APP_PAGE' }))?.value.html).toBe('<p>v2</p>');
  });

  it("expires on every instance the entries of a tag one instance expired, and keeps what was written after", async () => {
    const [a, b] = [instance(), instance()];
    const listing = pageKey('/page', '/index');
    await a.set(listing, pageEntry('<p>list</p>', 'blog,blog:list'), {});
    await a.set('fetch-key', { kind: 'FETCH', data: { body: 'posts' }, revalidate: 300 }, { tags: ['blog:post:a'] });
    await b.revalidateTag(['blog:list'], { expire: 0 });
    expect(await a.get(listing, { kind: 'APP_PAGE' })).toBeNull();
    // A data read's tags are its own (ctx.tags), not in a header.
    expect(await a.get('fetch-key', { kind: 'FETCH', tags: ['blog:post:a'], softTags: [] })).not.toBeNull();
    await b.revalidateTag('blog:post:a');
    expect(await a.get('fetch-key', { kind: 'FETCH', tags: ['blog:post:a'], softTags: [] })).toBeNull();
    // The render that follows stores a copy that the expiry no longer touches.
    await a.set(listing, pageEntry('<p>list v2</p>', 'blog,blog:list'), {});
    expect((await b.get(listing, { kind: 'APP_PAGE' }))?.value.html).toBe('<p>list v2</p>');
  });

  it('answers a miss, not an error, when Redis is not there', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:9';
    try {
      const started = Date.now();
      await expect(instance().get('anything', { kind: 'APP_PAGE' })).resolves.toBeNull();
      expect(Date.now() - started).toBeLessThan(3_000);
      cacheClient('redis://127.0.0.1:9').disconnect();
    } finally {
      process.env.REDIS_URL = redisUrl;
    }
  });

  it("gives each instance's pages the hashes of the copy Redis holds, and follows another instance's writes and expiries", async () => {
    const [a, b] = [instance(), instance()];
    const policyB = createPagePolicyResolver({ distDir, redisUrl: redisUrl!, randomNonce: () => 'random' });
    try {
    const key = pageKey('/page', '/index');
    await a.set(pageKey('/_not-found/page', '/_not-found'), pageEntry('<script>notFound()</script>', ''), {});

    // Nothing stored yet: the page renders now, with a nonce.
    await policyB.ready('/');
    expect(policyB.resolve('/').nonce).toBe('random');

    // Stored by A: B reads it once the handler's announcement arrives (the absence it had read is void).
    await a.set(key, pageEntry('<script>one()</script>', 'blog,blog:list'), {});
    await eventually(async () => {
      await policyB.ready('/');
      return policyB.resolve('/').nonce === undefined;
    });
    expect(policyB.resolve('/')).toEqual({ scriptSources: [scriptHashSource('one()')], etag: expect.any(String) });

    // Instance A renders a new copy: B learns of it from the handler's announcement and reads it again.
    await a.set(key, pageEntry('<script>two()</script>', 'blog,blog:list'), {});
    await eventually(() => policyB.resolve('/').nonce !== undefined);
    await policyB.ready('/');
    expect(policyB.resolve('/').scriptSources).toEqual([scriptHashSource('two()'), scriptHashSource('one()')]);
    expect(policyB.resolve('/').scriptSources).toEqual(expect.arrayContaining(inlineOf(await b.get(key, { kind: 'APP_PAGE' }))));

    // A expires a tag of the page: B's next request renders it (a nonce), as B's handler has no copy to serve.
    await a.revalidateTag(['blog:list'], { expire: 0 });
    await eventually(() => policyB.resolve('/').nonce !== undefined);
    await policyB.ready('/');
    expect(policyB.resolve('/').nonce).toBe('random');
    expect(await b.get(key, { kind: 'APP_PAGE' })).toBeNull();
    } finally {
      policyB.close();
    }
  });
});

/** The hash sources of the inline scripts of a cached page's HTML. */
function inlineOf(entry: { value: { html?: unknown } } | null): string[] {
  const html = typeof entry?.value.html === 'string' ? entry.value.html : '';
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => scriptHashSource(match[1] ?? ''));
}
