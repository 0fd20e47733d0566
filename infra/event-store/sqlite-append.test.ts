import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newEventId, SqliteEventStore, START, WrongExpectedRevisionError, type NewEvent } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'marketplace-sqlite-append-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const metadata = {
  userId: '7',
  role: 'admin',
  at: new Date(0).toISOString(),
  correlationId: 'a',
  causationId: null,
};
const event = (n: number, id = newEventId()): NewEvent => ({ id, type: 'Counted', data: { n }, metadata });

/** Events of one append are inserted many rows per statement: each keeps its revision and position. */
describe('SqliteEventStore: a batch of events in one append', () => {
  it('writes 250 events (three statements) with consecutive revisions and positions, read back as written', async () => {
    const file = join(dir, 'batch.sqlite');
    const store = new SqliteEventStore(file);
    await store.append('other', [event(-1)], 'no_stream');
    const result = await store.append(
      'counted',
      Array.from({ length: 250 }, (_, n) => event(n)),
      'no_stream',
    );
    expect(result.nextRevision).toBe(249);
    const more = await store.append('counted', [event(250), event(251)], 249);
    expect(more.nextRevision).toBe(251);
    await store.close();
    // Read back from the file by another handle (not from the rows this one kept).
    const reader = new SqliteEventStore(file);
    const stream = await reader.readStream('counted');
    expect(stream.map((e) => [e.revision, (e.data as { n: number }).n])).toEqual(
      Array.from({ length: 252 }, (_, n) => [n, n]),
    );
    expect(stream.map((e) => e.position.commit)).toEqual(Array.from({ length: 252 }, (_, n) => n + 2));
    expect(result.position.commit).toBe(251);
    expect(stream[0]!.metadata).toEqual(metadata);
    const all = await reader.readAll(START, 1000);
    expect(all.map((e) => e.position.commit)).toEqual(Array.from({ length: 253 }, (_, n) => n + 1));
    await reader.close();
  });

  it('writes nothing of a batch when one of its events cannot be written', async () => {
    const store = new SqliteEventStore(join(dir, 'refused.sqlite'));
    const taken = newEventId();
    await store.append('first', [event(0, taken)], 'no_stream');
    const batch = Array.from({ length: 150 }, (_, n) => event(n));
    batch[120] = event(120, taken);
    await expect(store.append('second', batch, 'no_stream')).rejects.toThrow();
    await expect(store.append('first', [event(1)], 'no_stream')).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect(await store.readStream('second')).toEqual([]);
    expect((await store.readAll(START, 1000)).length).toBe(1);
    await store.close();
  });
});
