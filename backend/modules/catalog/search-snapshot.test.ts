import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { ProductDetails, ProductStatus, Quality } from './events.ts';
import { NO_NARROWING, facetCounts, narrowedPage, type Candidates, type Narrowing } from './narrowing.ts';
import {
  CatalogIndex,
  INDEX_SNAPSHOT_FORMAT,
  parseQuery,
  type CardFilter,
  type IndexSnapshot,
} from './search-index.ts';
import { cityTermsOf, searchTermsOf } from './search-doc.ts';
import { indexFromParts, indexParts } from './index-snapshot-parts.ts';
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

function searchDoc(
  id: number,
  position: number,
  variant = 0,
): ProductSearchDoc & { _pos: { commit: number; prepare: number } } {
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
    warehouseIds: id % 11 === 0 ? [] : id % 5 === 0 ? [id % 4, (id + 1) % 4] : [id % 4],
    // A part for most (some parts with many offers), a lead time said for most.
    partId: id % 7 === 0 ? null : 1 + ((id + variant) % 23),
    leadTimeDays: id % 6 === 0 ? null : (id + variant) % 35,
    terms: searchTermsOf(details),
  };
}

/** The sellers' part, read again from its read model after a restore: warehouses in three cities. */
function withWarehouses(index: CatalogIndex): CatalogIndex {
  const cities = ['Самара', 'Пермь', 'самара', 'Новый Уренгой'];
  cities.forEach((city, id) =>
    index.applySeller({
      _id: `warehouse-${id}`,
      kind: 'warehouse',
      id,
      supplierId: 1 + (id % 3),
      city,
      terms: cityTermsOf(city),
      _pos: { commit: 1, prepare: 1 },
    }),
  );
  return index;
}

const NARROWINGS: ReadonlyArray<Partial<Narrowing>> = [
  { sort: 'priceAsc' },
  { sort: 'priceDesc', inStock: true },
  { sort: 'name', priceFrom: 1100, priceTo: 1400 },
  { leadTimeMax: 7 },
  { leadTimeMax: 14, cities: ['самара'], sort: 'newest' },
  { cities: ['Новый  уренгой'], conditions: ['repaired'] },
  { supplierIds: [2, 3], leadTimeMax: 30, sort: 'priceAsc' },
  { inStock: true, cities: ['Пермь'], leadTimeMax: 3, conditions: ['new'] },
];

/** Every narrowed page and its facet counts, over a category scope, a search and a seller's own; each card's cities and part. */
function narrowedAnswers(index: CatalogIndex): unknown[] {
  const candidates: Candidates[] = [
    {
      slots: index.scopeSlots({
        categoryIds: [1, 2, 3],
        statuses: ['published'],
        qualities: ['new', 'repaired'],
      }),
      scores: null,
    },
    index.searchSlots(parseQuery('рама'), { statuses: ['published'] }),
    index.searchSlots(parseQuery('100.00'), {}),
    { slots: index.supplierSlots(2, () => true), scores: null },
  ];
  const found: unknown[] = [];
  for (const from of candidates) {
    for (const narrowing of NARROWINGS) {
      const n = { ...NO_NARROWING, ...narrowing };
      const page = narrowedPage(index, from, n, 2, 25);
      found.push([narrowing, page.total, page.items, facetCounts(index, from, n)]);
    }
  }
  for (let id = 1; id <= 610; id += 1) {
    const slot = index.slotOf(id);
    const partId = slot === null ? null : index.partAt(slot);
    found.push([
      id,
      slot === null
        ? null
        : [
            index.citiesAt(slot),
            index.leadTimeAt(slot),
            partId,
            partId === null ? null : index.partSummary(partId),
          ],
    ]);
  }
  return found;
}

const QUERIES = [
  'колёсную пару',
  'рама',
  'CA-3',
  'са3',
  '100.00.010',
  'rjktcyfz gfhf',
  'подшип',
  'воздухораспределитль',
  'надресорная',
  'фрикцоинный',
  'аппарат погл',
  '1995',
  'завод 3',
  'ремонт',
  'пружина наружная',
];
const FILTERS: readonly CardFilter[] = [
  {},
  { statuses: ['published'] },
  { qualities: ['repaired'], categoryIds: new Set([2, 3]) },
  { supplierId: 2 },
];

function answers(index: CatalogIndex): unknown[] {
  const found: unknown[] = [];
  for (const query of QUERIES) {
    for (const filter of FILTERS) {
      const page = index.search(parseQuery(query), filter, 3, 40);
      found.push([query, page.total, page.items]);
    }
  }
  found.push(
    index.browse({
      categoryIds: [1, 2],
      statuses: ['published'],
      qualities: ['new', 'repaired'],
      offset: 5,
      limit: 30,
    }),
  );
  found.push(index.bySupplier(2, () => true, 0, 50));
  return found;
}

describe('catalogue index snapshot', () => {
  // 600 products, a third of them replaced once or twice: dead slots the snapshot leaves out.
  const built = withWarehouses(new CatalogIndex());
  let position = 0;
  for (let id = 1; id <= 600; id += 1) built.apply(searchDoc(id, (position += 1)));
  for (let id = 1; id <= 600; id += 3) built.apply(searchDoc(id, (position += 1), 1));
  for (let id = 1; id <= 600; id += 9) built.apply(searchDoc(id, (position += 1), 2));

  it('restored through v8 serialization, it answers every search, browse and filter exactly as the index it was taken of', () => {
    const bytes = serialize(built.snapshot());
    const restored = withWarehouses(CatalogIndex.restore(deserialize(bytes) as IndexSnapshot)!);
    expect(restored.size).toBe(600);
    const expected = answers(built);
    expect(expected.length).toBeGreaterThan(50);
    expect(answers(restored)).toEqual(expected);
    // Typos are found through the vocabulary's neighbourhoods, made again after a restore.
    for (const typo of ['надресорная', 'фрикцоинный'])
      expect(restored.search(parseQuery(typo), {}, 0, 5).total).toBeGreaterThan(0);
    // Replaced versions are gone from it, not only hidden: as many postings as an index of the last versions.
    const last = new CatalogIndex();
    for (let id = 1; id <= 600; id += 1)
      last.apply(searchDoc(id, id, id % 9 === 1 ? 2 : id % 3 === 1 ? 1 : 0));
    for (const kind of ['words', 'stems', 'codes'] as const) {
      expect(restored.snapshot().terms[kind].data.length).toBe(last.snapshot().terms[kind].data.length);
    }
  });

  it('restored, it narrows every list exactly as the index it was taken of: pages, facet counts, cities, parts and lead times', () => {
    const restored = withWarehouses(
      CatalogIndex.restore(deserialize(serialize(built.snapshot())) as IndexSnapshot)!,
    );
    const expected = narrowedAnswers(built);
    // The narrowings do narrow: a lead time, a city and a part each leave some products out.
    const fromScope = (n: Partial<Narrowing>) =>
      narrowedPage(
        built,
        {
          slots: built.scopeSlots({
            categoryIds: null,
            statuses: ['published'],
            qualities: ['new', 'repaired'],
          }),
          scores: null,
        },
        { ...NO_NARROWING, ...n },
        0,
        1,
      ).total;
    const everything = fromScope({});
    for (const n of [{ leadTimeMax: 7 }, { cities: ['Самара'] }, { cities: ['Пермь'] }, { inStock: true }]) {
      expect(fromScope(n), JSON.stringify(n)).toBeGreaterThan(0);
      expect(fromScope(n), JSON.stringify(n)).toBeLessThan(everything);
    }
    expect(built.partSummary(5)?.offerCount).toBeGreaterThan(1);
    expect(narrowedAnswers(restored)).toEqual(expected);
  });

  it('keeps changing after a restore: newer versions replace, older ones are ignored', () => {
    const restored = withWarehouses(CatalogIndex.restore(built.snapshot())!);
    const later = position + 10;
    for (const index of [built, restored]) {
      index.apply(searchDoc(4, later, 5));
      index.apply(searchDoc(8, 1, 5));
      index.apply(searchDoc(601, later + 1));
    }
    expect(answers(restored)).toEqual(answers(built));
    expect(narrowedAnswers(restored)).toEqual(narrowedAnswers(built));
  });

  it('taken in steps while the index keeps changing, it is the index as it stood when the snapshot began', async () => {
    const index = withWarehouses(new CatalogIndex());
    let at = 0;
    for (let id = 1; id <= 600; id += 1) index.apply(searchDoc(id, (at += 1)));
    for (let id = 1; id <= 600; id += 4) index.apply(searchDoc(id, (at += 1), 1));
    const expected = index.snapshot();
    let pauses = 0;
    const taken = await index.snapshotInSteps(async () => {
      pauses += 1;
      // Between two steps: replaced products, new ones, and enough replacements that the index
      // would compact its dead slots away (more than 5,000 dead, a third of the slots).
      for (let round = 0; round < (pauses === 1 ? 10 : 1); round += 1)
        for (let id = 1; id <= 600; id += 1) index.apply(searchDoc(id, (at += 1), round + pauses));
      index.apply(searchDoc(700 + pauses, (at += 1)));
    });
    expect(pauses).toBeGreaterThan(3);
    expect(taken).toEqual(expected);
    // Compaction, held back meanwhile, came once the snapshot ended: as many postings as the last versions.
    const compacted = index.snapshot();
    const last = new CatalogIndex();
    for (let id = 1; id <= 600; id += 1) last.apply(searchDoc(id, id, 10 + pauses));
    for (let id = 701; id <= 700 + pauses; id += 1) last.apply(searchDoc(id, id));
    for (const kind of ['words', 'stems', 'codes'] as const)
      expect(compacted.terms[kind].data.length).toBe(last.snapshot().terms[kind].data.length);
  });

  it('restored in steps, it answers as the index restored at once', async () => {
    const snapshot = built.snapshot();
    let pauses = 0;
    const stepped = await CatalogIndex.restoreInSteps(snapshot, async () => {
      pauses += 1;
    });
    expect(pauses).toBeGreaterThan(3);
    const whole = withWarehouses(CatalogIndex.restore(snapshot)!);
    withWarehouses(stepped!);
    expect(answers(stepped!)).toEqual(answers(whole));
    expect(narrowedAnswers(stepped!)).toEqual(narrowedAnswers(whole));
    expect(
      await CatalogIndex.restoreInSteps({ ...snapshot, format: INDEX_SNAPSHOT_FORMAT + 1 }, () => undefined),
    ).toBeNull();
  });

  it('split into parts of a few cards and postings and put together again, it is the same snapshot', async () => {
    const stored = {
      collection: 'productSearch_v3',
      watermark: { commit: 9, prepare: 9 },
      index: built.snapshot(),
    };
    const parts = [...indexParts(stored, { cards: 7, postings: 50, terms: 4 })].map((part) =>
      deserialize(serialize(part)),
    );
    // Cards in 86 parts, and each kind's terms in several.
    expect(parts.length).toBeGreaterThan(100);
    expect(await indexFromParts(parts)).toEqual(stored);
    // A file written before parts holds the stored index as one value.
    expect(await indexFromParts([deserialize(serialize(stored))])).toEqual(stored);
    // Something else among the parts, a part missing, or none at all: no index.
    expect(await indexFromParts([parts[0], { something: 'else' }])).toBeNull();
    expect(await indexFromParts(parts.slice(0, -1))).toBeNull();
    expect(await indexFromParts([])).toBeNull();
  });

  it('refuses a snapshot of another format', () => {
    expect(CatalogIndex.restore({ ...built.snapshot(), format: INDEX_SNAPSHOT_FORMAT + 1 })).toBeNull();
  });
});
