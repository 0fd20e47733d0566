import { describe, it } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/memory.ts';
import { RedisPubSub } from '../../infra/pubsub/redis.ts';
import { randomPrefix, redisRequirement } from '../support/services.ts';
import { pubSubContract } from './pubsub.contract.ts';

// Throwing subscribers are part of the contract; keep their reports out of the test output.
const quiet = { onHandlerError: () => {} };

describe('memory', () => {
  pubSubContract('memory', async () => new MemoryPubSub(quiet));
});

// Redis is part of the product's production path: CI must provide it. Without it the suite fails,
// unless ALLOW_NO_REDIS=1 says that skipping is intended.
const redis = await redisRequirement();

if (redis.unavailable === null) {
  describe(`Redis (${redis.url})`, () => {
    // Channels live only while subscribed, so a random prefix is all the cleanup needed.
    const prefix = `${randomPrefix('pubsub')}:`;
    pubSubContract('Redis', () => RedisPubSub.connect(redis.url, { prefix, ...quiet }));
  });
} else if (redis.allowMissing) {
  describe.skip(`Redis pub/sub: skipped — ALLOW_NO_REDIS=1 and Redis at ${redis.url} did not answer (${redis.unavailable})`, () => {
    pubSubContract('Redis', () => RedisPubSub.connect(redis.url, {}));
  });
} else {
  describe('Redis pub/sub', () => {
    it(`needs Redis at ${redis.url} (set REDIS_URL, or ALLOW_NO_REDIS=1 to skip)`, () => {
      throw new Error(`Redis at ${redis.url} did not answer: ${redis.unavailable}`);
    });
  });
}
