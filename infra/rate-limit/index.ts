import type { Redis } from 'ioredis';
import { MemoryRateCounters } from './memory.ts';
import { RedisRateCounters } from './redis.ts';
import type { RateCounters } from './types.ts';

export * from './types.ts';
export { MemoryRateCounters } from './memory.ts';
export { RedisRateCounters } from './redis.ts';

/** Redis counters when the process has a Redis client (REDIS_URL), else counters in memory. */
export function createRateCounters(options: { redis: Redis | null; prefix?: string }): RateCounters {
  return options.redis
    ? new RedisRateCounters(options.redis, { prefix: options.prefix })
    : new MemoryRateCounters({ prefix: options.prefix });
}
