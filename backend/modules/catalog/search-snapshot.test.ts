import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { ProductDetails, ProductStatus, Quality } from './events.ts';
import { CatalogIndex, INDEX_SNAPSHOT_FORMAT, parseQuery, type CardFilter, type IndexSnapshot } from './search-index.ts';
import { searchTermsOf } from './search-doc.ts';
import { excerptOf, type ProductSearchDoc } from './view.ts';

const NAMES = [
  'Колёсная пара РУ1Ш-957-Г',
  'Рама боковая 100.00.010-3',
  'Автосцепка СА-3',
  'Аппарат поглощающий ПМК-110А',
  'Воздухораспределитель 483А',
  'Подшипник буксовый кассетный TBU 150×250',
  'Клин фрикционный 100.00.012',
  'Пружина наружная 100.00.016',
  'Цилиндр тормозной 188Б',
  'Балка надрессорная 100.00.002-4',
];
const QUALITIES: readonly Quality[] = ['new', 'repaired'];
const STATUSES: readonly ProductStatus[] = ['published', 'published', 'draft'];

function searchDoc(id: number, position: number, variant = 0): ProductSearchDoc & { _pos: { commit: number; prepare: number } } {
  const name = `${NAMES[(id + variant) % NAMES.length]} ${1990 + (id % 30)}`;
  const details: ProductDetails = {
    name,
    price: 1000 + id,
    description: `${name}: завод ${id % 7}, депо ${id % 5}, после освидетельствования.`,
    categoryId: 1 + (id % 4),
    quality: QUALITIES[id % 2]!,
    images: [],
    characteristics: [{ name: 'Номер', value: `${id}-${variant}` }],
    deliverySet: [],
    normativeDocuments: [],
    services: [],
    componentDescriptions: [],
  };
  return {
    _id: String(id),
    _pos: { commit: position, prepare: position },
    kind: 'product',
    id,
    supplierId: 1 + (id % 3),
    categoryId: details.categoryId,
    status: STATUSES[id % 3]!,
    quality: details.quality,
    name,
    price: details.price,
    excerpt: excerptOf(details.description),
    image: null,
    quantity: id % 2,
    warehouseIds: [id % 4],
    terms: searchTermsOf(details),
  };
}

const QUERIES = ['колёсную пару', 'рама', 'CA-3', 'са3', '100.00.010', 'rjktcyfz gfhf', 'подшип', 'воздухораспределитль', 'надресорная', 'фрикцоинный', 'аппарат погл', '1995', 'завод 3', 'ремонт', 'пружина наружная'];
const FILTERS: readonly CardFilter[] = [{}, { statuses: ['published'] }, { qualities: ['repaired'], categoryIds: new Set([2, 3]) }, { supplierId: 2 }];

function answers(index: CatalogIndex): unknown[] {
  const found: unknown[] = [];
  for (const query of QUERIES) {
    for (const filter of FILTERS) {
      const page = index.search(parseQuery(query), filter, 3, 40);
      found.push([query, page.total, page.items]);
    }
  }
  found.push(index.browse({ categoryIds: [1, 2], statuses: ['published'], qualities: ['new', 'repaired'], offset: 5, limit: 30 }));
  found.push(index.bySupplier(2, () => true, 0, 50));
  return found;
}

describe('catalogue index snapshot', () => {
  // 600 products, a third of them replaced once or twice: dead slots the snapshot leaves out.
  const built = new CatalogIndex();
  let position = 0;
  for (let id = 1; id <= 600; id += 1) built.apply(searchDoc(id, (position += 1)));
  for (let id = 1; id <= 600; id += 3) built.apply(searchDoc(id, (position += 1), 1));
  for (let id = 1; id <= 600; id += 9) built.apply(searchDoc(id, (position += 1), 2));

  it('restored through v8 serialization, it answers every search, browse and filter exactly as the index it was taken of', () => {
    const bytes = serialize(built.snapshot());
    const restored = CatalogIndex.restore(deserialize(bytes) as IndexSnapshot)!;
    expect(restored.size).toBe(600);
    const expected = answers(built);
    expect(expected.length).toBeGreaterThan(50);
    expect(answers(restored)).toEqual(expected);
    // Typos are found through the vocabulary's neighbourhoods, made again after a restore.
    for (const typo of ['надресорная', 'фрикцоинный']) expect(restored.search(parseQuery(typo), {}, 0, 5).total).toBeGreaterThan(0);
    // Replaced versions are gone from it, not only hidden: as many postings as an index of the last versions.
    const last = new CatalogIndex();
    for (let id = 1; id <= 600; id += 1) last.apply(searchDoc(id, id, id % 9 === 1 ? 2 : id % 3 === 1 ? 1 : 0));
    for (const kind of ['words', 'stems', 'codes'] as const) {
      expect(restored.snapshot().terms[kind].data.length).toBe(last.snapshot().terms[kind].data.length);
    }
  });

  it('keeps changing after a restore: newer versions replace, older ones are ignored', () => {
    const restored = CatalogIndex.restore(built.snapshot())!;
    const later = position + 10;
    for (const index of [built, restored]) {
      index.apply(searchDoc(4, later, 5));
      index.apply(searchDoc(8, 1, 5));
      index.apply(searchDoc(601, later + 1));
    }
    expect(answers(restored)).toEqual(answers(built));
  });

  it('refuses a snapshot of another format', () => {
    expect(CatalogIndex.restore({ ...built.snapshot(), format: INDEX_SNAPSHOT_FORMAT + 1 })).toBeNull();
  });
});
