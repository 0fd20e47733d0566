import { afterAll, describe, it } from 'vitest';
import { InlineJobQueue } from '../../infra/queue/inline.ts';
import { BullMqJobQueue } from '../../infra/queue/bullmq.ts';
import { deleteRedisKeys, randomPrefix, redisRequirement } from '../support/services.ts';
import { jobQueueContract } from './job-queue.contract.ts';

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
