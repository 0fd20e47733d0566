import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { MemoryRateCounters, RedisRateCounters } from '../../infra/rate-limit/index.ts';
import { RedisLink, untilReady } from '../../infra/redis/link.ts';
import { ownRedis, type OwnRedis } from '../support/redis-server.ts';
import { deleteRedisKeys, randomPrefix, redisRequirement } from '../support/services.ts';
import { rateCounterContract } from './rate-counter.contract.ts';

describe('memory', () => {
  rateCounterContract('memory', () => new MemoryRateCounters());
});

/** A client as the platform makes it: no offline queue, so a lost Redis fails commands at once, and a
 * deadline on every command, so a hung one fails them after it (ADR 0049). */
const connect = async (url: string): Promise<Redis> => {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    commandTimeout: 1000,
  });
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

describe('Redis rate counters on a hung Redis (SIGSTOP)', () => {
  let redis: OwnRedis;
  let link: RedisLink;
  let undeadlined: Redis;
  beforeAll(async () => {
    redis = await ownRedis();
    // The platform's client (a deadline on every command), not started: the test says when
    // Redis counts as known to be away.
    link = new RedisLink(redis.url, { commandTimeoutMs: 200, pingIntervalMs: 60_000 });
    undeadlined = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    undeadlined.on('error', () => {});
    await Promise.all([untilReady(link.client, 10_000), untilReady(undeadlined, 10_000)]);
    redis.pause();
  });
  afterAll(async () => {
    redis?.resume();
    undeadlined?.disconnect();
    await link?.close();
    await redis?.stop();
  });
  // The connection stays "ready" while nothing answers: each command's deadline hands the count to
  // the insurance.
  rateCounterContract(
    'Redis hung (deadline, then in-process insurance)',
    () => new RedisRateCounters(link.client),
  );
  // Once the hang is known (the platform's PING watch) Redis is not tried at all: a client without
  // a deadline would wait for ever if it were.
  rateCounterContract(
    'Redis known to be hung (in-process insurance at once)',
    () => new RedisRateCounters(undeadlined, { available: () => false }),
  );
});
