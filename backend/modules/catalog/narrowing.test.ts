import { describe, expect, it } from 'vitest';
import type { Quality } from './events.ts';
import { NO_NARROWING, facetCounts, narrowedPage, type Candidates, type Narrowing } from './narrowing.ts';
import { cityTermsOf, searchFieldsOf } from './search-doc.ts';
import { CatalogIndex } from './search-index.ts';
import { fold } from './search-text.ts';

/**
 * The catalogue's narrowing over the in-process index (ADR 0066): the order of each sort, paging,
 * and the facet rule — a product failing one filter counts in that filter's facet only.
 */

let commit = 0;
const pos = () => ({ commit: (commit += 1), prepare: commit });

interface Spec {
  id: number;
  name: string;
  price: number;
  quality?: Quality;
  quantity?: number;
  supplierId?: number;
  warehouseIds?: number[];
  partId?: number | null;
  leadTimeDays?: number | null;
  status?: 'published' | 'archived';
}

function apply(index: CatalogIndex, spec: Spec): void {
  const fields = searchFieldsOf({
    name: spec.name,
    price: spec.price,
    description: '',
    categoryId: 1,
    quality: spec.quality ?? 'new',
    images: [],
    characteristics: [],
    deliverySet: [],
    normativeDocuments: [],
    componentDescriptions: [],
    services: [],
    leadTimeDays: spec.leadTimeDays ?? null,
  });
  index.apply({
    _id: String(spec.id),
    kind: 'product',
    id: spec.id,
    supplierId: spec.supplierId ?? 1,
    status: spec.status ?? 'published',
    quantity: spec.quantity ?? 0,
    warehouseIds: spec.warehouseIds ?? [],
    partId: spec.partId ?? null,
    revision: null,
    pending: null,
    ...fields,
    _pos: pos(),
  });
}

function catalogue(): CatalogIndex {
  const index = new CatalogIndex();
  index.applySeller({
    _id: 'warehouse-1',
    kind: 'warehouse',
    id: 1,
    supplierId: 1,
    city: 'Самара',
    terms: cityTermsOf('Самара'),
    _pos: pos(),
  });
  index.applySeller({
    _id: 'warehouse-2',
    kind: 'warehouse',
    id: 2,
    supplierId: 2,
    city: 'Пермь',
    terms: cityTermsOf('Пермь'),
    _pos: pos(),
  });
  apply(index, {
    id: 1,
    name: 'Ёмкость',
    price: 500,
    quantity: 3,
    warehouseIds: [1],
    leadTimeDays: 2,
    partId: 9,
  });
  apply(index, {
    id: 2,
    name: 'Автосцепка',
    price: 1500,
    quality: 'repaired',
    supplierId: 2,
    quantity: 1,
    warehouseIds: [2],
    leadTimeDays: 20,
    partId: 9,
  });
  apply(index, { id: 3, name: 'Балка', price: 900, supplierId: 2, leadTimeDays: null });
  apply(index, { id: 4, name: 'Втулка', price: 900, quantity: 5, warehouseIds: [1, 2], leadTimeDays: 1 });
  return index;
}

const all = (index: CatalogIndex): Candidates => ({
  slots: index.scopeSlots({ categoryIds: null, statuses: ['published'], qualities: ['new', 'repaired'] }),
  scores: null,
});
const ids = (index: CatalogIndex, n: Partial<Narrowing>, offset = 0, limit = 10) =>
  narrowedPage(index, all(index), { ...NO_NARROWING, ...n }, offset, limit).items.map((card) => card.id);

describe('narrowedPage', () => {
  it('sorts by price both ways (newer first among equal prices), by name with ё as е, and newest first', () => {
    const index = catalogue();
    expect(ids(index, { sort: 'priceAsc' })).toEqual([1, 4, 3, 2]);
    expect(ids(index, { sort: 'priceDesc' })).toEqual([2, 4, 3, 1]);
    expect(ids(index, { sort: 'name' })).toEqual([2, 3, 4, 1]);
    expect(ids(index, { sort: 'newest' })).toEqual([4, 3, 2, 1]);
    expect(ids(index, { sort: 'priceAsc' }, 1, 2)).toEqual([4, 3]);
  });

  it('pages through many products with equal prices as a full sort does, each sort, any offset', () => {
    const index = new CatalogIndex();
    const specs = Array.from({ length: 300 }, (_, i) => ({
      id: 1000 + ((i * 7919) % 300),
      name: `${['Клин', 'Рама', 'Ёмкость', 'Wheel'][i % 4]} ${i % 13}`,
      price: 100 * ((i * 31) % 17),
      quantity: i % 3,
    }));
    for (const spec of specs) apply(index, spec);
    const inStock = specs.filter((spec) => spec.quantity > 0);
    const newer = (a: Spec, b: Spec) => b.id - a.id;
    const sorted = {
      priceAsc: [...inStock].sort((a, b) => a.price - b.price || newer(a, b)),
      priceDesc: [...inStock].sort((a, b) => b.price - a.price || newer(a, b)),
      newest: [...inStock].sort(newer),
      name: [...inStock].sort((a, b) => {
        const [nameA, nameB] = [fold(a.name), fold(b.name)];
        return nameA < nameB ? -1 : nameA > nameB ? 1 : newer(a, b);
      }),
    };
    for (const [sort, expected] of Object.entries(sorted))
      for (const [offset, limit] of [
        [0, 12],
        [12, 12],
        [95, 30],
        [190, 20],
      ] as const)
        expect(
          ids(index, { sort: sort as 'priceAsc', inStock: true }, offset, limit),
          `${sort} ${offset}`,
        ).toEqual(expected.slice(offset, offset + limit).map((spec) => spec.id));
  });

  it('filters by price, stock, condition, seller, city of stock and lead time', () => {
    const index = catalogue();
    expect(ids(index, { priceFrom: 900, priceTo: 1000 })).toEqual([4, 3]);
    expect(ids(index, { inStock: true })).toEqual([4, 2, 1]);
    expect(ids(index, { conditions: ['repaired'] })).toEqual([2]);
    expect(ids(index, { supplierIds: [2] })).toEqual([3, 2]);
    expect(ids(index, { cities: ['самара'] })).toEqual([4, 1]);
    // Unknown lead time is left out.
    expect(ids(index, { leadTimeMax: 2 })).toEqual([4, 1]);
    expect(narrowedPage(index, all(index), { ...NO_NARROWING, inStock: true }, 0, 1).total).toBe(3);
  });
});

describe('facetCounts', () => {
  it('counts a product failing one filter in that filter only, and none failing two', () => {
    const index = catalogue();
    // Самара and «в наличии»: 1 and 4 pass; 2 fails the city only; 3 fails both.
    const counts = facetCounts(index, all(index), { ...NO_NARROWING, inStock: true, cities: ['Самара'] });
    expect(counts.total).toBe(2);
    expect(counts.inStock).toBe(2);
    // The same count: in alphabetical order.
    expect(counts.cities).toEqual([
      { name: 'Пермь', count: 2 },
      { name: 'Самара', count: 2 },
    ]);
    expect(counts.conditions).toEqual([
      { value: 'new', count: 2 },
      { value: 'repaired', count: 0 },
    ]);
    expect(counts.price).toEqual({ min: 500, max: 900 });
    expect(counts.leadTimes).toEqual([
      { days: 1, count: 1 },
      { days: 3, count: 2 },
      { days: 7, count: 2 },
      { days: 14, count: 2 },
      { days: 30, count: 2 },
    ]);
  });

  it('lists a chosen seller with nothing left at 0', () => {
    const index = catalogue();
    const counts = facetCounts(index, all(index), { ...NO_NARROWING, supplierIds: [77] });
    expect(counts.total).toBe(0);
    expect(counts.suppliers).toContainEqual({ id: 77, count: 0 });
    expect(counts.suppliers).toContainEqual({ id: 1, count: 2 });
  });
});

describe('partSummary', () => {
  it("counts a part's published offers and their lowest price; an archived offer leaves", () => {
    const index = catalogue();
    expect(index.partSummary(9)).toEqual({ offerCount: 2, minPrice: 500 });
    apply(index, { id: 1, name: 'Ёмкость', price: 500, partId: 9, status: 'archived' });
    expect(index.partSummary(9)).toEqual({ offerCount: 1, minPrice: 1500 });
  });
});
