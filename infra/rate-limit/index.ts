import type { RedisLink } from '../redis/link.ts';
import { MemoryRateCounters } from './memory.ts';
import { RedisRateCounters } from './redis.ts';
import type { RateCounters } from './types.ts';

export * from './types.ts';
export { MemoryRateCounters } from './memory.ts';
export { RedisRateCounters } from './redis.ts';

/** Redis counters when the process has a Redis link (REDIS_URL), else counters in memory. */
export function createRateCounters(options: { redis: RedisLink | null; prefix?: string }): RateCounters {
  const link = options.redis;
  return link
    ? new RedisRateCounters(link.client, { prefix: options.prefix, available: () => link.up() })
    : new MemoryRateCounters({ prefix: options.prefix });
}
