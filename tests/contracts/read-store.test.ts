import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryReadStore } from '../../infra/read-store/memory.ts';
import { SqliteReadStore } from '../../infra/read-store/sqlite.ts';
import { MongoReadStore } from '../../infra/read-store/mongo.ts';
import { dockerUnavailableReason } from '../support/services.ts';
import { readStoreContract } from './read-store.contract.ts';
import type { Doc, ReadStore } from '../../infra/read-store/types.ts';

interface Product extends Doc {
  categoryId: number;
  status?: string;
  warehouseIds: number[];
  _pos: { commit: number; prepare: number };
}

const products: Product[] = [
  { _id: '1', categoryId: 1, status: 'published', warehouseIds: [10, 11], _pos: { commit: 5, prepare: 5 } },
  { _id: '2', categoryId: 1, status: 'archived', warehouseIds: [11], _pos: { commit: 7, prepare: 7 } },
  { _id: '3', categoryId: 2, status: 'draft', warehouseIds: [], _pos: { commit: 9, prepare: 8 } },
  { _id: '4', categoryId: 1, warehouseIds: [12], _pos: { commit: 9, prepare: 9 } },
  { _id: '_last', categoryId: 0, warehouseIds: [], _pos: { commit: 12, prepare: 12 } },
];

/**
 * The operators the catalogue relies on, with the indexes its projections declare: `$gte` on
 * `_pos.commit` (the index follows the read model), `$ne` with an indexed equality (products of a
 * category that are not archived), `$in`, and equality on an array field (warehouses with stock).
 */
function catalogueFilterContract(name: string, make: () => Promise<ReadStore>): void {
  describe(`ReadStore contract: ${name}: catalogue filters`, () => {
    const collection = `contract_catalogue_${randomUUID().slice(0, 8)}`;
    let store: ReadStore;

    beforeEach(async () => {
      store = await make();
      await store.dropCollection(collection);
      await store.ensureIndexes(collection, [
        { fields: { categoryId: 1 } },
        { fields: { status: 1 } },
        { fields: { '_pos.commit': 1 } },
        { fields: { warehouseIds: 1 } },
      ]);
      await store.collection<Product>(collection).bulkWrite(products.map((upsert) => ({ upsert })));
    });

    afterEach(async () => {
      await store.dropCollection(collection);
      await store.close();
    });

    const ids = async (filter: Record<string, unknown>): Promise<string[]> =>
      (await store.collection<Product>(collection).find(filter, { sort: { _id: 1 } })).map((doc) => doc._id);

    it('$gte: on a nested indexed field, the bound included', async () => {
      expect(await ids({ '_pos.commit': { $gte: 9 } })).toEqual(['3', '4', '_last']);
      expect(await ids({ '_pos.commit': { $gte: -1 } })).toEqual(['1', '2', '3', '4', '_last']);
      expect(await ids({ '_pos.commit': { $gte: 13 } })).toEqual([]);
      expect(await store.collection(collection).count({ '_pos.commit': { $gte: 7 } })).toBe(4);
    });

    it('$ne: other values and missing fields, alone and beside an indexed equality', async () => {
      expect(await ids({ status: { $ne: 'archived' } })).toEqual(['1', '3', '4', '_last']);
      expect(await ids({ categoryId: 1, status: { $ne: 'archived' } })).toEqual(['1', '4']);
      expect(await store.collection(collection).count({ categoryId: 1, status: { $ne: 'archived' } })).toBe(
        2,
      );
      expect(await store.collection(collection).count({ categoryId: 2, status: { $ne: 'draft' } })).toBe(0);
    });

    it('$in on an indexed field', async () => {
      expect(await ids({ status: { $in: ['draft', 'archived'] } })).toEqual(['2', '3']);
      expect(await ids({ categoryId: { $in: [2, 3] } })).toEqual(['3']);
    });

    it('equality and $in on an indexed array field match an element; counted too', async () => {
      expect(await ids({ warehouseIds: 11 })).toEqual(['1', '2']);
      expect(await ids({ warehouseIds: { $in: [12, 99] } })).toEqual(['4']);
      expect(await store.collection(collection).count({ warehouseIds: 11 })).toBe(2);
      expect(await store.collection(collection).count({ warehouseIds: 13 })).toBe(0);
    });
  });
}

describe('memory', () => {
  catalogueFilterContract('memory', async () => new MemoryReadStore());
});

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
    catalogueFilterContract('MongoDB', () => MongoReadStore.connect(url));
  });
} else {
  describe.skip(`MongoDB: skipped — no MONGO_URL and no Docker engine (${dockerMissing})`, () => {
    readStoreContract('MongoDB', () => MongoReadStore.connect(''));
    catalogueFilterContract('MongoDB', () => MongoReadStore.connect(''));
  });
}

describe('SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'read-store-contract-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  readStoreContract('SQLite', async () => new SqliteReadStore(join(dir, 'read-models.sqlite')));
  catalogueFilterContract('SQLite', async () => new SqliteReadStore(join(dir, 'read-models.sqlite')));

  it('a collection dropped by another process reads as empty through a handle taken before, and a write creates it again', async () => {
    const file = join(dir, 'read-models.sqlite');
    const [api, worker] = [new SqliteReadStore(file), new SqliteReadStore(file)];
    const name = `dropped_${randomUUID().slice(0, 8)}`;
    try {
      const handle = api.collection(name);
      await handle.upsert({ _id: 'a', n: 1 });
      expect(await handle.get('a')).toEqual({ _id: 'a', n: 1 });
      await worker.dropCollection(name);
      expect(await handle.get('a')).toBeNull();
      expect(await handle.find({ n: 1 }, { sort: { n: 1 }, limit: 5 })).toEqual([]);
      expect(await handle.count({ n: 1 })).toBe(0);
      expect(await handle.delete('a')).toBe(false);
      await handle.upsert({ _id: 'b', n: 2 });
      expect(await worker.collection(name).find({})).toEqual([{ _id: 'b', n: 2 }]);
    } finally {
      await api.close();
      await worker.close();
    }
  });

  it('writeAll is one transaction: a write refused in the last collection leaves the first unwritten', async () => {
    const store = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    const suffix = randomUUID().slice(0, 8);
    const docs = `atomic_docs_${suffix}`;
    const marks = `atomic_marks_${suffix}`;
    try {
      await store.ensureIndexes(marks, [{ fields: { name: 1 }, unique: true }]);
      await store.collection(marks).upsert({ _id: 'a', name: 'taken' });
      await expect(
        store.writeAll([
          { collection: docs, ops: [{ upsert: { _id: 'd1', value: 1 } }] },
          { collection: marks, ops: [{ upsert: { _id: 'b', name: 'taken' } }] },
        ]),
      ).rejects.toThrow();
      expect(await store.collection(docs).get('d1')).toBeNull();
      expect(await store.collection(marks).count()).toBe(1);
      // And the store takes the next transaction.
      await store.writeAll([{ collection: docs, ops: [{ upsert: { _id: 'd1', value: 2 } }] }]);
      expect(await store.collection(docs).get('d1')).toEqual({ _id: 'd1', value: 2 });
    } finally {
      await store.close();
    }
  });

  it("copies its log into the file every 4,000 pages, not at SQLite's 1,000 (ADR 0100)", async () => {
    const file = join(dir, 'checkpoints.sqlite');
    const store = new SqliteReadStore(file);
    const name = `checkpoints_${randomUUID().slice(0, 8)}`;
    const walPages = (): number => Math.ceil(statSync(`${file}-wal`).size / 4096);
    try {
      // About 2,000 pages of 4 KiB in 40 commits: past SQLite's default, the log is never copied back.
      const text = 'к'.repeat(2000);
      for (let commit = 0; commit < 40; commit += 1) {
        await store.writeAll([
          {
            collection: name,
            ops: Array.from({ length: 50 }, (_, i) => ({ upsert: { _id: `${commit}-${i}`, text } })),
          },
        ]);
      }
      expect(walPages()).toBeGreaterThan(1_500);
      expect(walPages()).toBeLessThan(4_000);
    } finally {
      await store.close();
    }
  });
});
