import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteEventStore, type NewEvent, type Position } from '../../infra/event-store/index.ts';
import { MemoryReadStore, SqliteReadStore } from '../../infra/read-store/index.ts';
import {
  allProjections,
  catchUp,
  categoriesProjection,
  readCheckpoint,
  readPointer,
} from '../../projections/index.ts';
import { waitFor } from '../support/wait-for.ts';

/**
 * Every read model on the durable SQLite store, its projector killed (SIGKILL) again and again at
 * random points of its catch-up and restarted: each batch and its checkpoint are one transaction,
 * so in the end every read model equals a rebuild from scratch (no event lost or applied twice).
 * Twice: while the read models are first built (each alone), and at restarts after half as many
 * new events, where the serving read models catch up together on one read of the log (ADR 0096).
 */
const CATEGORIES = 1_200;
const KILLS = 4;
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 100_000);

/** mulberry32: a failure can be replayed with CRASH_SEED. */
function random(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dir = mkdtempSync(join(tmpdir(), 'marketplace-kills-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function startWorker(): ChildProcess {
  return spawn(process.execPath, ['backend/app/worker-main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      READ_STORE: 'sqlite',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      MONGO_URL: '',
      EVENT_STORE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => child.once('exit', () => resolve()));

/** The lowest checkpoint of all read models (START before a read model's first batch). */
async function slowest(): Promise<number> {
  const reads = new SqliteReadStore(join(dir, 'read-models.sqlite'));
  try {
    let lowest = Infinity;
    for (const definition of allProjections) {
      const pointer = await readPointer(reads, definition.name);
      const collection = pointer?.collection ?? `${definition.name}_v${definition.version}`;
      lowest = Math.min(lowest, (await readCheckpoint(reads, collection)).commit);
    }
    return lowest;
  } finally {
    await reads.close();
  }
}

async function highest(): Promise<number> {
  const reads = new SqliteReadStore(join(dir, 'read-models.sqlite'));
  try {
    let top = -1;
    for (const definition of allProjections) {
      top = Math.max(top, (await readCheckpoint(reads, `${definition.name}_v${definition.version}`)).commit);
    }
    return top;
  } finally {
    await reads.close();
  }
}

const metadata = {
  userId: '1',
  role: 'admin',
  at: '2026-01-01T00:00:00.000Z',
  correlationId: 'kills',
  causationId: null,
};

/** Categories `from`…`from + count - 1`: each created, renamed ten times, every seventh deleted. */
async function appendCategories(events: SqliteEventStore, from: number, count: number): Promise<void> {
  for (let id = from; id < from + count; id += 1) {
    const batch: NewEvent[] = [
      {
        id: randomUUID(),
        type: 'CategoryCreated',
        data: {
          categoryId: id,
          name: `Категория ${id}`,
          slug: `c-${id}`,
          parentId: id > 10 ? (id % 10) + 1 : null,
          position: id,
          image: null,
          icon: null,
          isNameFilter: false,
        },
        metadata,
      },
    ];
    for (let n = 1; n <= 10; n += 1) {
      batch.push({
        id: randomUUID(),
        type: 'CategoryRenamed',
        data: { categoryId: id, name: `Категория ${id}.${n}`, slug: `c-${id}-${n}` },
        metadata,
      });
    }
    if (id % 7 === 0)
      batch.push({ id: randomUUID(), type: 'CategoryDeleted', data: { categoryId: id }, metadata });
    await events.append(`kills-${id}`, batch, 'no_stream');
  }
}

/**
 * Starts the worker `kills` times, each killed once the furthest read model has passed a random
 * point between where the last kill left it and `head`; then once more until every read model is
 * at `head`, and stops it.
 */
async function killAndFinish(head: Position, kills: number, next: () => number): Promise<void> {
  let killedAt = await highest();
  for (let kill = 0; kill < kills; kill += 1) {
    const from = Math.max(killedAt, 0);
    const point = from + Math.floor(next() * ((head.commit - from) / (kills - kill + 1)));
    const worker = startWorker();
    await waitFor(async () => (await highest()) > point, 60_000, `a checkpoint past ${point}`);
    worker.kill('SIGKILL');
    await exited(worker);
    killedAt = await highest();
  }
  expect(await slowest()).toBeLessThan(head.commit);

  const last = startWorker();
  await waitFor(async () => (await slowest()) === head.commit, 120_000, 'every read model at the head');
  // Caught up, the worker keeps following the log until it is told to stop.
  expect(last.exitCode).toBeNull();
  const stopped = exited(last);
  last.kill('SIGTERM');
  await stopped;
  expect(last.exitCode).toBe(0);
}

/** Every read model as the worker left it equals a rebuild from scratch in memory. */
async function expectRebuilt(events: SqliteEventStore, categories: number): Promise<void> {
  const reads = new SqliteReadStore(join(dir, 'read-models.sqlite'));
  const scratch = new MemoryReadStore();
  try {
    for (const definition of allProjections) {
      const pointer = await readPointer(reads, definition.name);
      expect(pointer?.collection, definition.name).toBe(`${definition.name}_v${definition.version}`);
      const afterKills = await reads.collection(pointer!.collection).find({}, { sort: { _id: 1 } });
      await catchUp({ definition, events, store: scratch, collection: definition.name });
      const rebuilt = await scratch.collection(definition.name).find({}, { sort: { _id: 1 } });
      expect(afterKills, definition.name).toEqual(rebuilt);
    }
    // Not an empty comparison: the categories left after the deletions are there.
    expect(await scratch.collection(categoriesProjection.name).count()).toBe(
      categories - Math.floor(categories / 7),
    );
  } finally {
    await reads.close();
  }
}

describe(`projection worker killed at random points (CRASH_SEED=${seed})`, () => {
  it('restarted after each kill, every read model ends equal to a rebuild from scratch', async () => {
    const events = new SqliteEventStore(join(dir, 'events.sqlite'));
    const next = random(seed);
    try {
      // The first build: each read model is built alone, beside nothing, then serves.
      await appendCategories(events, 1, CATEGORIES);
      await killAndFinish(await events.headPosition(), KILLS, next);
      await expectRebuilt(events, CATEGORIES);
      // A restart after new events: the serving read models catch up together (one read of the log).
      await appendCategories(events, CATEGORIES + 1, CATEGORIES / 2);
      await killAndFinish(await events.headPosition(), KILLS / 2, next);
      await expectRebuilt(events, CATEGORIES + CATEGORIES / 2);
    } finally {
      await events.close();
    }
  }, 900_000);
});
