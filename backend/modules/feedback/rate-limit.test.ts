import { afterAll, describe, expect, it } from 'vitest';
import { deleteRedisKeys, randomPrefix, redisRequirement } from '../../../tests/support/services.ts';
import { createSubmissionLimiter, type SubmissionLimiter } from './rate-limit.ts';

function limiterContract(make: () => SubmissionLimiter | Promise<SubmissionLimiter>): void {
  it('allows 5 submissions per client in the window, then says how long to wait', async () => {
    const limiter = await make();
    try {
      for (let i = 0; i < 5; i += 1) expect(await limiter.take('198.51.100.1')).toEqual({ allowed: true });
      const refused = await limiter.take('198.51.100.1');
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) {
        expect(refused.retryAfterSeconds).toBeGreaterThan(590);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
      }
      expect(await limiter.take('198.51.100.2')).toEqual({ allowed: true });
    } finally {
      await limiter.close();
    }
  });

  it('counts a submission given back as not made', async () => {
    const limiter = await make();
    try {
      for (let i = 0; i < 5; i += 1) await limiter.take('198.51.100.3');
      await limiter.giveBack('198.51.100.3');
      expect(await limiter.take('198.51.100.3')).toEqual({ allowed: true });
      expect((await limiter.take('198.51.100.3')).allowed).toBe(false);
    } finally {
      await limiter.close();
    }
  });
}

describe('memory submission limiter', () => {
  limiterContract(() => createSubmissionLimiter());
});

// The Redis limiter is the production path (REDIS_URL): it runs wherever the Redis suites do.
const redis = await redisRequirement();

if (redis.unavailable === null) {
  describe(`Redis submission limiter (${redis.url})`, () => {
    const prefix = randomPrefix('feedback-limit');
    afterAll(() => deleteRedisKeys(redis.url, prefix));
    const make = async () => {
      const limiter = createSubmissionLimiter({ redisUrl: redis.url, keyPrefix: prefix });
      expect(limiter.kind).toBe('redis');
      await limiter.ready();
      return limiter;
    };
    limiterContract(make);

    it('shares the count between API processes', async () => {
      const [first, second] = await Promise.all([make(), make()]);
      try {
        for (let i = 0; i < 3; i += 1) expect((await first.take('198.51.100.9')).allowed).toBe(true);
        for (let i = 0; i < 2; i += 1) expect((await second.take('198.51.100.9')).allowed).toBe(true);
        expect((await first.take('198.51.100.9')).allowed).toBe(false);
        expect((await second.take('198.51.100.9')).allowed).toBe(false);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });
  });
} else if (!redis.allowMissing) {
  describe('Redis submission limiter', () => {
    it(`needs Redis at ${redis.url} (set REDIS_URL, or ALLOW_NO_REDIS=1 to skip)`, () => {
      throw new Error(`Redis at ${redis.url} did not answer: ${redis.unavailable}`);
    });
  });
}

describe('submission limiter without its Redis', () => {
  it('keeps limiting in memory while Redis is unreachable', async () => {
    const limiter = createSubmissionLimiter({
      redisUrl: 'redis://127.0.0.1:1',
      keyPrefix: randomPrefix('down'),
    });
    try {
      for (let i = 0; i < 5; i += 1) expect((await limiter.take('198.51.100.4')).allowed).toBe(true);
      expect((await limiter.take('198.51.100.4')).allowed).toBe(false);
    } finally {
      await limiter.close();
    }
  });
});
