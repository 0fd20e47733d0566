import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { newEventId, SqliteEventStore, START, type NewEvent } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'marketplace-sqlite-shared-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const event = (n: number): NewEvent => ({
  id: newEventId(),
  type: 'Counted',
  data: { n },
  metadata: {
    userId: null,
    role: null,
    at: new Date(0).toISOString(),
    correlationId: 'shared',
    causationId: null,
  },
});
const numbers = async (store: SqliteEventStore) =>
  (await store.readAll(START, 1000)).map((e) => (e.data as { n: number }).n);
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The next `COMMIT` of the store's connection fails as a full disk would make it: a failure that
 * cannot be caused on purpose through the file, so it is injected at the connection (ADR 0104).
 */
function failNextCommit(store: SqliteEventStore): void {
  const db = (store as unknown as { db: DatabaseSync }).db;
  const exec = db.exec.bind(db);
  db.exec = (sql: string) => {
    if (sql === 'COMMIT') {
      db.exec = exec;
      throw new Error('database or disk is full');
    }
    exec(sql);
  };
}

/**
 * The appends of one turn's `appendsTogether` tasks share a commit (ADR 0104). A commit that fails
 * fails exactly the tasks whose appends it held, and never the process.
 */
describe('SqliteEventStore: a shared commit that fails', () => {
  it('fails the tasks of that commit at the turn end, and the process and the store go on', async () => {
    const store = new SqliteEventStore(join(dir, 'turn-end.sqlite'));
    try {
      failNextCommit(store);
      const first = store.appendsTogether(() => store.append('a', [event(1)], 'no_stream'));
      const second = store.appendsTogether(() => store.append('b', [event(2)], 'no_stream'));
      await expect(first).rejects.toThrow('database or disk is full');
      await expect(second).rejects.toThrow('database or disk is full');
      expect(await numbers(store)).toEqual([]);
      // The next turn's tasks commit as usual.
      await store.appendsTogether(() => store.append('a', [event(3)], 'no_stream'));
      expect(await numbers(store)).toEqual([3]);
    } finally {
      await store.close();
    }
  });

  it('does not fail a task whose appends an earlier commit held', async () => {
    const store = new SqliteEventStore(join(dir, 'earlier.sqlite'));
    try {
      let appendedAgain!: () => void;
      const later = new Promise<void>((resolve) => (appendedAgain = resolve));
      // The first task appends in this turn, then ends after another task's append of a later turn.
      const first = store.appendsTogether(async () => {
        await store.append('a', [event(1)], 'no_stream');
        await later;
      });
      await nextTurn();
      failNextCommit(store);
      const second = store.appendsTogether(async () => {
        await store.append('b', [event(2)], 'no_stream');
        appendedAgain();
      });
      await expect(second).rejects.toThrow('database or disk is full');
      await expect(first).resolves.toBeUndefined();
      expect(await numbers(store)).toEqual([1]);
    } finally {
      await store.close();
    }
  });

  it('fails a task whose appends were lost in a commit that another append forced, though it was still running', async () => {
    const store = new SqliteEventStore(join(dir, 'forced.sqlite'));
    try {
      let goOn!: () => void;
      const gate = new Promise<void>((resolve) => (goOn = resolve));
      const task = store.appendsTogether(async () => {
        await store.append('a', [event(1)], 'no_stream');
        await gate;
      });
      failNextCommit(store);
      // An append outside any task commits the open transaction first; that commit fails.
      await expect(store.append('b', [event(2)], 'no_stream')).rejects.toThrow('database or disk is full');
      goOn();
      await expect(task).rejects.toThrow('database or disk is full');
      expect(await numbers(store)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('does not make a task that appended nothing wait for, or fail with, the others', async () => {
    const store = new SqliteEventStore(join(dir, 'nothing.sqlite'));
    try {
      failNextCommit(store);
      const appending = store.appendsTogether(() => store.append('a', [event(1)], 'no_stream'));
      const refusing = store.appendsTogether(async () => {
        throw new Error('Заявка уже подтверждена');
      });
      await expect(refusing).rejects.toThrow('Заявка уже подтверждена');
      await expect(appending).rejects.toThrow('database or disk is full');
    } finally {
      await store.close();
    }
  });
});
