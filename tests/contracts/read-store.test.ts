import { afterAll, beforeAll, describe } from 'vitest';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryReadStore } from '../../infra/read-store/memory.ts';
import { SqliteReadStore } from '../../infra/read-store/sqlite.ts';
import { MongoReadStore } from '../../infra/read-store/mongo.ts';
import { dockerUnavailableReason } from '../support/services.ts';
import { readStoreContract } from './read-store.contract.ts';

describe('memory', () => {
  readStoreContract('memory', async () => new MemoryReadStore());
});

const IMAGE = process.env.MONGO_IMAGE ?? 'mongo:7';
const configuredUrl = process.env.MONGO_URL?.trim() || undefined;
const dockerMissing = configuredUrl ? null : await dockerUnavailableReason();

if (configuredUrl || dockerMissing === null) {
  describe(`MongoDB (${configuredUrl ? 'MONGO_URL' : IMAGE})`, () => {
    let container: StartedTestContainer | undefined;
    let url = configuredUrl ?? '';

    beforeAll(async () => {
      if (configuredUrl) return;
      container = await new GenericContainer(IMAGE)
        .withExposedPorts(27017)
        .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
        .withStartupTimeout(120_000)
        .start();
      url = `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/contract?directConnection=true`;
    }, 180_000);

    afterAll(async () => {
      await container?.stop();
    });

    readStoreContract('MongoDB', () => MongoReadStore.connect(url));
  });
} else {
  describe.skip(`MongoDB: skipped — no MONGO_URL and no Docker engine (${dockerMissing})`, () => {
    readStoreContract('MongoDB', () => MongoReadStore.connect(''));
  });
}

describe('SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'read-store-contract-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  readStoreContract('SQLite', async () => new SqliteReadStore(join(dir, 'read-models.sqlite')));
});
