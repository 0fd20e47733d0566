import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { SqliteEventStore } from '../../infra/event-store/sqlite.ts';
import { EventStoreDbEventStore } from '../../infra/event-store/eventstoredb.ts';
import { dockerUnavailableReason } from '../support/services.ts';
import { eventStoreContract } from './event-store.contract.ts';

describe('SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'event-store-contract-'));
  let n = 0;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // A fresh file per test, so "empty store" is exercised too.
  eventStoreContract('SQLite', async () => new SqliteEventStore(join(dir, `events-${(n += 1)}.sqlite`)));
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
