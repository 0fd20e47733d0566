import { afterAll, describe, expect, it } from 'vitest';
import { InlineJobQueue } from '../../infra/queue/inline.ts';
import { BullMqJobQueue } from '../../infra/queue/bullmq.ts';
import { deleteRedisKeys, randomPrefix, redisRequirement } from '../support/services.ts';
import { jobQueueContract } from './job-queue.contract.ts';
import { ownRedis } from '../support/redis-server.ts';
import { waitFor } from '../support/wait-for.ts';

describe('inline', () => {
  jobQueueContract('inline', async (onError) => new InlineJobQueue(onError));
});

// Redis is part of the product's production path: CI must provide it. Without it the suite fails,
// unless ALLOW_NO_REDIS=1 says that skipping is intended.
const redis = await redisRequirement();

if (redis.unavailable === null) {
  describe(`BullMQ (Redis at ${redis.url})`, () => {
    const prefix = randomPrefix('bullmq');
    afterAll(() => deleteRedisKeys(redis.url, prefix));
    jobQueueContract('BullMQ', (onError) => BullMqJobQueue.connect(redis.url, { prefix, onError }));
  });
} else if (redis.allowMissing) {
  describe.skip(`BullMQ: skipped — ALLOW_NO_REDIS=1 and Redis at ${redis.url} did not answer (${redis.unavailable})`, () => {
    jobQueueContract('BullMQ', (onError) => BullMqJobQueue.connect(redis.url, { onError }));
  });
} else {
  describe('BullMQ', () => {
    it(`needs Redis at ${redis.url} (set REDIS_URL, or ALLOW_NO_REDIS=1 to skip)`, () => {
      throw new Error(`Redis at ${redis.url} did not answer: ${redis.unavailable}`);
    });
  });
}

describe('BullMQ availability, on a redis-server of this test', () => {
  it('tells once that Redis went away and once that it is back, and reports no errors meanwhile', async () => {
    const redis = await ownRedis();
    const errors: unknown[] = [];
    const queue = await BullMqJobQueue.connect(redis.url, { onError: (_queue, error) => errors.push(error) });
    const changes: Array<[boolean, string | null]> = [];
    queue.onAvailabilityChange((available, cause) => changes.push([available, cause]));
    try {
      await queue.process('availability', async () => {});
      expect(queue.available()).toBe(true);
      await redis.stop();
      await waitFor(() => !queue.available(), 10_000, 'the queue to notice');
      await redis.start();
      await waitFor(() => queue.available(), 15_000, 'the queue to reconnect');
      expect(changes.map(([available]) => available)).toEqual([false, true]);
      expect(typeof changes[0]![1]).toBe('string');
      expect(errors).toEqual([]);
    } finally {
      await queue.close();
      await redis.stop();
    }
  }, 40_000);
});
