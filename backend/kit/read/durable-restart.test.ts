import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteEventStore, type NewEvent } from '../../../infra/event-store/index.ts';
import { SqliteReadStore, type Doc } from '../../../infra/read-store/index.ts';
import { InlineJobQueue } from '../../../infra/queue/index.ts';
import { MemoryPubSub } from '../../../infra/pubsub/index.ts';
import { categoriesProjection } from '../../../projections/read-models/category-trees.ts';
import type { ProjectionDefinition } from './definition.ts';
import { PROGRESS_CHANNEL, ProjectionEngine, type ProgressMessage } from './engine.ts';
import { ReadModels } from './read-models.ts';
import { readCheckpoint, readPointer } from './storage.ts';
import { waitFor } from '../../../tests/support/wait-for.ts';

/**
 * The engine on the durable SQLite read store across restarts (ADR 0070): a restart starts from
 * the stored checkpoint and reads only the new events; a projection whose version changed is
 * built beside the serving collection, which serves until the new one has caught up.
 */
const dir = mkdtempSync(join(tmpdir(), 'projection-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const v1 = categoriesProjection as unknown as ProjectionDefinition;
/** The same read model in a new version: its documents say so. */
const v2: ProjectionDefinition = {
  ...v1,
  version: v1.version + 1,
  evolve: (doc, event, key) => {
    const next = v1.evolve(doc, event, key);
    return next ? { ...next, shape: 'v2' } : null;
  },
};
const metadata = {
  userId: '1',
  role: 'admin',
  at: '2026-01-01T00:00:00.000Z',
  correlationId: 'restart',
  causationId: null,
};
const logger = { info: () => {}, error: () => {} };

async function addCategories(events: SqliteEventStore, from: number, count: number): Promise<void> {
  for (let id = from; id < from + count; id += 1) {
    const created: NewEvent = {
      id: randomUUID(),
      type: 'CategoryCreated',
      data: {
        categoryId: id,
        name: `Категория ${id}`,
        slug: `c-${id}`,
        parentId: null,
        position: id,
        image: null,
        icon: null,
        isNameFilter: false,
      },
      metadata,
    };
    await events.append(`restart-${id}`, [created], 'no_stream');
  }
}

/** One "process": the engine and the read side on the files in `dir`, run until every event is applied. */
async function runOnce(
  definition: ProjectionDefinition,
  observe?: (message: ProgressMessage, pointer: string | null) => void,
): Promise<{ eventsRead: number }> {
  const events = new SqliteEventStore(join(dir, 'events.sqlite'));
  const store = new SqliteReadStore(join(dir, 'read-models.sqlite'));
  const pubsub = new MemoryPubSub();
  const queue = new InlineJobQueue(() => {});
  let eventsRead = 0;
  const readAll = events.readAll.bind(events);
  events.readAll = async (...args) => {
    const batch = await readAll(...args);
    eventsRead += batch.length;
    return batch;
  };
  await pubsub.subscribe(PROGRESS_CHANNEL, (message) => {
    // The SQLite store answers at once: the pointer as it is when the batch is published.
    void readPointer(store, definition.name).then((pointer) =>
      observe?.(message as ProgressMessage, pointer?.collection ?? null),
    );
  });
  const readModels = new ReadModels({ store, events, pubsub, definitions: [definition] });
  const engine = new ProjectionEngine({ definitions: [definition], events, store, queue, pubsub, logger });
  try {
    await engine.start();
    const head = await events.headPosition();
    // Serving this version, at the head (a version being built does not serve yet).
    await waitFor(
      async () => (await readPointer(store, definition.name))?.version === definition.version,
      60_000,
      'the switch',
    );
    expect(await readModels.waitFor(head, [definition.name], 60_000)).toBe(true);
    return { eventsRead };
  } finally {
    await engine.stop();
    await queue.close();
    await pubsub.close();
    await store.close();
    await events.close();
  }
}

async function serving(): Promise<{ collection: string | null; docs: Doc[] }> {
  const store = new SqliteReadStore(join(dir, 'read-models.sqlite'));
  try {
    const pointer = await readPointer(store, v1.name);
    const docs = pointer ? await store.collection(pointer.collection).find({}, { sort: { _id: 1 } }) : [];
    return { collection: pointer?.collection ?? null, docs };
  } finally {
    await store.close();
  }
}

describe('projections on the durable read store across restarts', () => {
  it('a restart reads only the events after the checkpoint; a new version is built beside the old one, which serves until it is done', async () => {
    const events = new SqliteEventStore(join(dir, 'events.sqlite'));
    await addCategories(events, 1, 2500);
    await events.close();

    const first = await runOnce(v1);
    expect(first.eventsRead).toBe(2500);
    expect((await serving()).collection).toBe(`${v1.name}_v${v1.version}`);

    // Restarted after 30 new events: only those are read.
    const more = new SqliteEventStore(join(dir, 'events.sqlite'));
    await addCategories(more, 2501, 30);
    await more.close();
    const second = await runOnce(v1);
    expect(second.eventsRead).toBe(30);
    const before = await serving();
    expect(before.docs).toHaveLength(2530);

    // Restarted with the projection's code changed (version 2): built from the whole log beside v1.
    const seen: Array<{ message: ProgressMessage; pointer: string | null }> = [];
    const third = await runOnce(v2, (message, pointer) => seen.push({ message, pointer }));
    expect(third.eventsRead).toBeGreaterThanOrEqual(2530);
    const building = seen.filter(({ message }) => !message.active);
    expect(building.length).toBeGreaterThan(1);
    // Every batch of the new version was published while the old one still served.
    for (const { message, pointer } of building) {
      expect(message.collection).toBe(`${v2.name}_v${v2.version}`);
      expect(pointer).toBe(`${v1.name}_v${v1.version}`);
    }
    expect(seen.at(-1)!.message.active).toBe(true);

    const after = await serving();
    expect(after.collection).toBe(`${v2.name}_v${v2.version}`);
    expect(after.docs.map((doc) => doc._id)).toEqual(before.docs.map((doc) => doc._id));
    expect(after.docs.every((doc) => doc.shape === 'v2')).toBe(true);
    // The old version is dropped with its checkpoint.
    const store = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    expect(await store.listCollections()).not.toContain(`${v1.name}_v${v1.version}`);
    expect((await readCheckpoint(store, `${v1.name}_v${v1.version}`)).commit).toBe(-1);
    await store.close();
  }, 120_000);
});
