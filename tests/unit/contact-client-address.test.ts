/** @jest-environment node */
import { getClientAddress, readJsonBody } from '@/lib/contact/http';

const xff = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('client address with TRUSTED_PROXY_HOPS', () => {
  // The production server appends the socket address, so the last entry is always the peer that connected.
  it.each([
    // No proxy: the socket address, whatever the client wrote before it.
    ['198.51.100.4', 0, '198.51.100.4'],
    ['6.6.6.6, 198.51.100.4', 0, '198.51.100.4'],
    // One proxy (nginx appending $remote_addr, then the socket is nginx): what nginx saw.
    ['203.0.113.9, 10.0.0.2', 1, '203.0.113.9'],
    ['6.6.6.6, 7.7.7.7, 203.0.113.9, 10.0.0.2', 1, '203.0.113.9'],
    // A CDN in front of nginx: the address the CDN saw is two places left of the socket address.
    ['6.6.6.6, 203.0.113.9, 192.0.2.10, 10.0.0.2', 2, '203.0.113.9'],
    // Fewer entries than hops: the request skipped a proxy, so the leftmost entry is all there is.
    ['10.0.0.2', 1, '10.0.0.2'],
    ['203.0.113.9, 10.0.0.2', 3, '203.0.113.9'],
    [' , 198.51.100.2 , 10.0.0.2', 1, '198.51.100.2'],
  ])('%s with %i hop(s) -> %s', (header, hops, expected) => {
    expect(getClientAddress(xff(header), hops)).toBe(expected);
  });

  it.each([0, 1])('a forged entry left of the trusted ones never changes the address (%i hop(s))', (hops) => {
    const trusted = hops === 0 ? '198.51.100.4' : '203.0.113.9, 10.0.0.2';
    const addresses = new Set(
      ['1.1.1.1', '2.2.2.2', '3.3.3.3, 4.4.4.4'].map((forged) => getClientAddress(xff(`${forged}, ${trusted}`), hops)),
    );
    expect([...addresses]).toEqual([hops === 0 ? '198.51.100.4' : '203.0.113.9']);
  });

  it('uses the configured number of hops by default (0: the socket address)', () => {
    expect(getClientAddress(xff('6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9');
  });
});

describe('text in a JSON body', () => {
  const body = (json: string) =>
    readJsonBody(new Request('http://localhost/api/contact/enquiry', { method: 'POST', headers: { 'content-type': 'application/json' }, body: json }), 4096);
  const error = async (json: string) => {
    const result = await body(json);
    if (result.ok) return null;
    expect(result.status).toBe(400);
    return result.error;
  };

  it.each([
    ['{"email":"a\\ud800@example.com"}', 'The field "email" contains text that is not valid Unicode.'],
    ['{"name":"Ada\\udfff"}', 'The field "name" contains text that is not valid Unicode.'],
    ['{"message":[{"id":"1","message":"hi \\ud83d","type":"user"}]}', 'The field "message" contains text that is not valid Unicode.'],
    ['{"page":"/engage\\r\\nSet-Cookie: x=1"}', 'The field "page" must be a single line.'],
    ['{"referrer":"https://www.example.org/\\n"}', 'The field "referrer" must be a single line.'],
    ['{"email":"ada@example.com\\u0007"}', 'The field "email" contains a control character.'],
    ['{"name":"Ada\\u0000"}', 'The field "name" contains a control character.'],
    ['{"message":"line\\u001b[31m"}', 'The field "message" contains a control character.'],
  ])('%s is a 400: %s', async (json, expected) => {
    expect(await error(json)).toBe(expected);
  });

  it('keeps line breaks in a message, markup as text, and a surrogate pair', async () => {
    const json = '{"name":"Ada\\r\\nLovelace","email":"ada@example.com\\r\\n","company":"<script>alert(1)</script>","message":"Hello,\\r\\nsecond line\\tand a tab 😀 \\ud83d\\ude00"}';
    expect(await body(json)).toEqual({ ok: true, value: JSON.parse(json) });
  });
});
