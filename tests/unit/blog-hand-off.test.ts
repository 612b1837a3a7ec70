/** @jest-environment node */
// One read of the upstream per request for an uncached article: the proxy's check of missing pages reads
// the post and the page render that follows takes that copy (lib/blog/hand-off.ts). The proxy and the
// pages are separate bundles, each with its own copy of lib/blog; two isolated module registries stand
// for them here, against the fake upstream of the e2e suite.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HAND_OFF_MS, handOff, takeHandOff } from '@/lib/blog/hand-off';
import { startFakeUpstream } from '../fixtures/fake-upstream.mjs';

const mockConfig: { upstreamApiHost: string | undefined } = { upstreamApiHost: undefined };
jest.mock('@/lib/config', () => ({ getConfig: () => ({ siteUrl: 'http://localhost:3000', imageHost: undefined, ...mockConfig }) }));

type Blog = typeof import('@/lib/blog');
type MissingPages = typeof import('@/lib/blog/missing-pages');

/** A fresh copy of lib/blog and the proxy's check, as a bundle of its own has. */
function bundle(): { blog: Blog; missingPages: MissingPages } {
  let loaded: { blog: Blog; missingPages: MissingPages } | undefined;
  jest.isolateModules(() => {
    loaded = { blog: jest.requireActual('@/lib/blog'), missingPages: jest.requireActual('@/lib/blog/missing-pages') };
  });
  return loaded!;
}

let server: Server;
let upstream: string;

async function readsOf(slug: string): Promise<number> {
  const answer = await fetch(`${upstream}/__reads?path=${encodeURIComponent(`/api/blog/individualBlog/${slug}`)}`);
  return ((await answer.json()) as { reads: number }).reads;
}

beforeAll(async () => {
  server = (await startFakeUpstream(0)) as Server;
  upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  mockConfig.upstreamApiHost = upstream;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('one upstream read per uncached article', () => {
  it('the page renders the post the proxy’s check read, from another copy of the modules', async () => {
    const proxy = bundle();
    const page = bundle();
    const checker = proxy.missingPages.createMissingPageChecker({ articleDeadlineMs: 2000 });
    expect(await checker.decide('/blog/[slug]', '/blog/counted-unit', new URLSearchParams())).toEqual({ missing: false });
    const post = await page.blog.getPost('counted-unit');
    expect(post?.blog_title).toBe('Counted: counted-unit');
    expect(await readsOf('counted-unit')).toBe(1);
    // Taken once: a later read asks the upstream again (the data cache keeps it between requests).
    await page.blog.getPost('counted-unit');
    expect(await readsOf('counted-unit')).toBe(2);
  });

  it('a post the check did not find is not handed on', async () => {
    const proxy = bundle();
    const page = bundle();
    const checker = proxy.missingPages.createMissingPageChecker({ articleDeadlineMs: 2000 });
    expect(await checker.decide('/blog/[slug]', '/blog/not-upstream-unit', new URLSearchParams())).toEqual({ missing: true });
    expect(await page.blog.getPost('not-upstream-unit')).toBeNull();
    expect(await readsOf('not-upstream-unit')).toBe(2);
  });
});

describe('hand-off', () => {
  it('gives a copy once, within HAND_OFF_MS', () => {
    handOff('post:["a"]', { title: 'A' }, 1_000);
    expect(takeHandOff('post:["a"]', 1_000 + HAND_OFF_MS - 1)).toEqual({ title: 'A' });
    expect(takeHandOff('post:["a"]', 1_000)).toBeUndefined();
    handOff('post:["b"]', { title: 'B' }, 1_000);
    expect(takeHandOff('post:["b"]', 1_000 + HAND_OFF_MS)).toBeUndefined();
  });

  it('leaves nothing for nothing', () => {
    handOff('post:["c"]', null);
    expect(takeHandOff('post:["c"]')).toBeUndefined();
  });
});
