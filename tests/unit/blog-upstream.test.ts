/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUpstreamSource, JOIN_IN_FLIGHT_MS, UpstreamError, type UpstreamErrorKind } from '@/lib/blog/upstream';

// A real HTTP server on loopback plays the agency backend; each test sets what a path answers.
type Route = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const routes = new Map<string, Route>();
const seen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders }> = [];
let server: http.Server;
let host: string;

const json = (body: unknown, status = 200): Route => (_request, response) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const text = (body: string, status = 200, type = 'text/html'): Route => (_request, response) => {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    const route = routes.get(request.url ?? '');
    if (route) route(request, response);
    else text('not found', 404)(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  routes.clear();
  seen.length = 0;
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorSpy.mockRestore());

const item = (slug: string, extra: Record<string, unknown> = {}) => ({
  id: 7,
  blog_slug: slug,
  blog_title: `Post ${slug}`,
  blog_description: 'Description.',
  blog_feature_image: `uploads/${slug}.png`,
  blog_content: '<p>Hello</p><script>alert(1)</script><img src="x.png" onerror="alert(1)">',
  blog_tag: 'seo, speed',
  category_name: 'Web Design',
  formatted_date: 'October 14, 2026',
  ...extra,
});

// Answers are not reused here (revalidateSeconds 0) unless a test asks: each read sees the route's current answer.
const source = (options: Partial<Parameters<typeof createUpstreamSource>[0]> = {}) =>
  createUpstreamSource({ host, imageHost: 'https://images.example', timeoutMs: 1000, revalidateSeconds: 0, ...options });

async function failure(promise: Promise<unknown>): Promise<UpstreamErrorKind | 'no error'> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    expect(error).toBeInstanceOf(UpstreamError);
    return (error as UpstreamError).kind;
  }
}

describe('upstream source: response shapes of spec 1 §3', () => {
  it.each([
    ['an array', [item('alpha'), item('beta')]],
    ['{ data }', { data: [item('alpha'), item('beta')] }],
    ['{ blogs }', { success: true, blogs: [item('alpha'), item('beta')] }],
    ['the first array-valued property', { status: 'ok', results: [item('alpha'), item('beta')] }],
  ])('reads a list given as %s', async (_name, body) => {
    routes.set('/api/blog/fetchblog', json(body));
    const posts = await source().listPosts();
    expect(posts.map((post) => post.blog_slug)).toEqual(['alpha', 'beta']);
  });

  it.each([
    ['the first item of an array', [item('alpha')]],
    ['{ blog }', { blog: item('alpha') }],
    ['{ data }', { data: item('alpha') }],
    ['the object itself', item('alpha')],
  ])('reads one post given as %s', async (_name, body) => {
    routes.set('/api/blog/individualBlog/alpha', json(body));
    expect((await source().postBySlug('alpha'))?.blog_title).toBe('Post alpha');
  });

  it('reshapes, sanitizes and resolves images', async () => {
    routes.set(
      '/api/blog/latestblog',
      json([
        item('alpha', { extra_field: 'ignored' }),
        item('beta', { blog_feature_image: '/uploads/b.png', id: null }),
        item('gamma', { blog_feature_image: 'https://cdn.example/g.png' }),
        item('delta', { blog_feature_image: 'javascript:alert(1)' }),
        item('epsilon', { blog_feature_image: '//evil.example/e.png' }),
      ]),
    );
    const posts = await source().latestPosts(10);
    expect(posts[0]).toEqual({
      id: 7,
      blog_slug: 'alpha',
      blog_title: 'Post alpha',
      blog_description: 'Description.',
      blog_feature_image: 'https://images.example/uploads/alpha.png',
      blog_content: '<p>Hello</p><img src="https://images.example/x.png" loading="lazy" decoding="async" />',
      blog_tag: 'seo, speed',
      category_name: 'Web Design',
      formatted_date: 'October 14, 2026',
      date: '2026-10-14',
    });
    expect(posts.map((post) => post.blog_feature_image)).toEqual([
      'https://images.example/uploads/alpha.png',
      'https://images.example/uploads/b.png',
      'https://cdn.example/g.png',
      undefined,
      undefined,
    ]);
    expect(posts[1]?.id).toBeUndefined();
  });

  it('keeps relative images site-relative without an image host', async () => {
    routes.set('/api/blog/latestblog', json([item('alpha')]));
    const posts = await createUpstreamSource({ host }).latestPosts();
    expect(posts[0]?.blog_feature_image).toBe('/uploads/alpha.png');
  });

  it('limits the latest list to 6 by default, in the upstream order', async () => {
    routes.set('/api/blog/latestblog', json(Array.from({ length: 9 }, (_, index) => item(`post-${index}`))));
    expect((await source().latestPosts()).map((post) => post.blog_slug)).toEqual(
      ['post-0', 'post-1', 'post-2', 'post-3', 'post-4', 'post-5'],
    );
  });

  it('sorts the full list newest first when every post is dated', async () => {
    routes.set(
      '/api/blog/fetchblog',
      json([
        item('old', { formatted_date: 'January 2, 2026' }),
        item('new', { formatted_date: '', created_at: '2026-12-01 08:00:00' }),
        item('mid', { formatted_date: 'June 5, 2026' }),
      ]),
    );
    const posts = await source().listPosts();
    expect(posts.map((post) => post.blog_slug)).toEqual(['new', 'mid', 'old']);
    expect(posts[0]?.formatted_date).toBe('December 1, 2026');
  });

  it('skips malformed items and keeps the rest', async () => {
    routes.set('/api/blog/fetchblog', json({ data: [item('alpha'), { blog_title: 'no slug' }, item('../x'), 'junk', item('beta')] }));
    expect((await source().listPosts()).map((post) => post.blog_slug)).toEqual(['alpha', 'beta']);
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('skipped 3 malformed');
  });

  it.each([
    ['objects', { data: [{ category_name: 'SEO' }, { category_name: 'Branding', id: 2 }] }],
    ['bare names', ['SEO', 'Branding']],
  ])('reads categories given as %s', async (_name, body) => {
    routes.set('/api/blog/fetchcategory', json(body));
    expect(await source().categories()).toEqual([{ category_name: 'SEO' }, { category_name: 'Branding' }]);
  });

  it('calls /api/blog/{category}?page=1 and keeps posts of that category', async () => {
    routes.set(
      '/api/blog/web-design?page=1',
      json([item('alpha'), item('beta', { category_name: 'SEO' }), item('gamma', { category_name: null })]),
    );
    expect((await source().postsByCategory('Web-Design')).map((post) => post.blog_slug)).toEqual(['alpha', 'gamma']);
  });

  it('treats a 404 for a category as an empty category', async () => {
    expect(await source().postsByCategory('unknown-category')).toEqual([]);
  });

  it.each([
    ['404', text('missing', 404)],
    ['an empty array', json([])],
    ['a malformed post', json({ blog: { blog_title: 'no slug' } })],
  ])('gives null for a post answered with %s', async (_name, route) => {
    routes.set('/api/blog/individualBlog/gone', route);
    expect(await source().postBySlug('gone')).toBeNull();
  });

  it.each(['../fetchblog', 'a/b', '%2e%2e', 'x?y=1', ''])('never calls the upstream for the unsafe slug %j', async (slug) => {
    expect(await source().postBySlug(slug)).toBeNull();
    expect(await source().postsByCategory(slug)).toEqual([]);
    expect(seen).toHaveLength(0);
  });
});

describe('upstream source: request hygiene', () => {
  it('sends a plain GET with no visitor headers', async () => {
    routes.set('/api/blog/fetchblog', json([item('alpha')]));
    await source().listPosts();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.headers.accept).toBe('application/json');
    expect(seen[0]?.headers.cookie).toBeUndefined();
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });
});

describe('upstream source: failures', () => {
  it('times out on a slow answer', async () => {
    routes.set('/api/blog/fetchblog', (_request, response) => {
      setTimeout(() => json([item('alpha')])(_request, response), 600).unref();
    });
    const started = Date.now();
    expect(await failure(source({ timeoutMs: 150 }).listPosts())).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(550);
  });

  it('times out on a body that stalls after the headers', async () => {
    routes.set('/api/blog/fetchblog', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
    });
    expect(await failure(source({ timeoutMs: 150 }).listPosts())).toBe('timeout');
  });

  it.each([
    ['HTML instead of JSON', text('<html><body>Maintenance</body></html>')],
    ['truncated JSON', text('{"data": [', 200, 'application/json')],
    ['JSON without a list', json({ message: 'Internal error' })],
    ['a list of only malformed items', json([{ nope: 1 }, 'junk'])],
    ['a 403', json({ error: 'forbidden' }, 403)],
  ])('reports a bad response for %s', async (_name, route) => {
    routes.set('/api/blog/fetchblog', route);
    expect(await failure(source().listPosts())).toBe('bad-response');
  });

  it.each([
    ['a 500', json({ error: 'boom' }, 500)],
    ['a 503', text('unavailable', 503)],
  ])('reports the upstream unavailable for %s', async (_name, route) => {
    routes.set('/api/blog/fetchblog', route);
    expect(await failure(source().listPosts())).toBe('unavailable');
  });

  it('reports the upstream unavailable when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await failure(createUpstreamSource({ host: `http://127.0.0.1:${port}` }).listPosts())).toBe('unavailable');
  });

  it('refuses an answer larger than the cap, declared or streamed', async () => {
    const big = JSON.stringify([item('alpha', { blog_content: 'x'.repeat(5000) })]);
    routes.set('/api/blog/fetchblog', text(big, 200, 'application/json'));
    expect(await failure(source({ maxBytes: 1000 }).listPosts())).toBe('bad-response');

    routes.set('/api/blog/latestblog', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      for (let index = 0; index < 10; index += 1) response.write(big.slice(index * 600, (index + 1) * 600));
      response.end();
    });
    expect(await failure(source({ maxBytes: 1000 }).latestPosts())).toBe('bad-response');
  });

  it('does not follow redirects', async () => {
    routes.set('/api/blog/fetchblog', (_request, response) => {
      response.writeHead(302, { location: '/api/blog/redirected' });
      response.end();
    });
    routes.set('/api/blog/redirected', json([item('alpha')]));
    expect(await failure(source().listPosts())).toBe('bad-response');
    expect(seen.map((request) => request.url)).toEqual(['/api/blog/fetchblog']);
  });
});

describe('upstream source: the list of posts for the proxy', () => {
  it('names each valid post by slug and id, and fails rather than serve a last good copy', async () => {
    const upstream = source();
    routes.set('/api/blog/fetchblog', json({ blogs: [item('alpha'), item('beta', { id: '12' }), { blog_slug: 'no-title' }] }));
    expect(await upstream.listPosts()).toHaveLength(2);
    expect(await upstream.listedPosts()).toEqual([
      { blog_slug: 'alpha', id: 7 },
      { blog_slug: 'beta', id: '12' },
    ]);
    routes.set('/api/blog/fetchblog', json({ error: 'boom' }, 500));
    expect(await failure(upstream.listedPosts())).toBe('unavailable');
    routes.set('/api/blog/fetchblog', text('garbage'));
    expect(await failure(upstream.listedPosts())).toBe('bad-response');
    routes.set('/api/blog/fetchblog', json({ nothing: 'here' }));
    expect(await failure(upstream.listedPosts())).toBe('bad-response');
  });
});

describe('upstream source: last good copy', () => {
  it('serves the last good list when the upstream fails later', async () => {
    // The usual time-out: a shorter one made the last, healthy read time out too on a busy machine.
    const upstream = source();
    routes.set('/api/blog/fetchblog', json([item('alpha'), item('beta')]));
    const good = await upstream.listPosts();

    routes.set('/api/blog/fetchblog', json({ error: 'boom' }, 500));
    expect(await upstream.listPosts()).toEqual(good);

    // An answer that never comes (afterAll closes the connection).
    routes.set('/api/blog/fetchblog', () => undefined);
    expect(await upstream.listPosts()).toEqual(good);

    routes.set('/api/blog/fetchblog', text('garbage'));
    expect(await upstream.listPosts()).toEqual(good);
    expect(errorSpy.mock.calls.some((call) => String(call[0]).includes('last good copy'))).toBe(true);

    routes.set('/api/blog/fetchblog', json([item('gamma')]));
    expect((await upstream.listPosts()).map((post) => post.blog_slug)).toEqual(['gamma']);
  });

  it('serves the last good post, and forgets it once the upstream says it is gone', async () => {
    const upstream = source();
    routes.set('/api/blog/individualBlog/alpha', json({ data: item('alpha') }));
    const good = await upstream.postBySlug('alpha');

    routes.set('/api/blog/individualBlog/alpha', json({ error: 'boom' }, 502));
    expect(await upstream.postBySlug('alpha')).toEqual(good);

    routes.set('/api/blog/individualBlog/alpha', text('gone', 404));
    expect(await upstream.postBySlug('alpha')).toBeNull();

    routes.set('/api/blog/individualBlog/alpha', json({ error: 'boom' }, 502));
    expect(await failure(upstream.postBySlug('alpha'))).toBe('unavailable');
  });

  it('serves the last good categories', async () => {
    const upstream = source();
    routes.set('/api/blog/fetchcategory', json(['SEO']));
    await upstream.categories();
    routes.set('/api/blog/fetchcategory', text('oops'));
    expect(await upstream.categories()).toEqual([{ category_name: 'SEO' }]);
  });

  it('throws a typed error when there is no good copy yet', async () => {
    routes.set('/api/blog/fetchcategory', json({ error: 'boom' }, 500));
    expect(await failure(source().categories())).toBe('unavailable');
  });
});

describe('upstream source: bounded in time and size together', () => {
  it('cuts a huge streamed body at the cap without reading the rest', async () => {
    let written = 0;
    let closedEarly = false;
    routes.set('/api/blog/fetchblog', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (written < 84 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('close', () => {
        closedEarly = written < 84 * 1024 * 1024;
      });
      pump();
    });
    const started = Date.now();
    expect(await failure(source({ maxBytes: 2 * 1024 * 1024 }).listPosts())).toBe('bad-response');
    expect(Date.now() - started).toBeLessThan(900);
    for (let i = 0; i < 50 && !closedEarly; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closedEarly).toBe(true);
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });

  it('shares one request among concurrent reads of the same URL', async () => {
    routes.set('/api/blog/fetchblog', (_request, response) => {
      setTimeout(() => json([item('alpha')])(_request, response), 100).unref();
    });
    const upstream = source();
    const results = await Promise.all(Array.from({ length: 10 }, () => upstream.listPosts()));
    expect(results.every((posts) => posts[0]?.blog_slug === 'alpha')).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('does not join a request waiting longer than JOIN_IN_FLIGHT_MS: a recovered upstream answers the next read', async () => {
    routes.set('/api/blog/fetchblog', (_request, response) => {
      setTimeout(() => json([item('before')])(_request, response), JOIN_IN_FLIGHT_MS + 600).unref();
    });
    const upstream = source({ timeoutMs: 5000 });
    const first = upstream.listPosts();
    await new Promise((resolve) => setTimeout(resolve, JOIN_IN_FLIGHT_MS + 100));
    routes.set('/api/blog/fetchblog', json([item('after')]));
    expect((await upstream.listPosts())[0]?.blog_slug).toBe('after');
    expect((await first)[0]?.blog_slug).toBe('before');
    expect(seen).toHaveLength(2);
  });

  it('reuses a good answer while it is fresh, and never a failure', async () => {
    const upstream = source({ revalidateSeconds: 60 });
    routes.set('/api/blog/fetchcategory', json({ error: 'boom' }, 500));
    expect(await failure(upstream.categories())).toBe('unavailable');
    routes.set('/api/blog/fetchcategory', json(['SEO']));
    expect(await upstream.categories()).toEqual([{ category_name: 'SEO' }]);
    expect(await upstream.categories()).toEqual([{ category_name: 'SEO' }]);
    expect(seen).toHaveLength(2);
  });

  it('gives the reads of one page one deadline, not a time-out each', async () => {
    const slow: Route = (_request, response) => {
      setTimeout(() => json([item('alpha')])(_request, response), 800).unref();
    };
    routes.set('/api/blog/fetchblog', slow);
    routes.set('/api/blog/fetchcategory', slow);
    const started = Date.now();
    const upstream = source({ timeoutMs: 5000, deadline: () => started + 300 });
    expect(await failure(upstream.listPosts())).toBe('timeout');
    expect(await failure(upstream.categories())).toBe('timeout');
    expect(await failure(upstream.listPosts())).toBe('timeout');
    // One deadline: about 300 ms in all. A time-out of 300 ms per read would take 900 ms; the bound leaves
    // room for a busy machine between the two.
    expect(Date.now() - started).toBeLessThan(800);
  });
});
