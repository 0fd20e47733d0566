import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../../infra/event-store/index.ts';
import { SqliteReadStore, type CollectionWrites } from '../../../infra/read-store/index.ts';
import { InlineJobQueue } from '../../../infra/queue/index.ts';
import { MemoryPubSub } from '../../../infra/pubsub/index.ts';
import { defineProjection, type ProjectionDefinition } from './definition.ts';
import { ProjectionEngine } from './engine.ts';
import { ReadModels } from './read-models.ts';
import { CHECKPOINTS, readCheckpoint } from './storage.ts';
import { GROUPED_OPS, WriteGroup } from './write-group.ts';

/**
 * The live runners woken by one append write their batches in one transaction (ADR 0104): each
 * batch still lands with its checkpoint, all or nothing, and one batch's failure is its own.
 */
const doc = (id: string) => ({ upsert: { _id: id, _pos: { commit: 1, prepare: 1 } } });
const batch = (collection: string, docs = 1): CollectionWrites[] => [
  { collection, ops: Array.from({ length: docs }, (_, i) => doc(`${collection}-${i}`)) },
  { collection: CHECKPOINTS, ops: [doc(collection)] },
];

function recordingStore(fail?: (writes: readonly CollectionWrites[]) => boolean) {
  const calls: Array<readonly CollectionWrites[]> = [];
  return {
    calls,
    store: {
      async writeAll(writes: readonly CollectionWrites[]) {
        if (fail?.(writes)) throw new Error('write refused');
        calls.push(writes);
      },
    },
  };
}

describe('WriteGroup', () => {
  it('writes the small batches queued together in one call, in the order they came', async () => {
    const { calls, store } = recordingStore();
    const group = new WriteGroup(store);
    const written = await Promise.all([
      group.write(batch('a')),
      group.write(batch('b')),
      group.write(batch('c')),
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.map((write) => write.collection)).toEqual([
      'a',
      CHECKPOINTS,
      'b',
      CHECKPOINTS,
      'c',
      CHECKPOINTS,
    ]);
    for (const spent of written) expect(spent).toBeGreaterThanOrEqual(0);
    // A batch queued once those were written is a transaction of its own.
    await group.write(batch('d'));
    expect(calls).toHaveLength(2);
  });

  it('settles no write before its transaction is committed', async () => {
    const { calls, store } = recordingStore();
    const group = new WriteGroup(store);
    let settled = false;
    const write = group.write(batch('a')).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(calls).toHaveLength(0);
    await write;
    expect(calls).toHaveLength(1);
  });

  it('writes a large batch alone, at once', async () => {
    const { calls, store } = recordingStore();
    const group = new WriteGroup(store);
    const small = group.write(batch('a'));
    const large = group.write(batch('b', GROUPED_OPS + 1));
    // The large one is written before the turn ends; the small one waits for it.
    await large;
    expect(calls.map((writes) => writes[0]!.collection)).toEqual(['b']);
    await small;
    expect(calls.map((writes) => writes[0]!.collection)).toEqual(['b', 'a']);
  });

  it('when the shared write fails, writes each batch alone: only the failing one fails', async () => {
    const { calls, store } = recordingStore((writes) => writes.some((write) => write.collection === 'bad'));
    const group = new WriteGroup(store);
    const outcomes = await Promise.allSettled([
      group.write(batch('a')),
      group.write(batch('bad')),
      group.write(batch('c')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(calls.map((writes) => writes[0]!.collection)).toEqual(['a', 'c']);
  });
});

describe('projection engine: the runners of one append share a transaction', () => {
  const dir = mkdtempSync(join(tmpdir(), 'projection-write-group-'));
  const closing: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
    rmSync(dir, { recursive: true, force: true });
  });

  const counter = (name: string): ProjectionDefinition =>
    defineProjection({
      name,
      version: 1,
      eventTypes: ['Counted'],
      indexes: [],
      decode: (_type, data) => data,
      keys: () => ['count'],
      evolve: (current) => ({ _id: 'count', count: Number(current?.count ?? 0) + 1 }),
    });

  it('three projections woken by one event: one commit of the read store, each document with its checkpoint', async () => {
    const events = new SqliteEventStore(join(dir, 'events.sqlite'));
    const store = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    closing.push(
      () => events.close(),
      () => store.close(),
    );
    const definitions = ['first', 'second', 'third'].map(counter);
    const pubsub = new MemoryPubSub();
    const engine = new ProjectionEngine({
      definitions,
      events,
      store,
      queue: new InlineJobQueue(() => {}),
      pubsub,
      logger: { info: () => {}, error: () => {} },
    });
    const readModels = new ReadModels({ store, events, pubsub, definitions, waitMs: 10_000 });
    await readModels.start();
    await engine.start();
    closing.push(
      () => readModels.stop(),
      () => engine.stop(),
    );
    const names = definitions.map((definition) => definition.name);
    const metadata = {
      userId: '1',
      role: 'admin',
      at: '2026-01-01T00:00:00.000Z',
      correlationId: 'g',
      causationId: null,
    };
    const append = async () =>
      (
        await events.append(
          randomUUID(),
          [{ id: randomUUID(), type: 'Counted', data: {}, metadata }],
          'no_stream',
        )
      ).position;
    expect(await readModels.waitFor(await append(), names)).toBe(true);

    const writes: Array<readonly CollectionWrites[]> = [];
    const writeAll = store.writeAll.bind(store);
    store.writeAll = async (all) => {
      writes.push(all);
      return writeAll(all);
    };
    // Woken together from idle (held while the event is appended, then let go at once).
    await engine.pause();
    const position = await append();
    engine.resume();
    expect(await readModels.waitFor(position, names)).toBe(true);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.map((write) => write.collection)).toEqual(
      names.flatMap((name) => [`${name}_v1`, CHECKPOINTS]),
    );
    for (const name of names) {
      expect(await readCheckpoint(store, `${name}_v1`)).toEqual(position);
      expect((await store.collection(`${name}_v1`).get('count'))?.count).toBe(2);
    }
  });
});
