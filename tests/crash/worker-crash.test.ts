import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteEventStore, type NewEvent, type Position } from '../../infra/event-store/index.ts';
import { MemoryReadStore, SqliteReadStore } from '../../infra/read-store/index.ts';
import {
  catchUp,
  categoriesProjection,
  readCheckpoint,
  readPointer,
  type ProjectionDefinition,
} from '../../projections/index.ts';
import { waitFor } from '../support/wait-for.ts';

const definition = categoriesProjection as unknown as ProjectionDefinition;
const COLLECTION = `${definition.name}_v${definition.version}`;
const CATEGORIES = 3_000;
const RENAMES_PER_CATEGORY = 20;

const dir = mkdtempSync(join(tmpdir(), 'marketplace-crash-'));
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

async function checkpoint(): Promise<Position> {
  const reads = new SqliteReadStore(join(dir, 'read-models.sqlite'));
  try {
    return await readCheckpoint(reads, COLLECTION);
  } finally {
    await reads.close();
  }
}

describe('projection worker crash', () => {
  it('killed with SIGKILL in the middle of a catch-up and restarted, it ends equal to a rebuild from scratch', async () => {
    const events = new SqliteEventStore(join(dir, 'events.sqlite'));
    const metadata = {
      userId: '1',
      role: 'admin',
      at: new Date().toISOString(),
      correlationId: 'crash',
      causationId: null,
    };
    for (let id = 1; id <= CATEGORIES; id += 1) {
      const batch: NewEvent[] = [
        {
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
        },
      ];
      for (let n = 1; n <= RENAMES_PER_CATEGORY; n += 1) {
        batch.push({
          id: randomUUID(),
          type: 'CategoryRenamed',
          data: { categoryId: id, name: `Категория ${id}.${n}`, slug: `c-${id}-${n}` },
          metadata,
        });
      }
      if (id % 7 === 0)
        batch.push({ id: randomUUID(), type: 'CategoryDeleted', data: { categoryId: id }, metadata });
      await events.append(`crash-${id}`, batch, 'no_stream');
    }
    const head = await events.headPosition();

    // First run: killed once it has stored some batches but not all.
    const first = startWorker();
    await waitFor(async () => (await checkpoint()).commit > 0, 30_000, 'the first batches');
    first.kill('SIGKILL');
    await exited(first);
    const killedAt = await checkpoint();
    expect(killedAt.commit).toBeGreaterThan(0);
    expect(killedAt.commit).toBeLessThan(head.commit);

    // Second run: resumes from the stored checkpoint and reaches the head.
    const second = startWorker();
    await waitFor(
      async () => (await checkpoint()).commit === head.commit,
      60_000,
      'the worker to reach the head',
    );
    second.kill('SIGTERM');
    await exited(second);

    const reads = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    const afterCrash = await reads.collection(COLLECTION).find({}, { sort: { _id: 1 } });
    expect((await readPointer(reads, definition.name))?.collection).toBe(COLLECTION);
    await reads.close();

    const scratch = new MemoryReadStore();
    await catchUp({ definition, events, store: scratch, collection: 'rebuild' });
    const rebuilt = await scratch.collection('rebuild').find({}, { sort: { _id: 1 } });
    await events.close();

    expect(afterCrash.length).toBe(CATEGORIES - Math.floor(CATEGORIES / 7));
    expect(afterCrash).toEqual(rebuilt);
  }, 120_000);
});
