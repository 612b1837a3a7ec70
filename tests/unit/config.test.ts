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
      leadLimits: {
        subscribe: { perIp: { points: 10, durationSec: 60 }, perEmail: { points: 5, durationSec: 3600 } },
        chat: { perIp: { points: 120, durationSec: 60 }, perEmail: { points: 600, durationSec: 3600 } },
        enquiry: { perIp: { points: 10, durationSec: 600 }, perEmail: { points: 5, durationSec: 3600 } },
      },
      relayTiming: { intervalMs: 15_000, backoffBaseMs: 5000, backoffMaxMs: 1_800_000, maxAttempts: 50 },
      port: 3000,
      hostname: '0.0.0.0',
      keepAliveTimeoutMs: 5000,
    });
  });

  describe('rate limits', () => {
    it.each([
      [{ RATE_LIMIT_SUBSCRIBE_PER_IP: '1000000' }, { points: 1_000_000, durationSec: 60 }, 'subscribe', 'perIp'],
      [{ RATE_LIMIT_CHAT_PER_EMAIL: '30/120' }, { points: 30, durationSec: 120 }, 'chat', 'perEmail'],
      [{ RATE_LIMIT_ENQUIRY_PER_IP: ' 4/900 ' }, { points: 4, durationSec: 900 }, 'enquiry', 'perIp'],
      [{ RATE_LIMIT_ENQUIRY_PER_IP: '' }, { points: 10, durationSec: 600 }, 'enquiry', 'perIp'],
    ] as const)('%j gives %j', (env, expected, action, dimension) => {
      expect(parseConfig(env).leadLimits[action][dimension]).toEqual(expected);
    });

    it.each(['0', 'ten', '10/0', '-5', '10/60/1', '1.5'])('refuses %j with the variable named', (value) => {
      expect(() => parseConfig({ RATE_LIMIT_SUBSCRIBE_PER_EMAIL: value })).toThrow(/RATE_LIMIT_SUBSCRIBE_PER_EMAIL: must be "POINTS"/);
    });
  });

  describe('chat bytes per address', () => {
    it.each([
      [{}, { bytes: 2_000_000, seconds: 3600 }],
      [{ CHAT_BYTES_PER_IP: '500000' }, { bytes: 500_000, seconds: 3600 }],
      [{ CHAT_BYTES_PER_IP: ' 1000/60 ' }, { bytes: 1000, seconds: 60 }],
    ])('%j gives %j', (env, expected) => {
      expect(parseConfig(env).chatBytesPerIp).toEqual(expected);
    });

    it.each(['lots', '1/2/3', '-1'])('refuses %j with the variable named', (value) => {
      expect(() => parseConfig({ CHAT_BYTES_PER_IP: value })).toThrow(/CHAT_BYTES_PER_IP: must be "BYTES"/);
    });
  });

  describe('relay timing', () => {
    const relayDefaults = parseConfig({}).relayTiming;
    it.each([
      [{ LEADS_RELAY_INTERVAL_MS: '1000' }, { intervalMs: 1000 }],
      [{ LEADS_RELAY_BACKOFF_MS: '500' }, { backoffBaseMs: 500 }],
      [{ LEADS_RELAY_BACKOFF_MS: '500/2000', LEADS_RELAY_INTERVAL_MS: ' 250 ' }, { intervalMs: 250, backoffBaseMs: 500, backoffMaxMs: 2000 }],
      [{ LEADS_RELAY_BACKOFF_MS: '5000/1000' }, { backoffBaseMs: 5000, backoffMaxMs: 5000 }],
      [{ LEADS_RELAY_MAX_ATTEMPTS: '3' }, { maxAttempts: 3 }],
    ])('%j gives %j over the defaults', (env, expected) => {
      expect(parseConfig(env).relayTiming).toEqual({ ...relayDefaults, ...expected });
    });

    it.each([
      [{ LEADS_RELAY_INTERVAL_MS: 'soon' }, 'LEADS_RELAY_INTERVAL_MS'],
      [{ LEADS_RELAY_INTERVAL_MS: '5' }, 'LEADS_RELAY_INTERVAL_MS'],
      [{ LEADS_RELAY_BACKOFF_MS: '1/2/3' }, 'LEADS_RELAY_BACKOFF_MS'],
      [{ LEADS_RELAY_BACKOFF_MS: '500/later' }, 'LEADS_RELAY_BACKOFF_MS'],
      [{ LEADS_RELAY_BACKOFF_MS: '5/1000' }, 'LEADS_RELAY_BACKOFF_MS'],
      [{ LEADS_RELAY_MAX_ATTEMPTS: '0' }, 'LEADS_RELAY_MAX_ATTEMPTS'],
    ])('refuses %j, naming the variable', (env, name) => {
      expect(() => parseConfig(env)).toThrow(new RegExp(`${name}: must be`));
    });
  });

  describe('the production server', () => {
    it('reads where it listens and its keep-alive timeout', () => {
      expect(parseConfig({ PORT: '8080', HOSTNAME: '127.0.0.1', KEEP_ALIVE_TIMEOUT: ' 65000 ' })).toMatchObject({
        port: 8080,
        hostname: '127.0.0.1',
        keepAliveTimeoutMs: 65_000,
      });
      expect(parseConfig({ PORT: '0' }).port).toBe(0);
    });

    it.each(['abc', '-1', '65536', '80.5', '1e3'])('refuses PORT=%j', (value) => {
      expect(() => parseConfig({ PORT: value })).toThrow(/PORT: must be a whole number from 0 to 65535/);
    });

    it.each(['0', '600001', 'soon', '5s'])('refuses KEEP_ALIVE_TIMEOUT=%j', (value) => {
      expect(() => parseConfig({ KEEP_ALIVE_TIMEOUT: value })).toThrow(
        /KEEP_ALIVE_TIMEOUT: must be a whole number of milliseconds from 1 to 600000/,
      );
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
