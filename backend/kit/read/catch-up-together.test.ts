import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteEventStore, type NewEvent } from '../../../infra/event-store/index.ts';
import {
  MemoryReadStore,
  SqliteReadStore,
  type CollectionWrites,
  type ReadStore,
} from '../../../infra/read-store/index.ts';
import { allProjections } from '../../../projections/index.ts';
import { details } from '../../../tests/support/catalog-history.ts';
import type { ProjectionDefinition } from './definition.ts';
import { catchUp, catchUpTogether } from './runner.ts';
import { CHECKPOINTS, readCheckpoint } from './storage.ts';

/**
 * Several projections caught up with one read of the log (ADR 0096): each batch is read once from
 * the checkpoint of the one furthest behind, each event decoded once per schema, and every
 * projection takes only the events after its own checkpoint, writing its documents with its
 * checkpoint. The result is what each projection gets catching up alone.
 */
const dir = mkdtempSync(join(tmpdir(), 'catch-up-together-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const metadata = {
  userId: '1',
  role: 'admin',
  at: '2026-01-01T00:00:00.000Z',
  correlationId: 'together',
  causationId: null,
};
const event = (type: string, data: unknown): NewEvent => ({ id: randomUUID(), type, data, metadata });

/** Products with stock published at a warehouse, categories created, renamed and deleted. */
async function write(events: SqliteEventStore, from: number, count: number): Promise<void> {
  for (let id = from; id < from + count; id += 1) {
    await events.append(
      `product-${id}`,
      [
        event('ProductCreated', { productId: id, supplierId: 7, ...details, name: `Колёсная пара ${id}` }),
        event('ProductStockChanged', { productId: id, stocks: [{ warehouseId: 1, quantity: 1 + (id % 5) }] }),
        event('ProductSubmitted', { productId: id }),
        event('ProductPublished', { productId: id }),
      ],
      'no_stream',
    );
    const category = [
      event('CategoryCreated', {
        categoryId: id,
        name: `Категория ${id}`,
        slug: `c-${id}`,
        parentId: null,
        position: id,
        image: null,
        icon: null,
        isNameFilter: false,
      }),
      event('CategoryRenamed', { categoryId: id, name: `Категория ${id}.1`, slug: `c-${id}-1` }),
    ];
    if (id % 4 === 0) category.push(event('CategoryDeleted', { categoryId: id }));
    await events.append(`category-${id}`, category, 'no_stream');
  }
}

const byId = async (store: ReadStore, collection: string) =>
  store.collection(collection).find({}, { sort: { _id: 1 } });

describe('catchUpTogether', () => {
  it('reads each batch once for every projection, each from its own checkpoint, as each would alone', async () => {
    const events = new SqliteEventStore(join(dir, 'events.sqlite'));
    const store = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    try {
      await events.append(
        'warehouse-1',
        [
          event('WarehouseCreated', {
            warehouseId: 1,
            supplierId: 7,
            name: 'Склад',
            address: 'ул. Смазчиков, 3',
            city: 'Екатеринбург',
            workingHours: '',
          }),
        ],
        'no_stream',
      );
      await write(events, 1, 150);
      // Two projections are already further: they take only what follows their checkpoints.
      const products = allProjections.find((definition) => definition.name === 'products')!;
      const categories = allProjections.find((definition) => definition.name === 'categories')!;
      await catchUp({ definition: products, events, store, collection: 'products' });
      await write(events, 151, 100);
      await catchUp({ definition: categories, events, store, collection: 'categories' });
      await write(events, 251, 100);
      const head = await events.headPosition();

      // Count what is read and decoded, and check every write: documents go with their checkpoint.
      let read = 0;
      const readAll = events.readAll.bind(events);
      events.readAll = async (after, maxCount) => {
        const batch = await readAll(after, maxCount);
        read += batch.length;
        return batch;
      };
      const decoded = new Map<string, number>();
      const counted = allProjections.map((definition): ProjectionDefinition => ({
        ...definition,
        decode: (type, data) => {
          decoded.set(type, (decoded.get(type) ?? 0) + 1);
          return definition.decode(type, data);
        },
      }));
      const writes: CollectionWrites[][] = [];
      const checked: ReadStore = Object.assign(Object.create(store) as ReadStore, {
        async writeAll(batch: readonly CollectionWrites[]) {
          writes.push([...batch]);
          await store.writeAll(batch);
        },
      });
      const reached = await catchUpTogether({
        followers: counted.map((definition) => ({ definition, collection: definition.name })),
        events,
        store: checked,
      });

      expect(read).toBe(head.commit);
      // Products, product search, offers and the audit read the same product events: decoded once.
      const productEvents = 350;
      expect(decoded.get('ProductCreated')).toBe(productEvents);
      expect(decoded.get('ProductPublished')).toBe(productEvents);
      for (const definition of allProjections) expect(reached.get(definition.name)).toEqual(head);
      for (const batch of writes) {
        const checkpoints = batch.find((write) => write.collection === CHECKPOINTS)!;
        expect(batch.at(-1)).toBe(checkpoints);
        const withDocuments = batch.filter((write) => write.collection !== CHECKPOINTS);
        // A batch's documents are written with their own checkpoint, and with no one else's.
        expect(withDocuments.length).toBeLessThanOrEqual(1);
        if (withDocuments.length === 1)
          expect(checkpoints.ops).toEqual([
            { upsert: expect.objectContaining({ _id: withDocuments[0]!.collection }) },
          ]);
      }

      const alone = new MemoryReadStore();
      for (const definition of allProjections) {
        expect(await readCheckpoint(store, definition.name), definition.name).toEqual(head);
        await catchUp({ definition, events, store: alone, collection: definition.name });
        expect(await byId(store, definition.name), definition.name).toEqual(
          await byId(alone, definition.name),
        );
      }
      // Not an empty comparison.
      expect(await store.collection('products').count({})).toBe(350);
      expect(await store.collection('categories').count({})).toBe(350 - Math.floor(350 / 4));
    } finally {
      await store.close();
      await events.close();
    }
  });
});
