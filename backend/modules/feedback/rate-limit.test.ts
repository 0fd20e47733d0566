import { describe, expect, it } from 'vitest';
import { MemoryRateCounters } from '../../../infra/rate-limit/index.ts';
import { createSubmissionLimiter } from './rate-limit.ts';

// The counters themselves (memory, Redis, Redis away) are proven by tests/contracts/rate-counter.test.ts.
describe('submission limiter', () => {
  it('allows 5 submissions per client in the window, then says how long to wait', async () => {
    const limiter = createSubmissionLimiter(new MemoryRateCounters());
    for (let i = 0; i < 5; i += 1) expect(await limiter.take('198.51.100.1')).toEqual({ allowed: true });
    const refused = await limiter.take('198.51.100.1');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(590);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    expect(await limiter.take('198.51.100.2')).toEqual({ allowed: true });
  });

  it('counts a submission given back as not made', async () => {
    const limiter = createSubmissionLimiter(new MemoryRateCounters());
    for (let i = 0; i < 5; i += 1) await limiter.take('198.51.100.3');
    await limiter.giveBack('198.51.100.3');
    expect(await limiter.take('198.51.100.3')).toEqual({ allowed: true });
    expect((await limiter.take('198.51.100.3')).allowed).toBe(false);
  });

  it('takes its own allowance and window', async () => {
    const counters = new MemoryRateCounters();
    const resets = createSubmissionLimiter(counters, {
      name: 'rl:password-reset',
      points: 2,
      durationSeconds: 3600,
    });
    const questions = createSubmissionLimiter(counters);
    await resets.take('k');
    await resets.take('k');
    const refused = await resets.take('k');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(3590);
    expect(await questions.take('k')).toEqual({ allowed: true });
  });
});
