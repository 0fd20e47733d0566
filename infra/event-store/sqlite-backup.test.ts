import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  copySqliteEventStore,
  inspectSqliteEventStore,
  SqliteEventStore,
  SqliteEventStoreDamaged,
  sqliteEventStoreInUse,
  START,
  type NewEvent,
  type RecordedEvent,
} from './index.ts';
import { waitFor } from '../../tests/support/wait-for.ts';

const dir = mkdtempSync(join(tmpdir(), 'marketplace-sqlite-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const metadata = {
  userId: null,
  role: null,
  at: new Date(0).toISOString(),
  correlationId: 'copy',
  causationId: null,
};
const event = (n: number, padding = 0): NewEvent => ({
  id: randomUUID(),
  type: 'Counted',
  data: { n, padding: 'ж'.repeat(padding) },
  metadata,
});

async function everyEvent(store: SqliteEventStore): Promise<unknown[]> {
  const all: RecordedEvent[] = [];
  for (let after = START; ;) {
    const batch = await store.readAll(after, 1000);
    if (batch.length === 0) return all.map((e) => JSON.parse(JSON.stringify(e)) as unknown);
    all.push(...batch);
    after = batch.at(-1)!.position;
  }
}

describe('copySqliteEventStore', () => {
  it('copies the events still in the WAL of a store that is open', async () => {
    const file = join(dir, 'open.sqlite');
    const store = new SqliteEventStore(file);
    for (let n = 0; n < 50; n += 1) await store.append(`s-${n}`, [event(n)], 'no_stream');
    try {
      await copySqliteEventStore(file, join(dir, 'open-copy.sqlite'));
      expect(inspectSqliteEventStore(join(dir, 'open-copy.sqlite'))).toEqual({
        events: 50,
        streams: 50,
        head: 50,
      });
      const copy = new SqliteEventStore(join(dir, 'open-copy.sqlite'));
      expect(await everyEvent(copy)).toEqual(await everyEvent(store));
      await copy.close();
    } finally {
      await store.close();
    }
  });

  it('finishes one sound snapshot while another process appends all the time', async () => {
    // Some thousand pages: the copy takes a while beside the writer.
    const file = join(dir, 'busy.sqlite');
    const store = new SqliteEventStore(file);
    for (let batch = 0; batch < 100; batch += 1) {
      await store.append(
        `bulk-${batch}`,
        Array.from({ length: 100 }, (_, n) => event(batch * 100 + n, 300)),
        'no_stream',
      );
    }
    await store.close();
    const writerScript = join(dir, 'writer.ts');
    writeFileSync(
      writerScript,
      `import { SqliteEventStore } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'sqlite.ts')).href)};
const store = new SqliteEventStore(${JSON.stringify(file)});
const metadata = ${JSON.stringify(metadata)};
for (let n = 0; ; n += 1) {
  await store.append('live-' + n, [{ id: crypto.randomUUID(), type: 'Counted', data: { n }, metadata }], 'no_stream');
  if (n === 0) process.stdout.write('writing\\n');
}
`,
    );
    const writer = spawn(process.execPath, [writerScript], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise((resolve) => writer.once('exit', resolve));
    try {
      await new Promise<void>((resolve) => writer.stdout.once('data', () => resolve()));
      const source = new SqliteEventStore(file);
      const before = (await source.headPosition()).commit;
      await copySqliteEventStore(file, join(dir, 'busy-copy.sqlite'));
      const after = (await source.headPosition()).commit;
      const facts = inspectSqliteEventStore(join(dir, 'busy-copy.sqlite'));
      expect(facts.head).toBeGreaterThanOrEqual(before);
      expect(facts.events).toBe(facts.head);
      // The writer was not held up: it goes on past what it had written when the copy ended.
      await waitFor(async () => (await source.headPosition()).commit > after, 30_000, 'the writer to go on');
      const copy = new SqliteEventStore(join(dir, 'busy-copy.sqlite'));
      const copied = await everyEvent(copy);
      await copy.close();
      expect(copied).toEqual((await everyEvent(source)).slice(0, facts.events));
      await source.close();
    } finally {
      writer.kill('SIGKILL');
      await exited;
    }
  }, 120_000);
});

describe('inspectSqliteEventStore', () => {
  it('tells a file that is not an event store', () => {
    writeFileSync(join(dir, 'not-a-store.sqlite'), 'просто текст, не база данных SQLite');
    expect(() => inspectSqliteEventStore(join(dir, 'not-a-store.sqlite'))).toThrow(SqliteEventStoreDamaged);
    expect(() => inspectSqliteEventStore(join(dir, 'missing.sqlite'))).toThrow(/no such file/);
  });
});

describe('sqliteEventStoreInUse', () => {
  it('is true exactly while a connection has the store open', async () => {
    const file = join(dir, 'in-use.sqlite');
    const store = new SqliteEventStore(file);
    await store.append('s', [event(1)], 'no_stream');
    expect(sqliteEventStoreInUse(file)).toBe(true);
    await store.close();
    expect(sqliteEventStoreInUse(file)).toBe(false);
    expect(sqliteEventStoreInUse(join(dir, 'never-created.sqlite'))).toBe(false);
  });
});
