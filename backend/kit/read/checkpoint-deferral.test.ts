import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteEventStore, type NewEvent } from '../../../infra/event-store/index.ts';
import { SqliteReadStore } from '../../../infra/read-store/index.ts';
import { categoriesProjection } from '../../../projections/read-models/category-trees.ts';
import { CHECKPOINT_DEFER_EVENTS, CheckpointDeferral } from './checkpoint-deferral.ts';
import type { ProjectionDefinition } from './definition.ts';
import { catchUp } from './runner.ts';
import { readCheckpoint, writeCheckpoint } from './storage.ts';

/**
 * A projection that skips a batch keeps its checkpoint in memory a while instead of committing it
 * alone: it is written later with the others, never over a later one, and a catch-up over many
 * events still stores its progress as it goes.
 */
const dir = mkdtempSync(join(tmpdir(), 'checkpoint-deferral-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const definition = categoriesProjection as unknown as ProjectionDefinition;
const metadata = {
  userId: '1',
  role: 'admin',
  at: '2026-01-01T00:00:00.000Z',
  correlationId: 'd',
  causationId: null,
};
const other = (n: number): NewEvent => ({ id: randomUUID(), type: 'NewsPublished', data: { n }, metadata });

describe('CheckpointDeferral', () => {
  it('keeps the checkpoint of batches that change nothing, writes it on flush, never over a later one', async () => {
    const events = new SqliteEventStore(join(dir, 'events.sqlite'));
    const store = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    const errors: unknown[] = [];
    const deferral = new CheckpointDeferral(store, (error) => errors.push(error));
    try {
      for (let n = 0; n < 5; n += 1) await events.append(`news-${n}`, [other(n)], 'no_stream');
      const head = await events.headPosition();
      const reached = await catchUp({ definition, events, store, collection: 'c', deferral });
      expect(reached).toEqual(head);
      // Nothing committed yet; the runner's next catch-up starts from the kept position.
      expect((await readCheckpoint(store, 'c')).commit).toBe(-1);
      expect(deferral.position('c')).toEqual(head);
      await deferral.flush();
      expect(await readCheckpoint(store, 'c')).toEqual(head);

      // A later checkpoint written meanwhile (another process ran the projection) stays.
      await events.append('news-5', [other(5)], 'no_stream');
      await catchUp({ definition, events, store, collection: 'c', deferral });
      await writeCheckpoint(store, 'c', definition.name, { commit: 1_000_000, prepare: 1_000_000 });
      await deferral.flush();
      expect((await readCheckpoint(store, 'c')).commit).toBe(1_000_000);

      // A catch-up over more events than a kept checkpoint may cover writes its progress as before.
      await writeCheckpoint(store, 'c', definition.name, await events.headPosition());
      const many = Array.from({ length: CHECKPOINT_DEFER_EVENTS + 10 }, (_, n) => other(n));
      await events.append('news-many', many, 'no_stream');
      await catchUp({ definition, events, store, collection: 'c', deferral });
      expect((await readCheckpoint(store, 'c')).commit).toBeGreaterThanOrEqual(
        (await events.headPosition()).commit - CHECKPOINT_DEFER_EVENTS,
      );
      await deferral.close();
      expect(await readCheckpoint(store, 'c')).toEqual(await events.headPosition());
      expect(errors).toEqual([]);
    } finally {
      await store.close();
      await events.close();
    }
  });

  it('does not write a kept checkpoint over one the runner wrote while the flush was reading', async () => {
    const store = new SqliteReadStore(join(dir, 'race.sqlite'));
    const errors: unknown[] = [];
    const deferral = new CheckpointDeferral(store, (error) => errors.push(error));
    try {
      expect(deferral.advance('r', definition.name, { commit: 100, prepare: 100 })).toBe(true);
      // The flush has read the stored checkpoint and not yet written: the runner applies a batch
      // with its checkpoint in between (as it does: it says so, then writes in the same turn).
      const flushing = deferral.flush();
      deferral.written('r');
      await writeCheckpoint(store, 'r', definition.name, { commit: 150, prepare: 150 });
      await flushing;
      expect((await readCheckpoint(store, 'r')).commit).toBe(150);
      expect(errors).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
