import { processSlot } from '@/lib/process-slot';
import { AsyncResource } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getConfig, parseConfig, type LeadLimits, type LimitRule } from '@/lib/config';
import { errorResponse } from './http';
import { rateLimitedText } from '@/content/forms';

/**
 * Rate limits of the lead endpoints, per client address and per email address. In this process's
 * memory by default; shared by every app instance through Redis when REDIS_URL is set. If Redis is
 * unreachable the limits fall back to memory (never to "no limits", and never to refusing leads).
 */

export const leadActions = ['subscribe', 'chat', 'enquiry'] as const;
export type LeadAction = (typeof leadActions)[number];
export type { LeadLimits, LimitRule } from '@/lib/config';

/** Generous for people, tight for scripts: a chat saves on every message, a form is sent once. The
 * figures are the RATE_LIMIT_* defaults of lib/config.ts. */
export const DEFAULT_LIMITS: LeadLimits = parseConfig({}).leadLimits;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSec: number };

export type LeadRateLimiter = {
  readonly backend: 'memory' | 'redis';
  /** True while counts are shared through Redis (false before it connects and during an outage). */
  isShared(): boolean;
  /** Counts one request against the address and, when given, the email address. */
  check(action: LeadAction, keys: { ip: string; email?: string }): Promise<RateDecision>;
  /** Counts the bytes of a chat transcript against the address's budget (CHAT_BYTES_PER_IP). */
  checkChatBytes(ip: string, bytes: number): Promise<RateDecision>;
  close(): Promise<void>;
};

export type RateLimiterOptions = {
  redisUrl?: string;
  limits?: LeadLimits;
  /** Bytes of chat transcripts one address may save per window. */
  chatBytesPerIp?: { bytes: number; seconds: number };
  /** Namespaces the Redis keys (tests use a unique one). */
  keyPrefix?: string;
  connectTimeoutMs?: number;
};

function hashEmail(email: string): string {
  // Redis holds no email addresses in clear.
  return createHash('sha256').update(email).digest('hex').slice(0, 32);
}

export function createLeadRateLimiter(options: RateLimiterOptions = {}): LeadRateLimiter {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const prefix = options.keyPrefix ?? 'lumina:rl';
  let redis: Redis | undefined;
  let warned = false;

  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, {
      // Fail fast when Redis is away: the insurance limiter answers instead of requests queueing.
      enableOfflineQueue: false,
      connectTimeout: options.connectTimeoutMs ?? 1000,
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 500, 5000),
      // Closing a client whose socket already failed should not hold the process for the 2 s default.
      disconnectTimeout: 200,
    });
    redis.on('error', (error: Error) => {
      if (warned) return;
      warned = true;
      console.warn(
        `[leads] Redis at REDIS_URL is unreachable (${error.message}); rate limits use this process's memory until it is back.`,
      );
    });
    redis.on('ready', () => {
      if (warned) console.warn('[leads] Redis is reachable again; rate limits are shared again.');
      warned = false;
    });
  }

  const build = (name: string, rule: LimitRule): RateLimiterAbstract => {
    const keyPrefix = `${prefix}:${name}`;
    const memory = new RateLimiterMemory({ points: rule.points, duration: rule.durationSec, keyPrefix });
    if (!redis) return memory;
    return new RateLimiterRedis({
      storeClient: redis,
      points: rule.points,
      duration: rule.durationSec,
      keyPrefix,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  };

  // The memory limiter sets a timer per key that lives for the whole window (an hour per email), and
  // a timer keeps the async context it was created in: called from a route, it would hold Next.js's
  // whole request state until it fires. The limiters therefore run in the context this
  // limiter was created in, at start-up (lib/contact/lifecycle.ts), outside any request.
  const scope = new AsyncResource('LeadRateLimiter');

  const pair = (action: LeadAction) => ({
    ip: build(`${action}:ip`, limits[action].perIp),
    email: build(`${action}:email`, limits[action].perEmail),
  });
  const limiters: Record<LeadAction, { ip: RateLimiterAbstract; email: RateLimiterAbstract }> = {
    subscribe: pair('subscribe'),
    chat: pair('chat'),
    enquiry: pair('enquiry'),
  };

  const budget = options.chatBytesPerIp ?? { bytes: 2_000_000, seconds: 3600 };
  const chatBytes = build('chat-bytes:ip', { points: budget.bytes, durationSec: budget.seconds });

  async function consume(limiter: RateLimiterAbstract, key: string, points = 1): Promise<RateDecision> {
    try {
      await scope.runInAsyncScope(() => limiter.consume(key, points));
      return { allowed: true };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
      // A limiter failure must not cost a lead: let the request through and say so in the logs.
      console.warn('[leads] rate limiter error:', rejection instanceof Error ? rejection.message : rejection);
      return { allowed: true };
    }
  }

  return {
    backend: redis ? 'redis' : 'memory',
    isShared: () => redis?.status === 'ready',
    async check(action, keys) {
      const byIp = await consume(limiters[action].ip, keys.ip);
      if (!byIp.allowed || keys.email === undefined) return byIp;
      return consume(limiters[action].email, hashEmail(keys.email));
    },
    checkChatBytes: (ip, bytes) => consume(chatBytes, ip, Math.max(1, bytes)),
    async close() {
      if (redis) {
        redis.disconnect();
        redis = undefined;
      }
    },
  };
}

const limiterSlot = processSlot<LeadRateLimiter>('leadRateLimiter');

/** The process's limiter, from REDIS_URL and the RATE_LIMIT_* variables. */
export function getLeadRateLimiter(): LeadRateLimiter {
  return limiterSlot.getOrCreate(() =>
    createLeadRateLimiter({
      redisUrl: getConfig().redisUrl,
      limits: getConfig().leadLimits,
      chatBytesPerIp: getConfig().chatBytesPerIp,
    }),
  );
}

export async function closeLeadRateLimiter(): Promise<void> {
  const limiter = limiterSlot.get();
  limiterSlot.set(undefined);
  await limiter?.close();
}

/** 429 with the wait in words and in Retry-After. */
export function tooManyRequests(retryAfterSec: number): Response {
  return errorResponse(429, rateLimitedText(retryAfterSec), {
    'Retry-After': String(retryAfterSec),
  });
}
