/** @jest-environment node */
import { pageOrigins } from '@/lib/security/page-origins';
import { API_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy, responseHeaderRules, STATIC_SECURITY_HEADERS } from '@/lib/security/headers';

const header = (name: string) => STATIC_SECURITY_HEADERS.find(({ key }) => key === name)?.value;

describe('the security headers contract', () => {
  it('gives every response HSTS, nosniff, no framing, COOP and CORP same-origin', () => {
    expect(header('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('X-Frame-Options')).toBe('DENY');
    expect(header('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(header('Cross-Origin-Resource-Policy')).toBe('same-origin');
    const [everything] = responseHeaderRules();
    expect(everything).toEqual({ source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] });
  });

  it('lets the API run nothing and lets other sites embed images and share cards, in rules that come after', () => {
    const rules = responseHeaderRules();
    expect(rules.find(({ source }) => source === '/api/:path*')?.headers).toEqual([
      { key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY },
    ]);
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
    const crossOrigin = rules.filter(({ headers }) => headers.some(({ value }) => value === 'cross-origin')).map(({ source }) => source);
    expect(crossOrigin).toEqual(['/:all*(svg|png|jpg|jpeg|webp|avif|gif|ico)', '/_next/image', '/insight/og/:path*', '/insight/opengraph-image']);
    expect(rules.findIndex(({ source }) => source === '/_next/image')).toBeGreaterThan(0);
  });

  it('allows a page inline scripts only by the sources given, never unsafe-inline or eval in production', () => {
    const hash = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
    const policy = pageContentSecurityPolicy([hash], pageOrigins());
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(scripts).toEqual(["'self'", hash]);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(/frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toContain('https://www.youtube-nocookie.com');
    expect(pageContentSecurityPolicy(["'nonce-abc'"], pageOrigins(), true)).toContain("'unsafe-eval'");
  });
});
