import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { InlineJobQueue } from '../../infra/queue/inline.ts';
import { BullMqJobQueue } from '../../infra/queue/bullmq.ts';
import { QueueUnavailableError } from '../../infra/queue/types.ts';
import { RedisLink } from '../../infra/redis/link.ts';
import { deleteRedisKeys, randomPrefix, redisRequirement } from '../support/services.ts';
import { jobQueueContract } from './job-queue.contract.ts';
import { ownRedis, type OwnRedis } from '../support/redis-server.ts';
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

describe('BullMQ without an answering Redis, on a redis-server of this test', () => {
  let redis: OwnRedis | undefined;
  let link: RedisLink | undefined;
  let queue: BullMqJobQueue | undefined;
  afterEach(async () => {
    redis?.resume();
    await queue?.close();
    await link?.close();
    await redis?.stop();
  });
  const watching = () => new RedisLink(redis!.url, { commandTimeoutMs: 1000, pingIntervalMs: 200 });

  it('a hung Redis: an add fails after its deadline, the queue becomes unavailable once, no error per retry', async () => {
    redis = await ownRedis();
    link = watching();
    await link.start();
    const errors: unknown[] = [];
    queue = await BullMqJobQueue.connect(redis.url, {
      commandTimeoutMs: 200,
      health: link,
      onError: (_queue, error) => errors.push(error),
    });
    const changes: Array<[boolean, string | null]> = [];
    queue.onAvailabilityChange((available, cause) => changes.push([available, cause]));
    await queue.process('hung', async () => {});
    redis.pause();
    const outcome = await Promise.race([
      queue.add('hung', {}).then(
        () => 'added',
        (error: unknown) => error,
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000)),
    ]);
    expect(outcome).toBeInstanceOf(QueueUnavailableError);
    await waitFor(() => !queue!.available(), 10_000, 'the hang to be noticed');
    // Known to be away: no deadline to wait for.
    await expect(queue.stats('hung')).rejects.toBeInstanceOf(QueueUnavailableError);
    redis.resume();
    await waitFor(() => queue!.available(), 10_000, 'Redis to answer again');
    expect(changes).toEqual([
      [false, 'no answer to PING within 1000 ms'],
      [true, null],
    ]);
    expect(errors).toEqual([]);
  }, 40_000);

  it('a job whose lock expired while Redis hung runs again, and its lost lock is not reported', async () => {
    redis = await ownRedis();
    link = watching();
    await link.start();
    const errors: unknown[] = [];
    // A short lock and stalled-job check, so that the lock expires during the hang.
    queue = await BullMqJobQueue.connect(redis.url, {
      commandTimeoutMs: 200,
      health: link,
      onError: (_queue, error) => errors.push(error),
      lockDurationMs: 1000,
      stalledIntervalMs: 1000,
    });
    let runs = 0;
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await queue.process('held', async () => {
      runs += 1;
      if (runs === 1) await held;
    });
    await queue.add('held', {});
    await waitFor(() => runs === 1, 10_000, 'the job to start');
    redis.pause();
    // Two unanswered PINGs of 1 s each: longer than the job's 1 s lock.
    await waitFor(() => !link!.up(), 10_000, 'the hang to be noticed');
    redis.resume();
    release();
    // One job at a time: its second run starts only once the first one's finish was attempted.
    await waitFor(() => runs === 2, 30_000, 'the stalled job to run again');
    await queue.drain();
    expect(errors).toEqual([]);
  }, 60_000);

  it('made while Redis is down: its workers run once Redis starts', async () => {
    redis = await ownRedis({ started: false });
    link = watching();
    await link.start();
    const errors: unknown[] = [];
    queue = await BullMqJobQueue.connect(redis.url, {
      commandTimeoutMs: 200,
      health: link,
      onError: (_queue, error) => errors.push(error),
    });
    expect(queue.available()).toBe(false);
    const ran: unknown[] = [];
    await queue.process('late', async (data) => void ran.push(data));
    await redis.start();
    await waitFor(() => queue!.available(), 15_000, 'the queue to connect');
    await queue.add('late', { n: 1 });
    await waitFor(() => ran.length === 1, 15_000, 'the job to run');
    expect(ran).toEqual([{ n: 1 }]);
    expect(errors).toEqual([]);
  }, 40_000);
});
