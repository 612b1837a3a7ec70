/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { appendSocketAddress, socketAddress } from '@/scripts/lib/forwarded-for.mjs';

describe('the socket address the production server appends to X-Forwarded-For', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:198.51.100.4', '198.51.100.4'],
    ['2001:db8::1', '2001:db8::1'],
    ['::ffff:c0a8:1', '::ffff:c0a8:1'],
    [undefined, 'unknown'],
  ])('%s is written as %s', (remoteAddress, expected) => {
    expect(socketAddress({ remoteAddress })).toBe(expected);
  });

  describe('over a real connection', () => {
    let server: http.Server;
    let port: number;
    beforeAll(async () => {
      server = http.createServer((request, response) => {
        appendSocketAddress(request);
        response.end(request.headers['x-forwarded-for']);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    const seen = (headers: http.OutgoingHttpHeaders) =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, headers, agent: false }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve(body));
          })
          .on('error', reject);
      });

    it('is the whole header when the request has none', async () => {
      expect(await seen({})).toBe('127.0.0.1');
    });

    it('comes after a forged header, so the last entry is always the peer', async () => {
      expect(await seen({ 'X-Forwarded-For': '6.6.6.6' })).toBe('6.6.6.6, 127.0.0.1');
      expect(await seen({ 'X-Forwarded-For': '6.6.6.6, 203.0.113.9 ' })).toBe('6.6.6.6, 203.0.113.9, 127.0.0.1');
    });

    it('comes after every header line a client repeats', async () => {
      expect(await seen({ 'X-Forwarded-For': ['6.6.6.6', '7.7.7.7'] })).toBe('6.6.6.6, 7.7.7.7, 127.0.0.1');
    });
  });
});
