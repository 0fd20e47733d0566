import { RateLimiterMemory } from 'rate-limiter-flexible';
import { LimiterCounter } from './limiter-counter.ts';
import type { CounterOptions, RateCounter, RateCounters } from './types.ts';

/** Counters in this process: the embedded default, and tests. */
export class MemoryRateCounters implements RateCounters {
  readonly kind = 'memory' as const;
  private readonly prefix: string;

  constructor(options: { prefix?: string } = {}) {
    this.prefix = options.prefix ?? '';
  }

  counter(name: string, options: CounterOptions): RateCounter {
    return new LimiterCounter(
      new RateLimiterMemory({
        keyPrefix: `${this.prefix}${name}`,
        points: options.limit,
        duration: options.windowSeconds,
      }),
    );
  }
}
