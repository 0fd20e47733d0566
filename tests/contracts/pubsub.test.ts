import { afterEach, describe, expect, it } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/memory.ts';
import { RedisPubSub } from '../../infra/pubsub/redis.ts';
import { PubSubUnavailableError } from '../../infra/pubsub/types.ts';
import { RedisLink } from '../../infra/redis/link.ts';
import { ownRedis, type OwnRedis } from '../support/redis-server.ts';
import { waitFor } from '../support/wait-for.ts';
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

describe('Redis pub/sub without an answering Redis, on a redis-server of this test', () => {
  let redis: OwnRedis | undefined;
  let link: RedisLink | undefined;
  let pubsub: RedisPubSub | undefined;
  afterEach(async () => {
    redis?.resume();
    await pubsub?.close();
    await link?.close();
    await redis?.stop();
  });

  it('a publish to a hung Redis fails after its deadline, never waits for Redis to wake', async () => {
    redis = await ownRedis();
    pubsub = await RedisPubSub.connect(redis.url, { commandTimeoutMs: 200, ...quiet });
    redis.pause();
    const outcome = await Promise.race([
      pubsub.publish('anything', { n: 1 }).then(
        () => 'delivered',
        (error: unknown) => error,
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000)),
    ]);
    expect(outcome).toBeInstanceOf(PubSubUnavailableError);
  });

  it('a subscription made while Redis is down receives once Redis starts', async () => {
    redis = await ownRedis({ started: false });
    link = new RedisLink(redis.url, { commandTimeoutMs: 1000, pingIntervalMs: 200 });
    await link.start();
    pubsub = await RedisPubSub.connect(redis.url, { health: link, ...quiet });
    const received: unknown[] = [];
    await pubsub.subscribe('wakeups', (message) => received.push(message));
    // Known to be away: a publish fails at once, as unavailable.
    await expect(pubsub.publish('wakeups', 'lost')).rejects.toBeInstanceOf(PubSubUnavailableError);
    await redis.start();
    await waitFor(() => link!.up(), 15_000, 'Redis to answer');
    // Published until the subscriber's SUBSCRIBE (sent when it connects) has gone through.
    await waitFor(
      async () => {
        await pubsub!.publish('wakeups', 'after').catch(() => {});
        return received.length > 0;
      },
      15_000,
      'the message published after Redis started',
    );
    expect(received[0]).toBe('after');
  });
});
