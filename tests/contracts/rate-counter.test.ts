import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { MemoryRateCounters, RedisRateCounters } from '../../infra/rate-limit/index.ts';
import { deleteRedisKeys, randomPrefix, redisRequirement } from '../support/services.ts';
import { rateCounterContract } from './rate-counter.contract.ts';

describe('memory', () => {
  rateCounterContract('memory', () => new MemoryRateCounters());
});

/** A client as the platform makes it: no offline queue, so a lost Redis fails commands at once. */
const connect = async (url: string): Promise<Redis> => {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  client.on('error', () => {});
  await client.connect().catch(() => undefined);
  return client;
};

// Redis is part of the product's production path: CI must provide it. Without it the suite fails,
// unless ALLOW_NO_REDIS=1 says that skipping is intended.
const redis = await redisRequirement();

if (redis.unavailable === null) {
  describe(`Redis (${redis.url})`, async () => {
    const prefix = `${randomPrefix('rate')}:`;
    const [first, second] = await Promise.all([connect(redis.url), connect(redis.url)]);
    afterAll(async () => {
      await deleteRedisKeys(redis.url, prefix);
      await Promise.all([first.quit(), second.quit()]);
    });
    rateCounterContract('Redis', () => new RedisRateCounters(first, { prefix }));

    it('shares the count between API processes', async () => {
      const options = { limit: 5, windowSeconds: 60 };
      const a = new RedisRateCounters(first, { prefix }).counter('shared', options);
      const b = new RedisRateCounters(second, { prefix }).counter('shared', options);
      await a.hit('198.51.100.9', 3);
      expect((await b.hit('198.51.100.9')).count).toBe(4);
      expect((await a.peek('198.51.100.9'))?.count).toBe(4);
    });
  });
} else if (redis.allowMissing) {
  describe.skip(`Redis rate counters: skipped — ALLOW_NO_REDIS=1 and Redis at ${redis.url} did not answer (${redis.unavailable})`, () => {
    rateCounterContract('Redis', () => new MemoryRateCounters());
  });
} else {
  describe('Redis rate counters', () => {
    it(`needs Redis at ${redis.url} (set REDIS_URL, or ALLOW_NO_REDIS=1 to skip)`, () => {
      throw new Error(`Redis at ${redis.url} did not answer: ${redis.unavailable}`);
    });
  });
}

describe('Redis rate counters without their Redis', async () => {
  const unreachable = await connect('redis://127.0.0.1:1');
  afterAll(() => unreachable.disconnect());
  // While Redis is away every counter counts in this process: limits hold, nothing waits.
  rateCounterContract('Redis away (in-process insurance)', () => new RedisRateCounters(unreachable));
});
