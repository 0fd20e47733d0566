import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { LimiterCounter } from './limiter-counter.ts';
import type { CounterOptions, RateCounter, RateCounters } from './types.ts';

/**
 * Counters in Redis, shared by every API process. While Redis is away each counter counts in this
 * process instead (its insurance), so limits keep holding and no request fails or waits for Redis.
 */
export class RedisRateCounters implements RateCounters {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private readonly prefix: string;

  constructor(client: Redis, options: { prefix?: string } = {}) {
    this.client = client;
    this.prefix = options.prefix ?? '';
  }

  counter(name: string, options: CounterOptions): RateCounter {
    const settings = { keyPrefix: `${this.prefix}${name}`, points: options.limit, duration: options.windowSeconds };
    return new LimiterCounter(
      new RateLimiterRedis({
        ...settings,
        storeClient: this.client,
        // A client that is not connected is not waited for: the insurance answers at once.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(settings),
      }),
    );
  }
}
