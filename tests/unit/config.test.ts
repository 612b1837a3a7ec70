/** @jest-environment node */
import { ConfigError, parseConfig } from '@/lib/config';
import { siteSchema, site } from '@/content/site';

describe('environment configuration', () => {
  it('uses the embedded defaults when nothing is set', () => {
    expect(parseConfig({})).toEqual({
      siteUrl: 'http://localhost:3000',
      upstreamApiHost: undefined,
      databaseUrl: undefined,
      redisUrl: undefined,
      imageHost: undefined,
      leadsDataDir: '.data/leads',
      trustedProxyHops: 0,
      revalidateSecret: undefined,
      previewSecret: undefined,
      smtpUrl: undefined,
      notifyTo: [],
      notifyFrom: 'leads@localhost',
      webhookUrl: undefined,
      webhookSecret: undefined,
      linkSecret: undefined,
      chatStoreMaxBytes: 1024 * 1024 * 1024,
      chatBytesPerIp: { bytes: 2_000_000, seconds: 3600 },
    });
  });

  it('wants signing secrets of at least 32 characters', () => {
    const secret = 'a'.repeat(32);
    expect(parseConfig({ REVALIDATE_SECRET: secret, PREVIEW_SECRET: secret })).toMatchObject({ revalidateSecret: secret, previewSecret: secret });
    expect(() => parseConfig({ REVALIDATE_SECRET: 'short' })).toThrow(/REVALIDATE_SECRET: must be at least 32 characters/);
    expect(() => parseConfig({ PREVIEW_SECRET: 'short' })).toThrow(/PREVIEW_SECRET: must be at least 32 characters/);
  });

  it('reads the notification settings, and names a setting that lacks its partner', () => {
    const config = parseConfig({
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      LEADS_NOTIFY_TO: 'sales@example.com, ops@example.com',
      LEADS_NOTIFY_FROM: 'site@example.com',
      LEADS_LINK_SECRET: 'a-long-enough-link-secret',
      LEADS_WEBHOOK_URL: 'https://hooks.example.com/leads',
      LEADS_WEBHOOK_SECRET: 'a-long-enough-webhook-secret',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      notifyTo: ['sales@example.com', 'ops@example.com'],
      notifyFrom: 'site@example.com',
      webhookUrl: 'https://hooks.example.com/leads',
    });
    expect(() => parseConfig({ LEADS_NOTIFY_TO: 'sales@example.com' })).toThrow(/LEADS_NOTIFY_TO: needs SMTP_URL/);
    expect(() => parseConfig({ LEADS_WEBHOOK_URL: 'https://hooks.example.com/x' })).toThrow(/LEADS_WEBHOOK_SECRET: is required/);
    expect(() => parseConfig({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/LEADS_LINK_SECRET: is required/);
    expect(() => parseConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => parseConfig({ SMTP_URL: 'smtp://h', LEADS_LINK_SECRET: 'x'.repeat(16), LEADS_NOTIFY_TO: 'nobody' })).toThrow(
      /LEADS_NOTIFY_TO: must be one or more email addresses/,
    );
  });

  it('reads TRUSTED_PROXY_HOPS as a small whole number', () => {
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    expect(parseConfig({ TRUSTED_PROXY_HOPS: ' ' }).trustedProxyHops).toBe(0);
    for (const value of ['-1', '1.5', 'one', '11']) {
      expect(() => parseConfig({ TRUSTED_PROXY_HOPS: value })).toThrow(/TRUSTED_PROXY_HOPS: must be a whole number from 0 to 10/);
    }
  });

  it('accepts valid values and trims trailing slashes from hosts', () => {
    const config = parseConfig({
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com/',
      UPSTREAM_API_HOST: 'https://api.example.com',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      IMAGE_HOST: 'https://images.example.com/',
    });
    expect(config.siteUrl).toBe('https://www.example.com');
    expect(config.imageHost).toBe('https://images.example.com');
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', UPSTREAM_API_HOST: ' ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['NEXT_PUBLIC_SITE_URL', 'not a url'],
    ['UPSTREAM_API_HOST', 'ftp://api.example.com'],
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['IMAGE_HOST', 'javascript:alert(1)'],
  ])('rejects a bad %s with a message naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});

describe('site configuration', () => {
  it('is valid and carries the default brand', () => {
    expect(siteSchema.parse(site).name).toBe('Lumina Digital');
    expect(site.shortName).toBe('Lumina');
  });

  it('rejects a social profile that is not https', () => {
    const bad = { ...site, social: { ...site.social, facebook: 'http://facebook.com/x' } };
    expect(siteSchema.safeParse(bad).success).toBe(false);
  });
});
