import { describe, expect, it } from 'vitest';
import { MemoryReadStore } from '../../infra/read-store/index.ts';
import { CatalogIndex, parseQuery, type ProductSearchDoc } from '../../backend/modules/catalog/index.ts';
import { details, edited, history, project, twice } from '../../tests/support/catalog-history.ts';
import { recordedEvents } from '../../tests/support/recorded-events.ts';
import { SPEC_COLLECTION } from '../../backend/kit/read/index.ts';
import { productsProjection } from './products.ts';
import { productSearchProjection } from './product-search.ts';

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
    expect(docs[1]).toMatchObject({
      id: 11,
      status: 'archived',
      name: 'Колёсная пара РВ2Ш-957-Г',
      quality: 'repaired',
    });
  });

  it('gives the same documents when batches are applied twice', async () => {
    expect(await project(productsProjection, twice(history))).toEqual(
      await project(productsProjection, [history]),
    );
  });
});

describe('an edit of a published product (ADR 0036)', () => {
  const revised = (...tail: Array<{ type: string; data: object }>) =>
    recordedEvents(
      () => 'product-20',
      [
        { type: 'ProductCreated', data: { productId: 20, supplierId: 7, ...details } },
        { type: 'ProductSubmitted', data: { productId: 20 } },
        { type: 'ProductPublished', data: { productId: 20 } },
        { type: 'ProductSubmitted', data: { productId: 20 } },
        { type: 'ProductDetailsChanged', data: { productId: 20, ...edited } },
        ...tail,
      ],
    );

  it('waits aside while the product page, the card and the public search keep the published version', async () => {
    const [doc] = await project(productsProjection, [revised()]);
    expect(doc).toMatchObject({
      status: 'published',
      name: details.name,
      price: 465000,
      revision: { status: 'submitted', details: edited },
    });
    const store = new MemoryReadStore();
    await project(productSearchProjection, [revised()], store);
    const card = (await store.collection(SPEC_COLLECTION).get('20')) as ProductSearchDoc & {
      _pos: { commit: number; prepare: number };
    };
    expect(card).toMatchObject({
      status: 'published',
      revision: 'submitted',
      name: details.name,
      pending: { name: edited.name, price: 270000 },
    });
    const index = new CatalogIndex();
    index.apply(card);
    // Public search and browsing find the published version; the moderation queue finds the edit.
    expect(
      index.search(parseQuery('РУ1Ш'), { statuses: ['published'] }, 0, 10).items.map((c) => c.id),
    ).toEqual([20]);
    expect(index.search(parseQuery('РВ2Ш'), { statuses: ['published'] }, 0, 10).total).toBe(0);
    expect(
      index
        .browse({
          categoryIds: null,
          statuses: ['submitted'],
          qualities: ['new', 'repaired'],
          offset: 0,
          limit: 10,
        })
        .items.map((c) => c.id),
    ).toEqual([20]);
    expect(
      index.browse({
        categoryIds: null,
        statuses: ['draft', 'submitted', 'published', 'rejected', 'archived'],
        qualities: ['new', 'repaired'],
        offset: 0,
        limit: 10,
      }).total,
    ).toBe(1);
  });

  it('a rejected edit keeps the published version; an approved one replaces it, also in search', async () => {
    const [rejected] = await project(productsProjection, [
      revised({ type: 'ProductRejected', data: { productId: 20, reason: 'Нет ГОСТ' } }),
    ]);
    expect(rejected).toMatchObject({
      status: 'published',
      name: details.name,
      revision: { status: 'rejected', rejectionReason: 'Нет ГОСТ' },
    });
    const approvedEvents = revised(
      { type: 'ProductRejected', data: { productId: 20, reason: 'Нет ГОСТ' } },
      { type: 'ProductSubmitted', data: { productId: 20 } },
      { type: 'ProductPublished', data: { productId: 20 } },
    );
    const [approved] = await project(productsProjection, [approvedEvents]);
    expect(approved).toMatchObject({
      status: 'published',
      name: edited.name,
      price: 270000,
      quality: 'repaired',
      revision: null,
    });
    const store = new MemoryReadStore();
    await project(productSearchProjection, [approvedEvents], store);
    expect(await store.collection(SPEC_COLLECTION).get('20')).toMatchObject({
      status: 'published',
      name: edited.name,
      revision: null,
      pending: null,
    });
    // Twice-applied batches give the same documents.
    const halves = [approvedEvents.slice(0, 4), approvedEvents.slice(0, 6), approvedEvents.slice(3)];
    expect(await project(productsProjection, halves)).toEqual(
      await project(productsProjection, [approvedEvents]),
    );
    expect(await project(productSearchProjection, halves)).toEqual(
      await project(productSearchProjection, [approvedEvents]),
    );
  });

  it('archiving drops the published version; the latest one comes back as a draft', async () => {
    const [doc] = await project(productsProjection, [
      revised(
        { type: 'ProductArchived', data: { productId: 20 } },
        { type: 'ProductRestored', data: { productId: 20 } },
      ),
    ]);
    expect(doc).toMatchObject({ status: 'draft', name: edited.name, revision: null });
  });
});
