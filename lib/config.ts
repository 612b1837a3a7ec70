import { z } from 'zod';

// Every variable an operator sets is parsed here, once, with its default and its message; the README's
// table lists the same variables and defaults (tests/unit/config-readme.test.ts). Plain scripts
// (scripts/server.mjs, scripts/leads.mjs, next-sitemap.config.js) load this module with jiti.
//
// Deliberately outside: the markers Node and Next.js set themselves (OUTSIDE_CONFIG below), the build's
// own values next.config.ts passes to the bundles (SITE_DIST_DIR, BLOG_CACHE_BUILD), and the knobs of the
// tests and benchmarks (E2E_*, TEST_*, CHROMIUM_PATH, the bench and load-test scripts' variables).
// lib/cache/redis-cache-handler.mjs reads REDIS_URL again: Next.js loads it outside the bundles, and
// next.config.ts installs it only once this module has accepted the value.
export const OUTSIDE_CONFIG = ['NODE_ENV', 'NEXT_RUNTIME', 'NEXT_PHASE', 'NEXT_MANUAL_SIG_HANDLE'] as const;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

/** A whole number in a range, written as digits only (no sign, exponent or fraction). */
const wholeNumber = (min: number, max: number, error: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(z.number().min(min, { error }).max(max, { error }));

/**
 * "A" or "A/B": two whole numbers, each in its range; B left out takes the default's. Parsed here into
 * `{ a, b }`; the default is also kept as the environment spells it (`meta().spelled`), which the README's
 * table states.
 */
const numberPair = (spelled: string, a: readonly [number, number], b: readonly [number, number], error: string) => {
  const [defaultA = 0, defaultB = 0] = spelled.split('/').map(Number);
  const within = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;
  return z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^\d+(\/\d+)?$/, { error })
        .transform((value) => {
          const [first = 0, second = defaultB] = value.split('/').map(Number);
          return { a: first, b: second };
        })
        .refine((pair) => within(pair.a, a) && within(pair.b, b), { error })
        .optional(),
    )
    .transform((pair) => pair ?? { a: defaultA, b: defaultB })
    .meta({ spelled });
};

const rateRule = (spelled: string) =>
  numberPair(spelled, [1, 999_999_999], [1, 9_999_999], 'must be "POINTS" or "POINTS/SECONDS", e.g. "10/60"');

/** A parsed rate rule as the rate limiter takes it. */
const limitRule = ({ a, b }: { a: number; b: number }): LimitRule => ({ points: a, durationSec: b });

const envShape = {
  NEXT_PUBLIC_SITE_URL: z.preprocess(emptyToUndefined, httpUrl.default('http://localhost:3000')),
  UPSTREAM_API_HOST: z.preprocess(emptyToUndefined, httpUrl.optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  IMAGE_HOST: z.preprocess(emptyToUndefined, httpUrl.optional()),
  LEADS_DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('.data/leads')),
  REVALIDATE_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { error: 'must be at least 32 characters (e.g. `openssl rand -hex 32`)' }).optional(),
  ),
  PREVIEW_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { error: 'must be at least 32 characters (e.g. `openssl rand -hex 32`)' }).optional(),
  ),
  TRUSTED_PROXY_HOPS: z.preprocess(emptyToUndefined, wholeNumber(0, 10, 'must be a whole number from 0 to 10').default(0)),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  LEADS_NOTIFY_TO: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value) => value.split(',').map((address) => address.trim()).filter(Boolean))
      .pipe(z.array(z.email({ error: 'must be one or more email addresses, separated by commas' })).min(1))
      .optional(),
  ),
  LEADS_NOTIFY_FROM: z.preprocess(
    emptyToUndefined,
    z.email({ error: 'must be an email address' }).optional(),
  ),
  LEADS_WEBHOOK_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  LEADS_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
  LEADS_LINK_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
  LEADS_CHAT_STORE_MAX_MB: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of megabytes from 1' })
      .int({ error: 'must be a whole number of megabytes from 1' })
      .min(1, { error: 'must be a whole number of megabytes from 1' })
      .default(1024),
  ),
  CHAT_BYTES_PER_IP: numberPair(
    '2000000/3600',
    [0, Number.MAX_SAFE_INTEGER],
    [0, Number.MAX_SAFE_INTEGER],
    'must be "BYTES" or "BYTES/SECONDS", e.g. "2000000/3600"',
  ),
  RATE_LIMIT_SUBSCRIBE_PER_IP: rateRule('10/60'),
  RATE_LIMIT_SUBSCRIBE_PER_EMAIL: rateRule('5/3600'),
  RATE_LIMIT_CHAT_PER_IP: rateRule('120/60'),
  RATE_LIMIT_CHAT_PER_EMAIL: rateRule('600/3600'),
  RATE_LIMIT_ENQUIRY_PER_IP: rateRule('10/600'),
  RATE_LIMIT_ENQUIRY_PER_EMAIL: rateRule('5/3600'),
  LEADS_RELAY_INTERVAL_MS: z.preprocess(emptyToUndefined, wholeNumber(10, 24 * 3600_000, 'must be milliseconds from 10 to 86400000').default(15_000)),
  LEADS_RELAY_BACKOFF_MS: numberPair(
    '5000/1800000',
    [10, 24 * 3600_000],
    [10, 24 * 3600_000],
    'must be "BASE" or "BASE/MAX" in milliseconds, e.g. "5000/1800000"',
  ),
  LEADS_RELAY_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, wholeNumber(1, 1000, 'must be a whole number from 1 to 1000').default(50)),
  // The production server (scripts/server.mjs).
  PORT: z.preprocess(emptyToUndefined, wholeNumber(0, 65535, 'must be a whole number from 0 to 65535').default(3000)),
  HOSTNAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('0.0.0.0')),
  KEEP_ALIVE_TIMEOUT: z.preprocess(
    emptyToUndefined,
    wholeNumber(1, 600_000, 'must be a whole number of milliseconds from 1 to 600000').default(5000),
  ),
};

const envSchema = z.object(envShape).superRefine((env, ctx) => {
  // Each of these is useless, or unsafe, without its partner: say so at start-up, not at the first lead.
  if (env.LEADS_NOTIFY_TO && !env.SMTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['LEADS_NOTIFY_TO'], message: 'needs SMTP_URL (the mail server to send through)' });
  }
  if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['LEADS_WEBHOOK_SECRET'], message: 'is required with LEADS_WEBHOOK_URL (the key of its signature)' });
  }
  if (env.SMTP_URL && !env.LEADS_LINK_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['LEADS_LINK_SECRET'], message: 'is required with SMTP_URL (the key of confirmation and unsubscribe links)' });
  }
});

export type LimitRule = { points: number; durationSec: number };
export type LeadLimits = Record<'subscribe' | 'chat' | 'enquiry', { perIp: LimitRule; perEmail: LimitRule }>;

export type AppConfig = {
  siteUrl: string;
  upstreamApiHost: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  imageHost: string | undefined;
  leadsDataDir: string;
  /**
   * Trusted reverse proxies in front of the app, each appending to X-Forwarded-For: the client address is
   * the entry this many places left of the last one, which is always the socket address (0: no proxy).
   */
  trustedProxyHops: number;
  /** Key of the HMAC-SHA256 signatures of POST /api/revalidate; unset: the endpoint answers 503. */
  revalidateSecret: string | undefined;
  /** Key of the signed preview links (/api/preview); unset: preview is off. */
  previewSecret: string | undefined;
  /** Mail server for lead notifications and newsletter confirmations (nodemailer URL form). */
  smtpUrl: string | undefined;
  /** Who is told of each new lead by email; empty without SMTP. */
  notifyTo: string[];
  notifyFrom: string;
  webhookUrl: string | undefined;
  webhookSecret: string | undefined;
  /** Key of the signed confirmation and unsubscribe links. */
  linkSecret: string | undefined;
  /** Above this size the store takes no more chat transcripts (small leads still go through). */
  chatStoreMaxBytes: number;
  /** Bytes of chat transcripts one client address may write per window. */
  chatBytesPerIp: { bytes: number; seconds: number };
  /** Rate limits of the lead endpoints, per client address and per email address. */
  leadLimits: LeadLimits;
  /**
   * How often the outbox relay polls, how it backs off, and when it gives an entry up: a deployment can
   * retry sooner (the load and scale-out tests do), so an upstream that comes back is caught up in seconds.
   */
  relayTiming: { intervalMs: number; backoffBaseMs: number; backoffMaxMs: number; maxAttempts: number };
  /** Where the production server listens, and how long it keeps an idle connection open. */
  port: number;
  hostname: string;
  keepAliveTimeoutMs: number;
};

/** The variables of the schema, each with its default as the environment would spell it (undefined: none). */
export function configVariables(): { name: string; default: string | undefined }[] {
  return Object.entries(envShape).map(([name, schema]) => {
    const spelled = schema.meta()?.spelled;
    const parsed: unknown = schema.safeParse(undefined).data;
    return { name, default: typeof spelled === 'string' ? spelled : parsed === undefined ? undefined : String(parsed) };
  });
}

export class ConfigError extends Error {
  // A field, not a parameter property: Node's type stripping could then load this file as it is.
  readonly issues: string[];

  constructor(issues: string[]) {
    super(`Invalid environment configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.issues = issues;
    this.name = 'ConfigError';
  }
}

/** Parses environment variables; the error names every bad variable and why. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`));
  }
  const data = result.data;
  return {
    siteUrl: data.NEXT_PUBLIC_SITE_URL,
    upstreamApiHost: data.UPSTREAM_API_HOST,
    databaseUrl: data.DATABASE_URL,
    redisUrl: data.REDIS_URL,
    imageHost: data.IMAGE_HOST,
    leadsDataDir: data.LEADS_DATA_DIR,
    trustedProxyHops: data.TRUSTED_PROXY_HOPS,
    revalidateSecret: data.REVALIDATE_SECRET,
    previewSecret: data.PREVIEW_SECRET,
    smtpUrl: data.SMTP_URL,
    notifyTo: data.LEADS_NOTIFY_TO ?? [],
    notifyFrom: data.LEADS_NOTIFY_FROM ?? `leads@${new URL(data.NEXT_PUBLIC_SITE_URL).hostname}`,
    webhookUrl: data.LEADS_WEBHOOK_URL,
    webhookSecret: data.LEADS_WEBHOOK_SECRET,
    linkSecret: data.LEADS_LINK_SECRET,
    chatStoreMaxBytes: data.LEADS_CHAT_STORE_MAX_MB * 1024 * 1024,
    chatBytesPerIp: { bytes: data.CHAT_BYTES_PER_IP.a, seconds: data.CHAT_BYTES_PER_IP.b },
    leadLimits: {
      subscribe: { perIp: limitRule(data.RATE_LIMIT_SUBSCRIBE_PER_IP), perEmail: limitRule(data.RATE_LIMIT_SUBSCRIBE_PER_EMAIL) },
      chat: { perIp: limitRule(data.RATE_LIMIT_CHAT_PER_IP), perEmail: limitRule(data.RATE_LIMIT_CHAT_PER_EMAIL) },
      enquiry: { perIp: limitRule(data.RATE_LIMIT_ENQUIRY_PER_IP), perEmail: limitRule(data.RATE_LIMIT_ENQUIRY_PER_EMAIL) },
    },
    relayTiming: {
      intervalMs: data.LEADS_RELAY_INTERVAL_MS,
      backoffBaseMs: data.LEADS_RELAY_BACKOFF_MS.a,
      // A maximum below the base would shorten the first delay: the base wins.
      backoffMaxMs: Math.max(data.LEADS_RELAY_BACKOFF_MS.b, data.LEADS_RELAY_BACKOFF_MS.a),
      maxAttempts: data.LEADS_RELAY_MAX_ATTEMPTS,
    },
    port: data.PORT,
    hostname: data.HOSTNAME,
    keepAliveTimeoutMs: data.KEEP_ALIVE_TIMEOUT,
  };
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
