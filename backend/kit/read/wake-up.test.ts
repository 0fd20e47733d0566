import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { comparePositions, SqliteEventStore, type Position } from '../../../infra/event-store/index.ts';
import { SqliteReadStore } from '../../../infra/read-store/index.ts';
import { InlineJobQueue } from '../../../infra/queue/index.ts';
import { MemoryPubSub } from '../../../infra/pubsub/index.ts';
import { defineProjection, type ProjectionDefinition } from './definition.ts';
import { PROGRESS_CHANNEL, ProjectionEngine, queueName, type IdleMessage } from './engine.ts';
import { ReadModels } from './read-models.ts';
import { readCheckpoint } from './storage.ts';
import { waitFor as until } from '../../../tests/support/wait-for.ts';

/**
 * The wake-up rule (ADR 0102): an appended event wakes only the projections that handle its type;
 * the others count as at it for a reader waiting for its position, once every event they handle
 * is applied, and their checkpoint follows without their runner reading the log.
 */
const counter = (name: string, type: string): ProjectionDefinition =>
  defineProjection({
    name,
    version: 1,
    eventTypes: [type],
    indexes: [],
    decode: (_type, data) => data,
    keys: () => ['count'],
    evolve: (doc) => ({ _id: 'count', count: Number(doc?.count ?? 0) + 1 }),
  });
const pings = counter('pings', 'Pinged');
const pongs = counter('pongs', 'Ponged');
const others = counter('others', 'Othered');
const metadata = {
  userId: '1',
  role: 'admin',
  at: '2026-01-01T00:00:00.000Z',
  correlationId: 'wake-up',
  causationId: null,
};
const logger = { info: () => {}, error: () => {} };

describe('projection engine: only the projections handling an event are woken', () => {
  const dir = mkdtempSync(join(tmpdir(), 'projection-wake-up-'));
  const closing: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an event type a projection does not handle does not wake it, and a wait for its position returns at once', async () => {
    const events = new SqliteEventStore(join(dir, 'events.sqlite'));
    const store = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    closing.push(
      () => events.close(),
      () => store.close(),
    );
    const pubsub = new MemoryPubSub();
    const queue = new InlineJobQueue(() => {});
    const jobs: string[] = [];
    const add = queue.add.bind(queue);
    queue.add = async (name, data, options) => {
      jobs.push(name);
      return add(name, data, options);
    };
    const engine = new ProjectionEngine({
      definitions: [pings, pongs, others],
      events,
      store,
      queue,
      pubsub,
      logger,
    });
    const readModels = new ReadModels({
      store,
      events,
      pubsub,
      definitions: [pings, pongs, others],
      waitMs: 10_000,
    });
    await readModels.start();
    await engine.start();
    let stopped = false;
    closing.push(
      () => readModels.stop(),
      async () => {
        if (!stopped) await engine.stop();
      },
    );
    const append = async (type: string): Promise<Position> => {
      const result = await events.append(
        randomUUID(),
        [{ id: randomUUID(), type, data: {}, metadata }],
        'no_stream',
      );
      return result.position;
    };
    const count = async (definition: ProjectionDefinition): Promise<number> =>
      Number((await (await readModels.collection(definition.name)).get('count'))?.count ?? 0);

    // The engine's one message for the projections it moved without running them.
    const idle: IdleMessage[] = [];
    closing.push(
      await pubsub.subscribe(PROGRESS_CHANNEL, (message) => {
        if ('idle' in (message as object)) idle.push(message as IdleMessage);
      }),
    );
    const heardIdle = (name: string, position: Position): Promise<void> =>
      until(
        () =>
          idle.some(
            (message) =>
              comparePositions(message.position, position) >= 0 &&
              message.idle.some((entry) => entry.projection === name),
          ),
        5_000,
        `${name} idle at ${position.commit}`,
      );

    expect(await readModels.waitFor(await append('Pinged'), ['pings', 'pongs', 'others'])).toBe(true);
    jobs.length = 0;

    const pinged = await append('Pinged');
    await heardIdle('pongs', pinged);
    // Without its runner: the wait for the position returns at once, from memory.
    expect(await readModels.waitFor(pinged, ['pongs'], 0)).toBe(true);
    expect(await readModels.waitFor(pinged, ['pings'])).toBe(true);
    expect(jobs).toEqual([queueName('pings')]);
    expect(await count(pings)).toBe(2);
    expect(await count(pongs)).toBe(0);

    // An event it handles, not yet applied: a later event of another type does not make it count
    // as past it (the engine has seen both once it moves the third projection past them).
    await engine.pause();
    const ponged = await append('Ponged');
    const pingedAfter = await append('Pinged');
    await heardIdle('others', pingedAfter);
    expect(await readModels.waitFor(ponged, ['pongs'], 0)).toBe(false);
    expect(await readModels.waitFor(pingedAfter, ['pongs'], 0)).toBe(false);
    engine.resume();
    expect(await readModels.waitFor(pingedAfter, ['pongs', 'pings'])).toBe(true);
    expect(await count(pongs)).toBe(1);
    expect(await count(pings)).toBe(3);

    // Its checkpoint follows the log (kept, then written when the engine stops).
    const head = await append('Pinged');
    expect(await readModels.waitFor(head, ['pings', 'pongs', 'others'])).toBe(true);
    stopped = true;
    await engine.stop();
    expect(await readCheckpoint(store, 'pongs_v1')).toEqual(head);
    expect(await readCheckpoint(store, 'pings_v1')).toEqual(head);
    expect(await readCheckpoint(store, 'others_v1')).toEqual(head);
  });
});
