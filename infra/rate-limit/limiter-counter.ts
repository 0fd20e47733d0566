import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateCounter, WindowCount } from './types.ts';

const countOf = (res: RateLimiterRes): WindowCount => ({
  count: res.consumedPoints,
  msBeforeReset: res.msBeforeNext,
});

/**
 * A counter over a rate-limiter-flexible limiter. `penalty` counts without refusing: the decision
 * stays with the caller, and a refused attempt still counts (as `consume` would count it).
 */
export class LimiterCounter implements RateCounter {
  private readonly limiter: RateLimiterAbstract;

  constructor(limiter: RateLimiterAbstract) {
    this.limiter = limiter;
  }

  async hit(key: string, points = 1): Promise<WindowCount> {
    return countOf(await this.limiter.penalty(key, points));
  }

  async peek(key: string): Promise<WindowCount | null> {
    const res = await this.limiter.get(key);
    return res === null ? null : countOf(res);
  }

  async giveBack(key: string, points = 1): Promise<void> {
    await this.limiter.reward(key, points);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  async block(key: string, seconds: number): Promise<void> {
    await this.limiter.block(key, seconds);
  }
}
