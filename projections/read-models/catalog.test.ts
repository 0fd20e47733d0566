import { describe, expect, it } from 'vitest';
import { MemoryReadStore, SqliteReadStore } from '../../infra/read-store/index.ts';
import type { RecordedEvent } from '../../infra/event-store/index.ts';
import type { Doc, ReadStore } from '../../infra/read-store/index.ts';
import { recordedEvents } from '../../tests/support/recorded-events.ts';
import { ProjectionSpecification, SPEC_COLLECTION, type ProjectionDefinition } from '../runtime/index.ts';
import {
  CatalogIndex,
  checkProductDetails,
  decodeTerms,
  parseQuery,
  type ProductSearchDoc,
} from '../../backend/modules/catalog/index.ts';
import { productsProjection } from './products.ts';
import { productSearchProjection } from './product-search.ts';
import { warehousesProjection } from './warehouses.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const details = checkProductDetails({
  name: 'Колёсная пара РУ1Ш-957-Г',
  price: 465000,
  description: 'Колёсная пара для грузовых вагонов.',
  categoryId: 2,
  quality: 'new',
  images: ['/uploads/images/kp.png'],
  characteristics: [{ name: 'ГОСТ', value: 'ГОСТ 4835-2013' }],
});
const edited = { ...details, name: 'Колёсная пара РВ2Ш-957-Г', quality: 'repaired' as const, price: 270000 };

const history: RecordedEvent[] = recordedEvents(
  (event) => ('productId' in (event.data as object) ? `product-${(event.data as { productId: number }).productId}` : `warehouse-1`),
  [
    { type: 'WarehouseCreated', data: { warehouseId: 1, supplierId: 7, name: 'Склад', address: 'ул. Смазчиков, 3', city: 'Екатеринбург', workingHours: '' } },
    { type: 'ProductCreated', data: { productId: 10, supplierId: 7, ...details } },
    { type: 'ProductStockChanged', data: { productId: 10, stocks: [{ warehouseId: 1, quantity: 4 }] } },
    { type: 'ProductSubmitted', data: { productId: 10 } },
    { type: 'ProductRejected', data: { productId: 10, reason: 'Нет фото' } },
    { type: 'ProductSubmitted', data: { productId: 10 } },
    { type: 'ProductPublished', data: { productId: 10 } },
    { type: 'ProductCreated', data: { productId: 11, supplierId: 7, ...details } },
    { type: 'ProductDetailsChanged', data: { productId: 11, ...edited } },
    { type: 'ProductArchived', data: { productId: 11 } },
    { type: 'WarehouseChanged', data: { warehouseId: 1, name: 'Склад № 1', address: 'ул. Смазчиков, 3', city: 'Екатеринбург', workingHours: 'Пн–Пт' } },
  ],
  { at: (index) => `2026-01-01T00:00:${String(index).padStart(2, '0')}.000Z` },
);

const project = <D extends Doc>(definition: ProjectionDefinition<D>, batches: RecordedEvent[][], store?: ReadStore) =>
  ProjectionSpecification.for(definition).project(batches, { ...(store ? { store } : {}) });

const twice = (events: RecordedEvent[]) => [events.slice(0, 5), events.slice(0, 5), events.slice(5), events.slice(3)];

describe('products projection', () => {
  it('follows a product through moderation, stock and archive', async () => {
    const docs = await project(productsProjection, [history]);
    expect(docs).toHaveLength(2);
    expect(docs[0]).toMatchObject({
      id: 10,
      status: 'published',
      rejectionReason: null,
      stocks: [{ warehouseId: 1, quantity: 4 }],
      warehouseIds: [1],
      quantity: 4,
      createdAt: '2026-01-01T00:00:01.000Z',
      submittedAt: '2026-01-01T00:00:05.000Z',
      publishedAt: '2026-01-01T00:00:06.000Z',
    });
    expect(docs[1]).toMatchObject({ id: 11, status: 'archived', name: 'Колёсная пара РВ2Ш-957-Г', quality: 'repaired' });
  });

  it('gives the same documents when batches are applied twice', async () => {
    expect(await project(productsProjection, twice(history))).toEqual(await project(productsProjection, [history]));
  });
});

describe('productSearch projection', () => {
  it('keeps a card with normalised terms per product, and `_last` at the latest product event', async () => {
    const store = new MemoryReadStore();
    await project(productSearchProjection, [history], store);
    const stored = await store.collection(SPEC_COLLECTION).find({}, { sort: { _id: 1 } });
    const last = stored.find((doc) => doc._id === '_last')!;
    expect(last).toMatchObject({ kind: 'meta', _pos: history[9]!.position });
    const card = stored.find((doc) => doc._id === '10') as ProductSearchDoc;
    expect(card).toMatchObject({ kind: 'product', status: 'published', quantity: 4, image: '/uploads/images/kp.png' });
    expect(decodeTerms(card.terms.name)).toEqual({
      words: ['колесная', 'пара', 'ру1ш', '957'],
      stems: ['колесн', 'пар'],
      codes: ['ру1ш957г'],
    });
    expect(decodeTerms(card.terms.attributes).codes).toContain('48352013');
    const editedCard = stored.find((doc) => doc._id === '11') as ProductSearchDoc;
    expect(editedCard).toMatchObject({ status: 'archived', quality: 'repaired', price: 270000 });
    expect(decodeTerms(editedCard.terms.name).codes).toEqual(['рв2ш957г']);
  });

  it('gives the same documents when batches are applied twice', async () => {
    expect(await project(productSearchProjection, twice(history))).toEqual(await project(productSearchProjection, [history]));
  });

  it('answers the same search from the memory and the SQLite read store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-projection-'));
    try {
      const sqlite = new SqliteReadStore(join(dir, 'read.db'));
      const results = [];
      for (const store of [new MemoryReadStore(), sqlite]) {
        await store.ensureIndexes(SPEC_COLLECTION, productSearchProjection.indexes);
        await project(productSearchProjection, [history], store);
        const index = new CatalogIndex();
        for (const doc of await store.collection<ProductSearchDoc & { _pos: { commit: number; prepare: number } }>(SPEC_COLLECTION).find({})) {
          if (doc.kind === 'product') index.apply(doc);
        }
        const since = await store.collection(SPEC_COLLECTION).find({ '_pos.commit': { $gte: 9 } });
        results.push({
          search: index.search(parseQuery('колёсную пару'), {}, 0, 10).items.map((card) => card.id),
          since: since.map((doc) => doc._id).sort(),
        });
      }
      expect(results[0]).toEqual(results[1]);
      expect(results[0]).toEqual({ search: [11, 10], since: ['11', '_last'] });
      await sqlite.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('warehouses projection', () => {
  it('keeps the latest details of each warehouse, twice or once', async () => {
    const once = await project(warehousesProjection, [history]);
    expect(once).toEqual([
      {
        _id: '1',
        id: 1,
        supplierId: 7,
        name: 'Склад № 1',
        address: 'ул. Смазчиков, 3',
        city: 'Екатеринбург',
        workingHours: 'Пн–Пт',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:10.000Z',
      },
    ]);
    expect(await project(warehousesProjection, twice(history))).toEqual(once);
    const removed = recordedEvents('warehouse-1', [{ type: 'WarehouseRemoved', data: { warehouseId: 1 } }]).map((event) => ({
      ...event,
      position: { commit: 100, prepare: 100 },
    }));
    expect(await project(warehousesProjection, [history, removed])).toEqual([]);
  });

  it('a removed warehouse stays removed when the removal, or the batches around it, are applied twice', async () => {
    const removed = recordedEvents('warehouse-1', [{ type: 'WarehouseRemoved', data: { warehouseId: 1 } }]).map((event) => ({
      ...event,
      position: { commit: 100, prepare: 100 },
    }));
    const all = [...history, ...removed];
    expect(await project(warehousesProjection, [history, removed, removed])).toEqual([]);
    expect(await project(warehousesProjection, twice(all))).toEqual([]);
    expect(await project(warehousesProjection, [all, all])).toEqual([]);
  });
});

describe('an edit of a published product (ADR 0036)', () => {
  const revised = (...tail: Array<{ type: string; data: object }>) =>
    recordedEvents(() => 'product-20', [
      { type: 'ProductCreated', data: { productId: 20, supplierId: 7, ...details } },
      { type: 'ProductSubmitted', data: { productId: 20 } },
      { type: 'ProductPublished', data: { productId: 20 } },
      { type: 'ProductSubmitted', data: { productId: 20 } },
      { type: 'ProductDetailsChanged', data: { productId: 20, ...edited } },
      ...tail,
    ]);

  it('waits aside while the product page, the card and the public search keep the published version', async () => {
    const [doc] = await project(productsProjection, [revised()]);
    expect(doc).toMatchObject({ status: 'published', name: details.name, price: 465000, revision: { status: 'submitted', details: edited } });
    const store = new MemoryReadStore();
    await project(productSearchProjection, [revised()], store);
    const card = (await store.collection(SPEC_COLLECTION).get('20')) as ProductSearchDoc & { _pos: { commit: number; prepare: number } };
    expect(card).toMatchObject({ status: 'published', revision: 'submitted', name: details.name, pending: { name: edited.name, price: 270000 } });
    const index = new CatalogIndex();
    index.apply(card);
    // Public search and browsing find the published version; the moderation queue finds the edit.
    expect(index.search(parseQuery('РУ1Ш'), { statuses: ['published'] }, 0, 10).items.map((c) => c.id)).toEqual([20]);
    expect(index.search(parseQuery('РВ2Ш'), { statuses: ['published'] }, 0, 10).total).toBe(0);
    expect(index.browse({ categoryIds: null, statuses: ['submitted'], qualities: ['new', 'repaired'], offset: 0, limit: 10 }).items.map((c) => c.id)).toEqual([20]);
    expect(index.browse({ categoryIds: null, statuses: ['draft', 'submitted', 'published', 'rejected', 'archived'], qualities: ['new', 'repaired'], offset: 0, limit: 10 }).total).toBe(1);
  });

  it('a rejected edit keeps the published version; an approved one replaces it, also in search', async () => {
    const [rejected] = await project(productsProjection, [revised({ type: 'ProductRejected', data: { productId: 20, reason: 'Нет ГОСТ' } })]);
    expect(rejected).toMatchObject({ status: 'published', name: details.name, revision: { status: 'rejected', rejectionReason: 'Нет ГОСТ' } });
    const approvedEvents = revised({ type: 'ProductRejected', data: { productId: 20, reason: 'Нет ГОСТ' } }, { type: 'ProductSubmitted', data: { productId: 20 } }, { type: 'ProductPublished', data: { productId: 20 } });
    const [approved] = await project(productsProjection, [approvedEvents]);
    expect(approved).toMatchObject({ status: 'published', name: edited.name, price: 270000, quality: 'repaired', revision: null });
    const store = new MemoryReadStore();
    await project(productSearchProjection, [approvedEvents], store);
    expect(await store.collection(SPEC_COLLECTION).get('20')).toMatchObject({ status: 'published', name: edited.name, revision: null, pending: null });
    // Twice-applied batches give the same documents.
    const halves = [approvedEvents.slice(0, 4), approvedEvents.slice(0, 6), approvedEvents.slice(3)];
    expect(await project(productsProjection, halves)).toEqual(await project(productsProjection, [approvedEvents]));
    expect(await project(productSearchProjection, halves)).toEqual(await project(productSearchProjection, [approvedEvents]));
  });

  it('archiving drops the published version; the latest one comes back as a draft', async () => {
    const [doc] = await project(productsProjection, [revised({ type: 'ProductArchived', data: { productId: 20 } }, { type: 'ProductRestored', data: { productId: 20 } })]);
    expect(doc).toMatchObject({ status: 'draft', name: edited.name, revision: null });
  });
});
