import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { SqliteEventStore } from '../../infra/event-store/sqlite.ts';
import { newEventId } from '../../infra/event-store/event-id.ts';
import { EventStoreDbEventStore } from '../../infra/event-store/eventstoredb.ts';
import { dockerUnavailableReason } from '../support/services.ts';
import { eventStoreContract } from './event-store.contract.ts';

describe('SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'event-store-contract-'));
  let n = 0;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // A fresh file per test, so "empty store" is exercised too.
  eventStoreContract('SQLite', async () => new SqliteEventStore(join(dir, `events-${(n += 1)}.sqlite`)));

  it("commits a task's shared appends before the loop's next turn, and anyone else's before they return", async () => {
    const file = join(dir, 'together.sqlite');
    const store = new SqliteEventStore(file);
    const other = new SqliteEventStore(file); // another process's view of the same file
    const at = {
      userId: null,
      role: null,
      at: new Date().toISOString(),
      correlationId: 'c',
      causationId: null,
    };
    const ev = (type: string) => ({ id: newEventId(), type, data: {}, metadata: at });
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const task = store.appendsTogether(async () => {
        await store.append('task-1', [ev('A')], 'no_stream');
        // Not committed yet: the other connection does not see it.
        expect(await other.readStream('task-1')).toHaveLength(0);
        await released;
        await store.append('task-1', [ev('B')], 0);
      });
      // The loop turned (this test awaits a macrotask): the first append was committed meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect((await other.readStream('task-1')).map((e) => e.type)).toEqual(['A']);
      await store.appendsTogether(async () => store.append('task-2', [ev('C')], 'no_stream'));
      // An append outside any task commits what is open, then itself, before it returns.
      let releaseSecond!: () => void;
      const second = store.appendsTogether(async () => {
        await store.append('task-3', [ev('D')], 'no_stream');
        await new Promise<void>((resolve) => (releaseSecond = resolve));
      });
      await store.append('plain', [ev('E')], 'no_stream');
      expect((await other.readStream('task-3')).map((e) => e.type)).toEqual(['D']);
      expect((await other.readStream('plain')).map((e) => e.type)).toEqual(['E']);
      releaseSecond();
      await second;
      release();
      await task;
      expect((await other.readStream('task-1')).map((e) => e.type)).toEqual(['A', 'B']);
      expect((await other.readStream('task-2')).map((e) => e.type)).toEqual(['C']);
    } finally {
      await store.close();
      await other.close();
    }
  });
});

describe('SQLite: tasks of one turn share a commit', () => {
  const dir = mkdtempSync(join(tmpdir(), 'event-store-group-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('commits the appends of every task of a turn once, and settles no task before its appends are committed', async () => {
    const file = join(dir, 'group.sqlite');
    const store = new SqliteEventStore(file);
    const other = new SqliteEventStore(file); // another process's view of the same file
    const db = (store as unknown as { db: { exec(sql: string): void } }).db;
    let commits = 0;
    const exec = db.exec.bind(db);
    db.exec = (sql: string) => {
      if (sql === 'COMMIT') commits += 1;
      exec(sql);
    };
    const at = {
      userId: null,
      role: null,
      at: new Date().toISOString(),
      correlationId: 'g',
      causationId: null,
    };
    const ev = (type: string) => ({ id: newEventId(), type, data: {}, metadata: at });
    try {
      const seen: string[][] = [];
      // Each task ends before the next starts, all in one turn (as orders read from one poll of sockets).
      const tasks: Array<Promise<void>> = [];
      for (const stream of ['order-1', 'order-2', 'order-3']) {
        tasks.push(
          store
            .appendsTogether(async () => {
              await store.append(stream, [ev('OrderRequested')], 'no_stream');
            })
            .then(async () => {
              seen.push((await other.readStream(stream)).map((event) => event.type));
            }),
        );
        await Promise.resolve();
      }
      expect(commits).toBe(0);
      await Promise.all(tasks);
      expect(commits).toBe(1);
      expect(seen).toEqual([['OrderRequested'], ['OrderRequested'], ['OrderRequested']]);
      // A task of a later turn: a commit of its own.
      await store.appendsTogether(() => store.append('order-4', [ev('OrderRequested')], 'no_stream'));
      expect(commits).toBe(2);
      expect(await other.readStream('order-4')).toHaveLength(1);
    } finally {
      await store.close();
      await other.close();
    }
  });
});

/** EventStoreDB image started when no URL is given; KurrentDB images take KURRENTDB_ settings. */
const IMAGE = process.env.EVENT_STORE_IMAGE ?? 'eventstore/eventstore:24.10';
const configuredUrl = process.env.EVENT_STORE_URL?.trim() || undefined;
const dockerMissing = configuredUrl ? null : await dockerUnavailableReason();

if (configuredUrl || dockerMissing === null) {
  describe(`EventStoreDB (${configuredUrl ? 'EVENT_STORE_URL' : IMAGE})`, () => {
    let container: StartedTestContainer | undefined;
    let url = configuredUrl ?? '';

    beforeAll(async () => {
      if (configuredUrl) return;
      const env = IMAGE.includes('kurrent') ? 'KURRENTDB' : 'EVENTSTORE';
      container = await new GenericContainer(IMAGE)
        .withEnvironment({
          [`${env}_INSECURE`]: 'true',
          [`${env}_MEM_DB`]: 'true',
          [`${env}_RUN_PROJECTIONS`]: 'None',
        })
        .withExposedPorts(2113)
        .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((code) => code < 300))
        .withStartupTimeout(120_000)
        .start();
      url = `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
    }, 180_000);

    afterAll(async () => {
      await container?.stop();
    });

    eventStoreContract('EventStoreDB', () => EventStoreDbEventStore.connect(url));
  });
} else {
  describe.skip(`EventStoreDB: skipped — no EVENT_STORE_URL and no Docker engine (${dockerMissing})`, () => {
    eventStoreContract('EventStoreDB', () => EventStoreDbEventStore.connect(''));
  });
}
