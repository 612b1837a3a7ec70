/** @jest-environment node */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { answerClientError, decodableTarget, refusal, refuseUnroutable } from '@/scripts/lib/request-target.mjs';
import { STATIC_SECURITY_HEADERS } from '@/lib/security/static-headers.mjs';

describe('a request target Next.js could not route (issue 92527)', () => {
  it.each([
    ['/blog/%ff/page/1', '/blog/%25ff/page/1'],
    ['/rss.xml%ff', '/rss.xml%25ff'],
    ['/legal%', '/legal%25'],
    ['/api/blog/%e9%zz', '/api/blog/%25e9%25zz'],
    ['/blog/%C3%A9t%C3', '/blog/%C3%A9t%25C3'],
    ['/blog/%ff?category=a%20b', '/blog/%25ff?category=a%20b'],
  ])('escapes the stray percent signs of %s', (from, to) => {
    expect(decodableTarget(from)).toBe(to);
    expect(() => decodeURIComponent(to.split('?')[0]!)).not.toThrow();
  });

  it.each(['/', '/legal', '/legal%2F', '/blog/caf%C3%A9', '/insight/page/1?q=%ff', '/a%20b'])('leaves %s as it is', (url) => {
    expect(decodableTarget(url)).toBe(url);
  });
});

describe('requests no route can take', () => {
  it('refuses TRACE with 405 and the methods the site answers, and a target that is not a path with 400', () => {
    expect(refusal('TRACE', '/')).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD, POST, OPTIONS' } });
    expect(refusal('OPTIONS', '*')).toMatchObject({ status: 400 });
    expect(refusal('GET', 'http://example.com/')).toMatchObject({ status: 400 });
    expect(refusal('GET', '/legal')).toBeUndefined();
    expect(refusal('OPTIONS', '/api/contact/newsletter')).toBeUndefined();
  });

  describe('answered by a server with the security headers', () => {
    let server: http.Server;
    let port: number;
    beforeAll(async () => {
      server = http.createServer((request, response) => {
        if (!refuseUnroutable(request, response)) response.end('routed');
      });
      server.on('clientError', answerClientError);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** The raw answer to `request` (HTTP/1.1 text), read until the server closes the connection. */
    function raw(request: string): Promise<string> {
      return new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('latin1')));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    }

    function expectSecurityHeaders(answer: string) {
      for (const { key, value } of STATIC_SECURITY_HEADERS) expect(answer).toContain(`${key}: ${value}\r\n`);
      expect(answer).toContain("Content-Security-Policy: default-src 'none'");
    }

    it.each([
      ['TRACE / HTTP/1.1', '405 Method Not Allowed'],
      ['OPTIONS * HTTP/1.1', '400 Bad Request'],
      ['FOO / HTTP/1.1', '400 Bad Request'],
    ])('%s', async (line, status) => {
      const answer = await raw(`${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(answer.split('\r\n')[0]).toBe(`HTTP/1.1 ${status}`);
      expectSecurityHeaders(answer);
    });

    it('lets any other request through', async () => {
      const answer = await raw('GET /legal HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(answer.endsWith('routed')).toBe(true);
    });
  });
});
