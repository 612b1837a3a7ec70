import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
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
  TRUSTED_PROXY_HOPS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 0 to 10' })
      .int({ error: 'must be a whole number from 0 to 10' })
      .min(0, { error: 'must be a whole number from 0 to 10' })
      .max(10, { error: 'must be a whole number from 0 to 10' })
      .default(0),
  ),
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
  CHAT_BYTES_PER_IP: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+(\/\d+)?$/, { error: 'must be "BYTES" or "BYTES/SECONDS", e.g. "2000000/3600"' })
      .default('2000000/3600'),
  ),
}).superRefine((env, ctx) => {
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
};

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
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
    chatBytesPerIp: (() => {
      const [bytes, seconds] = data.CHAT_BYTES_PER_IP.split('/');
      return { bytes: Number(bytes), seconds: Number(seconds ?? 3600) };
    })(),
  };
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
