import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { LimiterCounter } from './limiter-counter.ts';
import type { CounterOptions, RateCounter, RateCounters, WindowCount } from './types.ts';

export interface RedisRateCountersOptions {
  readonly prefix?: string;
  /** Whether Redis answers now (the platform's PING watch): while it does not, counters count in
   * this process without trying Redis, so no request waits for a deadline to pass (ADR 0049). */
  readonly available?: () => boolean;
}

/** Counts in Redis while it answers, in this process while Redis is known to be away. */
class InsuredCounter implements RateCounter {
  private readonly shared: RateCounter;
  private readonly local: RateCounter;
  private readonly available: () => boolean;

  constructor(shared: RateCounter, local: RateCounter, available: () => boolean) {
    this.shared = shared;
    this.local = local;
    this.available = available;
  }

  private get counter(): RateCounter {
    return this.available() ? this.shared : this.local;
  }

  hit(key: string, points?: number): Promise<WindowCount> {
    return this.counter.hit(key, points);
  }

  peek(key: string): Promise<WindowCount | null> {
    return this.counter.peek(key);
  }

  giveBack(key: string, points?: number): Promise<void> {
    return this.counter.giveBack(key, points);
  }

  reset(key: string): Promise<void> {
    return this.counter.reset(key);
  }

  block(key: string, seconds: number): Promise<void> {
    return this.counter.block(key, seconds);
  }
}

/**
 * Counters in Redis, shared by every API process. Whenever Redis fails a command (it is away, or
 * the client's deadline passed because it hangs) each counter counts in this process instead (its
 * insurance), so limits keep holding and no request fails or waits for Redis.
 */
export class RedisRateCounters implements RateCounters {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private readonly prefix: string;
  private readonly available: (() => boolean) | undefined;

  constructor(client: Redis, options: RedisRateCountersOptions = {}) {
    this.client = client;
    this.prefix = options.prefix ?? '';
    this.available = options.available;
  }

  counter(name: string, options: CounterOptions): RateCounter {
    const settings = {
      keyPrefix: `${this.prefix}${name}`,
      points: options.limit,
      duration: options.windowSeconds,
    };
    const insurance = new RateLimiterMemory(settings);
    const shared = new LimiterCounter(
      new RateLimiterRedis({
        ...settings,
        storeClient: this.client,
        // A client that is not connected is not waited for: the insurance answers at once.
        rejectIfRedisNotReady: true,
        insuranceLimiter: insurance,
      }),
    );
    return this.available
      ? new InsuredCounter(shared, new LimiterCounter(insurance), this.available)
      : shared;
  }
}
