import { afterEach, describe, expect, it } from 'vitest';
import { ownRedis, type OwnRedis } from '../../tests/support/redis-server.ts';
import { waitFor } from '../../tests/support/wait-for.ts';
import { RedisLink } from './link.ts';

/** A deadline generous enough for a loaded machine; what is checked is the order of verdicts, not their speed. */
const OPTIONS = { commandTimeoutMs: 1000, pingIntervalMs: 200 };

describe('RedisLink: whether Redis answers, on a redis-server of this test', () => {
  let redis: OwnRedis | undefined;
  let link: RedisLink | undefined;
  afterEach(async () => {
    redis?.resume();
    await link?.close();
    await redis?.stop();
  });

  const watched = (subject: RedisLink) => {
    const changes: Array<[boolean, string | null]> = [];
    subject.onChange((up, cause) => changes.push([up, cause]));
    return changes;
  };

  it('tells once that a hung Redis stopped answering, with the cause, and once that it answers again', async () => {
    redis = await ownRedis();
    link = new RedisLink(redis.url, OPTIONS);
    const changes = watched(link);
    await link.start();
    expect(link.up()).toBe(true);
    redis.pause();
    await waitFor(() => !link!.up(), 10_000, 'the hang to be noticed');
    expect(link.outage()?.cause).toBe('no answer to PING within 1000 ms');
    // A command meanwhile fails after its deadline instead of waiting for Redis.
    await expect(link.client.get('anything')).rejects.toThrow(/timed out/);
    redis.resume();
    await waitFor(() => link!.up(), 10_000, 'Redis to answer again');
    expect(changes).toEqual([
      [false, 'no answer to PING within 1000 ms'],
      [true, null],
    ]);
  });

  it('tells a stopped Redis at once and its return once', async () => {
    redis = await ownRedis();
    link = new RedisLink(redis.url, OPTIONS);
    const changes = watched(link);
    await link.start();
    await redis.stop();
    await waitFor(() => !link!.up(), 10_000, 'the outage to be noticed');
    await redis.start();
    await waitFor(() => link!.up(), 15_000, 'Redis to answer again');
    expect(changes.map(([up]) => up)).toEqual([false, true]);
    expect(typeof changes[0]![1]).toBe('string');
  });

  it('starts while Redis is down: unavailable from the start, available once Redis starts', async () => {
    redis = await ownRedis({ started: false });
    link = new RedisLink(redis.url, OPTIONS);
    const changes = watched(link);
    await link.start();
    expect(link.up()).toBe(false);
    expect(link.outage()?.since).toBeInstanceOf(Date);
    await redis.start();
    await waitFor(() => link!.up(), 15_000, 'Redis to answer');
    expect(changes.map(([up]) => up)).toEqual([false, true]);
  });
});
