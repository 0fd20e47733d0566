import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryReadStore, SqliteReadStore } from '../../infra/read-store/index.ts';
import {
  CatalogIndex,
  decodeTerms,
  parseQuery,
  type ProductSearchDoc,
} from '../../backend/modules/catalog/index.ts';
import { history, project, twice } from '../../tests/support/catalog-history.ts';
import { SPEC_COLLECTION } from '../../backend/kit/read/index.ts';
import { productSearchProjection } from './product-search.ts';

describe('productSearch projection', () => {
  it('keeps a card with normalised terms per product, and `_last` at the latest product event', async () => {
    const store = new MemoryReadStore();
    await project(productSearchProjection, [history], store);
    const stored = await store.collection(SPEC_COLLECTION).find({}, { sort: { _id: 1 } });
    const last = stored.find((doc) => doc._id === '_last')!;
    expect(last).toMatchObject({ kind: 'meta', _pos: history[9]!.position });
    const card = stored.find((doc) => doc._id === '10') as ProductSearchDoc;
    expect(card).toMatchObject({
      kind: 'product',
      status: 'published',
      quantity: 4,
      image: '/uploads/images/kp.png',
    });
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
    expect(await project(productSearchProjection, twice(history))).toEqual(
      await project(productSearchProjection, [history]),
    );
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
        for (const doc of await store
          .collection<ProductSearchDoc & { _pos: { commit: number; prepare: number } }>(SPEC_COLLECTION)
          .find({})) {
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
