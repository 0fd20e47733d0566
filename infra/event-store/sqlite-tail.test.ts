import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newEventId, SqliteEventStore, START, type NewEvent } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'marketplace-sqlite-tail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const event = (n: number): NewEvent => ({
  id: newEventId(),
  type: 'Counted',
  data: { n },
  metadata: {
    userId: null,
    role: null,
    at: new Date(0).toISOString(),
    correlationId: 'tail',
    causationId: null,
  },
});
const numbers = async (store: SqliteEventStore, after = START, max = 1000) =>
  (await store.readAll(after, max)).map((e) => (e.data as { n: number }).n);

/**
 * $all reads of the events this process appended last are answered from memory (ADR 0083); what
 * another process wrote on the same file in between, what a rolled-back append left out and what
 * a shared commit lost must read exactly as the file holds them.
 */
describe('SqliteEventStore: the events it appended last', () => {
  it('reads what another process appended between its own appends, in order, from any position', async () => {
    const file = join(dir, 'two.sqlite');
    const mine = new SqliteEventStore(file);
    const other = new SqliteEventStore(file);
    try {
      await mine.append('a', [event(1), event(2)], 'no_stream');
      await other.append('b', [event(3)], 'no_stream');
      await mine.append('a', [event(4)], 1);
      await other.append('b', [event(5)], 0);
      expect(await numbers(mine)).toEqual([1, 2, 3, 4, 5]);
      const all = await mine.readAll(START, 1000);
      for (let i = 0; i < all.length; i += 1) {
        expect(await numbers(mine, all[i]!.position)).toEqual([1, 2, 3, 4, 5].slice(i + 1));
        expect(await numbers(mine, all[i]!.position, 1)).toEqual([1, 2, 3, 4, 5].slice(i + 1, i + 2));
      }
      // A full page is full even where the kept events end and the file goes on.
      await mine.append('a', [event(6), event(7)], 2);
      await other.append('b', [event(8)], 1);
      expect(await numbers(mine, all[4]!.position, 3)).toEqual([6, 7, 8]);
    } finally {
      await mine.close();
      await other.close();
    }
  });

  it('keeps nothing of an append refused at its revision, inside a shared commit or not', async () => {
    const store = new SqliteEventStore(join(dir, 'refused.sqlite'));
    try {
      await store.append('a', [event(1)], 'no_stream');
      await expect(store.append('a', [event(2)], 'no_stream')).rejects.toThrow();
      await store.appendsTogether(async () => {
        await store.append('a', [event(3)], 0);
        await expect(store.append('a', [event(4)], 'no_stream')).rejects.toThrow();
        await store.append('b', [event(5)], 'no_stream');
      });
      expect(await numbers(store)).toEqual([1, 3, 5]);
      const [first] = await store.readAll(START, 1);
      expect(await numbers(store, first!.position)).toEqual([3, 5]);
    } finally {
      await store.close();
    }
  });

  it('parses each reader its own copy of an event', async () => {
    const store = new SqliteEventStore(join(dir, 'copies.sqlite'));
    try {
      await store.append('a', [event(1)], 'no_stream');
      const [one] = await store.readAll(START, 1);
      (one!.data as { n: number }).n = 99;
      expect(await numbers(store)).toEqual([1]);
    } finally {
      await store.close();
    }
  });

  it('reads at its end what another process wrote after it found nothing there, and its own appends after', async () => {
    const file = join(dir, 'end.sqlite');
    const mine = new SqliteEventStore(file);
    const other = new SqliteEventStore(file);
    try {
      // Found empty before its first append, then read from the start.
      expect(await numbers(mine)).toEqual([]);
      await mine.append('a', [event(1)], 'no_stream');
      expect(await numbers(mine)).toEqual([1]);
      const [one] = await mine.readAll(START, 10);
      // Found empty after the first event, then another process writes there.
      expect(await numbers(mine, one!.position)).toEqual([]);
      await other.append('b', [event(2)], 'no_stream');
      expect(await numbers(mine, one!.position)).toEqual([2]);
      const [, two] = await mine.readAll(START, 10);
      expect(await numbers(mine, two!.position)).toEqual([]);
      // This process appends right after the end it checked, twice; the other one once in between.
      await mine.append('a', [event(3)], 0);
      await mine.append('a', [event(4)], 1);
      expect(await numbers(mine, two!.position)).toEqual([3, 4]);
      const four = (await mine.readAll(START, 10)).at(-1)!;
      expect(await numbers(mine, four.position)).toEqual([]);
      await other.append('b', [event(5)], 0);
      await mine.append('a', [event(6)], 2);
      expect(await numbers(mine, four.position)).toEqual([5, 6]);
      const six = (await mine.readAll(START, 10)).at(-1)!;
      expect(await numbers(mine, six.position)).toEqual([]);
      // Inside a shared commit: the appends are read before they are committed, in order.
      await mine.appendsTogether(async () => {
        await mine.append('a', [event(7)], 3);
        expect(await numbers(mine, six.position)).toEqual([7]);
        await mine.append('c', [event(8)], 'no_stream');
      });
      expect(await numbers(mine, six.position)).toEqual([7, 8]);
      expect(await numbers(other, six.position)).toEqual([7, 8]);
    } finally {
      await mine.close();
      await other.close();
    }
  });
});
