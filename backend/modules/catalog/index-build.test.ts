import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteReadStore } from '../../../infra/read-store/index.ts';
import { LoopHold } from '../../../infra/loop-hold/index.ts';
import { timerTurns } from '../../../tests/support/timer-turns.ts';
import type { ReadModels } from '../../kit/read/index.ts';
import type { ProductDetails } from './events.ts';
import { CatalogIndexSync } from './queries.ts';
import { CatalogIndex, parseQuery } from './search-index.ts';
import { searchTermsOf } from './search-doc.ts';
import { excerptOf, PRODUCT_SEARCH_PROJECTION, type ProductSearchDoc } from './view.ts';

const NAMES = [
  'Колёсная пара РУ1Ш-957-Г',
  'Рама боковая 100.00.010-3',
  'Автосцепка СА-3',
  'Клин фрикционный',
];
const LIVE = 'productSearch_v1';
const POSITION = { commit: 1, prepare: 1 };

function searchDoc(id: number): ProductSearchDoc & { _pos: { commit: number; prepare: number } } {
  const name = `${NAMES[id % NAMES.length]} ${1990 + (id % 30)} зав. № ${id}`;
  const details: ProductDetails = {
    name,
    price: 1000 + id,
    description: `${name}: завод ${id % 7}, депо ${id % 5}, после освидетельствования.`,
    categoryId: 1 + (id % 4),
    quality: id % 2 ? 'new' : 'repaired',
    images: [],
    characteristics: [{ name: 'Номер', value: `${id}` }],
    deliverySet: [],
    normativeDocuments: [],
    services: [],
    componentDescriptions: [],
  };
  return {
    _id: String(id),
    _pos: POSITION,
    kind: 'product',
    id,
    supplierId: 1 + (id % 3),
    categoryId: details.categoryId,
    status: 'published',
    quality: details.quality,
    name,
    price: details.price,
    excerpt: excerptOf(details.description),
    image: null,
    quantity: id % 2,
    warehouseIds: [id % 4],
    partId: null,
    leadTimeDays: null,
    terms: searchTermsOf(details),
  };
}

describe('building the catalogue index from its read model', () => {
  it('loaded in steps, it is the index loaded at once', async () => {
    const docs = Array.from({ length: 1_200 }, (_, i) => searchDoc(i + 1));
    const whole = new CatalogIndex();
    whole.load(docs);
    const stepped = new CatalogIndex();
    let pauses = 0;
    await stepped.loadInSteps(docs, () => {
      pauses += 1;
      return undefined;
    });
    expect(pauses).toBeGreaterThan(4);
    expect(stepped.snapshot()).toEqual(whole.snapshot());
  });

  it('reads the documents a page at a time and loads them in steps: no turn holds the loop 50 ms', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-index-build-'));
    const store = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    const hold = new LoopHold();
    try {
      // 20,000 products: read and loaded in one turn, they held the loop for a few hundred ms of CPU.
      const docs = Array.from({ length: 20_000 }, (_, i) => searchDoc(i + 1));
      for (let i = 0; i < docs.length; i += 1_000)
        await store.collection(LIVE).bulkWrite(docs.slice(i, i + 1_000).map((doc) => ({ upsert: doc })));
      const state = { collection: LIVE, position: POSITION };
      const readModels = {
        known: (name: string) => (name === PRODUCT_SEARCH_PROJECTION ? state : undefined),
        checkpoint: async (name: string) => (name === PRODUCT_SEARCH_PROJECTION ? state : null),
        collection: async () => store.collection(LIVE),
      } as unknown as ReadModels;
      const sync = new CatalogIndexSync(readModels, { error: () => undefined });
      // The writes above are counted at the timer's next turn: the build is measured from after it.
      await timerTurns(2);
      hold.take();
      const index = await sync.current();
      // The hold is recorded at the timer's next turns: a task still holding the loop shows there.
      await timerTurns(2);
      const longest = hold.take();
      expect(index.size).toBe(20_000);
      expect(index.search(parseQuery('рама 100.00.010-3'), {}, 0, 5).total).toBe(5_000);
      expect(longest, 'the most CPU time between two turns of the loop during the build, ms').toBeLessThan(
        50,
      );
    } finally {
      hold.stop();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
