import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Questions one client may send per window: 5 per 10 minutes. */
export const SUBMISSIONS_PER_WINDOW = 5;
export const SUBMISSION_WINDOW_SECONDS = 10 * 60;

const KEY_PREFIX = 'rl:feedback';

export type LimitDecision =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Counts question submissions per client over a fixed window. */
export interface SubmissionLimiter {
  readonly kind: 'redis' | 'memory';
  /** Takes one submission from the client's allowance, or says how long to wait. */
  take(client: string): Promise<LimitDecision>;
  /** Returns a submission that was not recorded (refused as invalid, or failed). */
  giveBack(client: string): Promise<void>;
  /** Resolves once the shared counter (Redis) is connected; at once for the memory counter. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface SubmissionLimiterOptions {
  /** Redis shared by every API process; absent: a counter in this process. */
  readonly redisUrl?: string | undefined;
  readonly keyPrefix?: string;
  readonly points?: number;
  readonly durationSeconds?: number;
}

function decision(result: unknown): LimitDecision {
  if (!(result instanceof RateLimiterRes)) throw result;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
}

/**
 * `RateLimiterRedis` when a Redis URL is configured (the count is shared by every API process),
 * `RateLimiterMemory` otherwise. While Redis is unreachable a per-process counter stands in, so
 * the form keeps working and keeps being limited.
 */
export function createSubmissionLimiter(options: SubmissionLimiterOptions = {}): SubmissionLimiter {
  const limits = {
    keyPrefix: options.keyPrefix ?? KEY_PREFIX,
    points: options.points ?? SUBMISSIONS_PER_WINDOW,
    duration: options.durationSeconds ?? SUBMISSION_WINDOW_SECONDS,
  };
  const memory = new RateLimiterMemory(limits);
  let redis: Redis | null = null;
  let limiter: RateLimiterAbstract = memory;
  if (options.redisUrl) {
    // No offline queue: while disconnected, commands fail at once and the memory counter answers.
    redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on('error', () => {}); // ioredis reconnects by itself
    limiter = new RateLimiterRedis({
      ...limits,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  }
  const client = redis;
  return {
    kind: client ? 'redis' : 'memory',
    async take(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (refusal) {
        return decision(refusal);
      }
    },
    async giveBack(key) {
      await limiter.reward(key).catch(() => undefined);
    },
    async ready() {
      if (!client || client.status === 'ready') return;
      await new Promise<void>((resolve) => client.once('ready', () => resolve()));
    },
    async close() {
      if (!client) return;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
