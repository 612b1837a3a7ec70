/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { GET as getCategoryPosts } from '@/app/api/blog/[categoryName]/route';
import { GET as getFetchBlog } from '@/app/api/blog/fetchblog/route';
import { GET as getFetchCategory } from '@/app/api/blog/fetchcategory/route';
import { GET as getIndividualBlog } from '@/app/api/blog/individualBlog/[blogSlug]/route';
import { GET as getLatestBlog } from '@/app/api/blog/latestblog/route';
import { BLOG_CACHE_CONTROL, respond } from '@/lib/blog/api';
import { getBlogSource } from '@/lib/blog';
import { UpstreamError } from '@/lib/blog/upstream';

const mockConfig: { upstreamApiHost: string | undefined; imageHost: string | undefined } = {
  upstreamApiHost: undefined,
  imageHost: undefined,
};
jest.mock('@/lib/config', () => ({
  getConfig: () => ({ siteUrl: 'http://localhost:3000', leadsDataDir: '.data/leads', ...mockConfig }),
}));

// The fixture folder stands in for the site root, so the local source reads tests/fixtures/blog/content/posts.
const FIXTURE_ROOT = path.join(__dirname, '../fixtures/blog');

const request = (pathAndQuery: string) => new Request(`http://localhost${pathAndQuery}`);
const slugParams = (blogSlug: string) => ({ params: Promise.resolve({ blogSlug }) });
const categoryParams = (categoryName: string) => ({ params: Promise.resolve({ categoryName }) });

async function read(response: Response) {
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Record<string, unknown> };
}

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorSpy.mockRestore());

describe('/api/blog/* in local mode', () => {
  let cwdSpy: jest.SpyInstance;
  beforeAll(() => {
    mockConfig.upstreamApiHost = undefined;
    cwdSpy = jest.spyOn(process, 'cwd').mockReturnValue(FIXTURE_ROOT);
    expect(getBlogSource().kind).toBe('local');
  });
  afterAll(() => cwdSpy.mockRestore());

  it('latestblog answers { data, total } with cache headers', async () => {
    const { status, cache, body } = await read(await getLatestBlog());
    expect(status).toBe(200);
    expect(cache).toBe(BLOG_CACHE_CONTROL);
    expect(body.total).toBe(3);
    expect(body.data).toEqual([
      expect.objectContaining({ blog_slug: 'local-seo-checklist' }),
      expect.objectContaining({ blog_slug: 'core-web-vitals-for-marketing-sites' }),
      expect.objectContaining({ blog_slug: 'style-guide-for-brand-voice' }),
    ]);
  });

  it('fetchcategory answers the categories', async () => {
    const { status, body } = await read(await getFetchCategory());
    expect(status).toBe(200);
    expect(body.data).toEqual([{ category_name: 'Branding' }, { category_name: 'SEO' }, { category_name: 'Web Design' }]);
  });

  it.each([
    ['core-web-vitals-for-marketing-sites', 200],
    ['no-such-post', 404],
    ['..', 400],
    ['a.b', 400],
    ['%2e%2e%2ffetchblog', 400],
    ['x'.repeat(201), 400],
  ])('individualBlog/%s -> %d', async (slug, status) => {
    const { status: actual, cache, body } = await read(await getIndividualBlog(request(`/api/blog/individualBlog/x`), slugParams(slug)));
    expect(actual).toBe(status);
    if (status === 200) {
      expect(body.data).toEqual(expect.objectContaining({ blog_slug: slug, id: 101 }));
      expect(cache).toBe(BLOG_CACHE_CONTROL);
    } else {
      expect(typeof body.error).toBe('string');
      expect(cache).toBe('no-store');
    }
  });

  it.each([
    ['', 200, { total: 3 }, 3],
    ['?page=1', 200, { page: 1, perPage: 4, totalPages: 1, total: 3 }, 3],
    ['?page=2', 200, { page: 2, totalPages: 1, total: 3 }, 0],
    ['?page=1&category=web-design', 200, { page: 1, totalPages: 1, total: 1 }, 1],
    ['?page=1&category=Web%20Design', 200, { total: 1 }, 1],
    ['?category=seo', 200, { total: 1 }, 1],
    ['?category=', 200, { total: 3 }, 3],
    ['?page=1&category=marketing', 200, { page: 1, totalPages: 1, total: 0 }, 0],
    ['?page=abc', 400, {}, -1],
    ['?page=0', 400, {}, -1],
    ['?page=-1', 400, {}, -1],
    ['?page=1.5', 400, {}, -1],
    ['?page=', 400, {}, -1],
    ['?page=1&category=%25%25', 400, {}, -1],
  ])('fetchblog%s -> %d', async (query, status, fields, count) => {
    const { status: actual, body } = await read(await getFetchBlog(request(`/api/blog/fetchblog${query}`)));
    expect(actual).toBe(status);
    expect(body).toMatchObject(fields);
    if (count >= 0) expect(body.data).toHaveLength(count);
    else expect(typeof body.error).toBe('string');
  });

  it.each([
    ['seo', '?page=1', 200, 1],
    ['SEO', '', 200, 1],
    ['web-design', '?page=2', 200, 0],
    ['unknown-category', '?page=1', 200, 0],
    ['LatestBlog', '?page=1', 400, -1],
    ['fetchBlog', '', 400, -1],
    ['web design', '?page=1', 400, -1],
    ['..', '?page=1', 400, -1],
    ['seo', '?page=x', 400, -1],
  ])('/api/blog/%s%s -> %d', async (category, query, status, count) => {
    const { status: actual, body } = await read(await getCategoryPosts(request(`/api/blog/c${query}`), categoryParams(category)));
    expect(actual).toBe(status);
    if (count >= 0) expect(body.data).toHaveLength(count);
    else expect(typeof body.error).toBe('string');
  });

  it('pages the category list with the page envelope', async () => {
    const { body } = await read(await getCategoryPosts(request('/api/blog/seo?page=1'), categoryParams('seo')));
    expect(body).toMatchObject({ page: 1, perPage: 4, totalPages: 1, total: 1 });
  });
});

describe('/api/blog/* in upstream mode', () => {
  const routes = new Map<string, (response: http.ServerResponse) => void>();
  let server: http.Server;

  beforeAll(async () => {
    server = http.createServer((incoming, response) => {
      const route = routes.get(incoming.url ?? '');
      if (route) route(response);
      else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    mockConfig.upstreamApiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(getBlogSource().kind).toBe('upstream');
  });

  afterAll(async () => {
    mockConfig.upstreamApiHost = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const sendJson = (body: unknown, status = 200) => (response: http.ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  it('forwards the upstream list in the same envelope', async () => {
    routes.set('/api/blog/fetchblog', sendJson({ blogs: [{ blog_slug: 'from-upstream', blog_title: 'From upstream', blog_content: '<script>x</script><p>ok</p>' }] }));
    const { status, body } = await read(await getFetchBlog(request('/api/blog/fetchblog?page=1')));
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, totalPages: 1, total: 1 });
    expect(body.data).toEqual([expect.objectContaining({ blog_slug: 'from-upstream', blog_content: '<p>ok</p>' })]);
  });

  it('answers 502 when the upstream fails and there is no good copy', async () => {
    routes.set('/api/blog/fetchcategory', sendJson({ error: 'down' }, 500));
    const { status, body } = await read(await getFetchCategory());
    expect(status).toBe(502);
    expect(body).toEqual({ error: 'The blog service is unavailable.' });
  });

  it('answers 404 when the upstream has no such post', async () => {
    const { status } = await read(await getIndividualBlog(request('/api/blog/individualBlog/nope'), slugParams('nope')));
    expect(status).toBe(404);
  });
});

describe('respond: error mapping', () => {
  it.each([
    [new UpstreamError('timeout', 'slow'), 504],
    [new UpstreamError('unavailable', 'down'), 502],
    [new UpstreamError('bad-response', 'garbage'), 502],
    [new Error('disk on fire'), 500],
  ])('%s -> %d', async (error, status) => {
    const response = await respond(() => Promise.reject(error));
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
  });
});
