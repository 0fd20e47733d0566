import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { getContainerRuntimeClient } from 'testcontainers';

/** Rejects after `ms` so that probing a missing service never hangs a test run. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Null when testcontainers finds a Docker (or compatible) engine, otherwise why not. */
export async function dockerUnavailableReason(timeoutMs = 5_000): Promise<string | null> {
  try {
    await withTimeout(getContainerRuntimeClient(), timeoutMs, 'Docker engine');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Null when Redis at `url` answers PING, otherwise why not. */
export async function redisUnavailableReason(url: string, timeoutMs = 3_000): Promise<string | null> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // connect() only says "Connection is closed"; the error event carries the cause (ECONNREFUSED...).
  let cause: unknown;
  redis.on('error', (error) => (cause ??= error));
  try {
    await withTimeout(
      redis.connect().then(() => redis.ping()),
      timeoutMs,
      `Redis at ${url}`,
    );
    return null;
  } catch (error) {
    const reported = cause ?? error;
    return reported instanceof Error ? reported.message : String(reported);
  } finally {
    redis.disconnect();
  }
}

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** A prefix no other test run uses, so runs against a shared Redis never collide. */
export function randomPrefix(label: string): string {
  return `test-${label}-${randomBytes(6).toString('hex')}`;
}

/** Removes every key under `prefix` (BullMQ keeps queue state, dedup keys and meta there). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/** Whether the Redis-backed suites can run. Redis is required unless ALLOW_NO_REDIS=1. */
export interface RedisRequirement {
  readonly url: string;
  /** Set when Redis did not answer. */
  readonly unavailable: string | null;
  /** When Redis is missing: skip (ALLOW_NO_REDIS=1) rather than fail. */
  readonly allowMissing: boolean;
}

export async function redisRequirement(): Promise<RedisRequirement> {
  const url = process.env.REDIS_URL?.trim() || DEFAULT_REDIS_URL;
  return {
    url,
    unavailable: await redisUnavailableReason(url),
    allowMissing: process.env.ALLOW_NO_REDIS === '1',
  };
}
