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
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
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
  };
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
