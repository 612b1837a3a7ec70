import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Paths nobody published: each is answered without a page of its own in Next.js's cache (a 404 that is
 * not stored, or a redirect to a page that exists), with the security headers, and never with a 500.
 * The served build is this checkout's .next (scripts/e2e-server.mjs).
 */

const SERVER_DIR = path.join(process.cwd(), process.env.SITE_DIST_DIR || '.next', 'server');
const SECURITY_HEADERS = ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'x-frame-options'];

/** Every file below `dir`, as its path's segments relative to `dir` (the file's name without extensions). */
function files(dir: string, prefix: string[] = []): string[][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name), [...prefix, entry.name]) : [[...prefix, entry.name.split('.')[0]!]],
  );
}

/** The random parts of the paths sent: a file named after one was written for a path nobody published. */
const tokens = new Set<string>();
const word = (bytes = 6) => {
  const value = randomBytes(bytes).toString('hex');
  tokens.add(value);
  return value;
};
const number = (from: number, range: number) => {
  const value = String(from + Math.floor(Math.random() * range));
  tokens.add(value);
  return value;
};
const long = (length: number) => 'a'.repeat(length);

/** One path of a kind a crawler or an attacker would try. */
const KINDS: (() => string)[] = [
  () => `/blog/${word()}/page/1`,
  () => `/blog/${word()}/page/${word(2)}`,
  () => `/blog/web-design/page/${word(2)}`,
  () => `/insight/page/${word()}`,
  () => `/insight/page/${number(1000, 1e6)}`,
  () => `/insight/page/${word()}.json`,
  () => `/${word()}`,
  () => `/style-${word()}`,
  () => `/blog/${word()}`,
  () => `/blog/${word()}.json`,
  () => `/blog/${word()}.xml`,
  () => `/blog/${word()}.txt`,
  () => `/blog/${word()}.svg`,
  () => `/${word()}.xml`,
  () => `/${word()}.txt`,
  () => `/insight/blogs/${number(0, 1e6)}/${word()}`,
  () => `/${word()}/${word()}/${word()}`,
  () => `/blog/${long(251 + Math.floor(Math.random() * 200))}`,
  () => `/insight/page/${long(300)}`,
  () => `/blog/${long(260)}/page/1`,
  () => `/images/${word()}.png`,
  () => `/images/${long(300)}`,
  () => `/_next/static/${word()}.js`,
  () => `/api/${long(300)}`,
];

test.describe('hostile paths', () => {
  test('1,000 random paths leave the page cache as it was, each a 404 or a redirect with the security headers', async ({ request }) => {
    test.setTimeout(240_000);
    // Warm the routes up first: a route's first request may write files of its own.
    for (const make of KINDS) await request.get(make(), { maxRedirects: 0 });

    const paths = Array.from({ length: 1000 }, (_, index) => KINDS[index % KINDS.length]!());
    const problems: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < paths.length) {
        const pathname = paths[next++]!;
        const response = await request.get(pathname, { maxRedirects: 0 });
        const status = response.status();
        const headers = response.headers();
        const missing = SECURITY_HEADERS.filter((name) => !headers[name]);
        if (missing.length > 0) problems.push(`${pathname}: ${status} without ${missing.join(', ')}`);
        if (status === 308) {
          if (!/\/page\/[1-9]\d*$/.test(headers.location ?? '')) problems.push(`${pathname}: redirected to ${headers.location}`);
        } else if (status !== 404) {
          problems.push(`${pathname}: ${status}`);
        } else {
          if (!/no-store/.test(headers['cache-control'] ?? '')) problems.push(`${pathname}: 404 with Cache-Control ${headers['cache-control']}`);
          if (!headers['content-security-policy']) problems.push(`${pathname}: 404 without a Content-Security-Policy`);
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(problems.slice(0, 20)).toEqual([]);

    // Named after the paths, not measured by the folder's size: other tests render real pages meanwhile.
    const written = files(SERVER_DIR).filter((segments) => segments.some((segment) => tokens.has(segment) || /^a{250,}$/.test(segment)));
    expect(written.map((segments) => segments.join('/'))).toEqual([]);
  });

  test('a listing page number written another way redirects to its canonical page', async ({ request }) => {
    for (const [from, to] of [
      ['/insight/page/abc', '/insight/page/1'],
      ['/insight/page/02?ref=mail', '/insight/page/2?ref=mail'],
      ['/blog/web-design/page/x', '/blog/web-design/page/1'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers().location!, 'http://x').pathname + new URL(response.headers().location!, 'http://x').search).toBe(to);
    }
    const page = await request.get('/insight/page/abc');
    expect(page.status()).toBe(200);
    expect(page.url()).toMatch(/\/insight\/page\/1$/);
  });

  test('files carry a policy that lets nothing run in them', async ({ request }) => {
    for (const path of ['/rss.xml', '/atom.xml', '/feed.json', '/robots.txt', '/sitemap.xml', '/images/hero/world-model-hunt.svg', '/blog/style-guide-for-brand-voice.svg', '/icon.svg']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-security-policy'], path).toMatch(/^default-src 'none'/);
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test("a page's name with an encoded slash or an encoded letter is a 404 that is not stored", async ({ request }) => {
    // Next.js routes these as slugs of /{blogSlug}, not as the page the decoded name would be.
    for (const path of ['/legal%2F', '/%6Cegal', '/insight/page/1%2F']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([404, 308], path).toContain(response.status());
      if (response.status() === 404) expect(response.headers()['cache-control'], path).toMatch(/no-store/);
    }
  });

  test('a path whose percent-encoding does not decode is a 404 that is not stored, with the security headers', async ({ request }) => {
    // Next.js itself would answer 500 without them (scripts/lib/request-target.mjs).
    for (const path of ['/blog/%ff/page/1', '/rss.xml%ff', '/legal%ff', '/blog/caf%e9', '/%', '/_next/static/%ff.js']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const headers = response.headers();
      expect(SECURITY_HEADERS.filter((name) => !headers[name]), path).toEqual([]);
      expect(headers['content-security-policy'], path).toBeTruthy();
      expect(headers['cache-control'], path).toMatch(/no-store/);
    }
    expect(await (await request.get('/blog/%ff/page/1')).text()).toContain('Page not found');
    // The API judges the slug it is given, as it does any other.
    const api = await request.get('/api/blog/%ff');
    expect(api.status()).toBe(400);
    expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers()['strict-transport-security']).toBeTruthy();
  });

  test('TRACE is a 405 and a request target that is not a path a 400, both with the security headers', async ({ request, baseURL }) => {
    for (const path of ['/', '/legal', '/api/health', '/rss.xml']) {
      const response = await request.fetch(path, { method: 'TRACE' });
      expect(response.status(), path).toBe(405);
      expect(response.headers().allow, path).toBe('GET, HEAD, POST, OPTIONS');
      expect(SECURITY_HEADERS.filter((name) => !response.headers()[name]), path).toEqual([]);
    }
    // `OPTIONS *` cannot be sent through a URL: written on a socket as a client may.
    const { hostname, port } = new URL(baseURL!);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => socket.end(`OPTIONS * HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.toLowerCase()).toContain('strict-transport-security: ');
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  test('a category that does not exist is a 404 that is not stored', async ({ request }) => {
    const response = await request.get(`/blog/no-such-topic-${word()}/page/1`);
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toMatch(/no-store/);
    expect(await response.text()).toContain('Page not found');
  });
});
