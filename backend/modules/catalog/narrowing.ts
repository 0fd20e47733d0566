import { QUALITIES, type Quality } from './events.ts';
import {
  cityKeyOf,
  heapPush,
  heapReplaceTop,
  type CatalogIndex,
  type IndexedCard,
  type Page,
} from './search-index.ts';

/**
 * The catalogue's filters beside the spec's 'Наименование' and 'Качество' (ADR 0066): price,
 * «в наличии», condition, supplier, city of a warehouse with stock, and a sort. Each is optional;
 * a list without any of them is the spec's list, computed as before.
 */
export interface Narrowing {
  readonly priceFrom: number | null;
  readonly priceTo: number | null;
  readonly inStock: boolean;
  /** Empty: any condition. */
  readonly conditions: readonly Quality[];
  /** The sellers' ids (a card's `Supplier.id`); empty: any. */
  readonly supplierIds: readonly number[];
  /** Cities as typed; matched folded (any case, ё as е). Empty: any. */
  readonly cities: readonly string[];
  /** Ships within this many days (a product whose seller did not say is left out). */
  readonly leadTimeMax: number | null;
  /** null: the spec's order (newest first; the most relevant first for a search). */
  readonly sort: CatalogSort | null;
}

export const CATALOG_SORTS = ['newest', 'priceAsc', 'priceDesc', 'name'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export const NO_NARROWING: Narrowing = {
  priceFrom: null,
  priceTo: null,
  inStock: false,
  conditions: [],
  supplierIds: [],
  cities: [],
  leadTimeMax: null,
  sort: null,
};

/** The lead times the facet counts products for («до N дней»). */
export const LEAD_TIME_STEPS = [1, 3, 7, 14, 30] as const;

export const isNarrowed = (narrowing: Narrowing): boolean =>
  narrowing.priceFrom !== null ||
  narrowing.priceTo !== null ||
  narrowing.inStock ||
  narrowing.conditions.length > 0 ||
  narrowing.supplierIds.length > 0 ||
  narrowing.cities.length > 0 ||
  narrowing.leadTimeMax !== null ||
  narrowing.sort !== null;

/** The key a narrowing gives an answer cache. */
export const narrowingKey = (n: Narrowing): string =>
  `${n.priceFrom}|${n.priceTo}|${n.inStock}|${n.conditions.join(',')}|${n.supplierIds.join(',')}|${n.cities.map(cityKey).join(',')}|${n.leadTimeMax}|${n.sort}`;

export const cityKey = cityKeyOf;

/** The products a list starts from: its category scope, search hits (with relevance) or a seller's own. */
export interface Candidates {
  readonly slots: readonly number[];
  /** Relevance of each slot (a search), else null. */
  readonly scores: readonly number[] | null;
}

// One bit per filter: a candidate failing exactly one filter still counts in that filter's facet.
const PRICE = 1;
const STOCK = 2;
const CONDITION = 4;
const SUPPLIER = 8;
const CITY = 16;
const LEAD_TIME = 32;

export interface FacetCounts {
  /** Products passing every filter. */
  total: number;
  /** Lowest and highest price among the products passing every other filter. */
  price: { min: number | null; max: number | null };
  inStock: number;
  conditions: Array<{ value: Quality; count: number }>;
  suppliers: Array<{ id: number; count: number }>;
  cities: Array<{ name: string; count: number }>;
  /** Products shipping within each step's days. */
  leadTimes: Array<{ days: number; count: number }>;
}

/** How many suppliers and cities a facet lists at most (the chosen ones always). */
export const FACET_VALUES = 30;

/** Which filters a slot fails, as bits. */
function failures(
  index: CatalogIndex,
  slot: number,
  n: Narrowing,
  suppliers: ReadonlySet<number> | null,
  cities: ReadonlySet<number> | null,
): number {
  let failed = 0;
  const price = index.priceAt(slot);
  if ((n.priceFrom !== null && price < n.priceFrom) || (n.priceTo !== null && price > n.priceTo))
    failed |= PRICE;
  if (n.inStock && index.quantityAt(slot) <= 0) failed |= STOCK;
  if (n.conditions.length > 0 && !n.conditions.includes(index.qualityAt(slot))) failed |= CONDITION;
  if (suppliers !== null && !suppliers.has(index.supplierAt(slot))) failed |= SUPPLIER;
  if (cities !== null && !index.cityNumbersAt(slot).some((city) => cities.has(city))) failed |= CITY;
  if (n.leadTimeMax !== null) {
    const days = index.leadTimeAt(slot);
    if (days === null || days > n.leadTimeMax) failed |= LEAD_TIME;
  }
  return failed;
}

const setsOf = (index: CatalogIndex, n: Narrowing) => ({
  suppliers: n.supplierIds.length > 0 ? new Set(n.supplierIds) : null,
  // A city no warehouse is in matches nothing: an empty set, not «any».
  cities: n.cities.length > 0 ? new Set(n.cities.flatMap((city) => index.cityNumberOf(city) ?? [])) : null,
});

/** Candidate `a` (an index into the candidates) belongs after candidate `b` in the list's order. */
function comparator(
  index: CatalogIndex,
  sort: CatalogSort | null,
  candidates: Candidates,
): (a: number, b: number) => boolean {
  const { slots, scores } = candidates;
  const newer = (a: number, b: number) => index.productAt(slots[a]!) < index.productAt(slots[b]!);
  const price = (i: number) => index.priceAt(slots[i]!);
  switch (sort) {
    case 'priceAsc':
      return (a, b) => (price(a) !== price(b) ? price(a) > price(b) : newer(a, b));
    case 'priceDesc':
      return (a, b) => (price(a) !== price(b) ? price(a) < price(b) : newer(a, b));
    case 'name':
      return (a, b) => {
        const order = index.compareSortNames(slots[a]!, slots[b]!);
        return order !== 0 ? order > 0 : newer(a, b);
      };
    case 'newest':
      return newer;
    case null:
      return scores === null
        ? newer
        : (a, b) => index.ranksLower(slots[a]!, scores[a]!, slots[b]!, scores[b]!);
  }
}

/**
 * A number that orders candidates as `comparator` does before its ties are broken: a candidate
 * whose key is above another's belongs after it (by name: the name's first characters).
 */
function primaryKey(
  index: CatalogIndex,
  sort: CatalogSort | null,
  candidates: Candidates,
): ((i: number) => number) | null {
  const { slots, scores } = candidates;
  switch (sort) {
    case 'priceAsc':
      return (i) => index.priceAt(slots[i]!);
    case 'priceDesc':
      return (i) => -index.priceAt(slots[i]!);
    case 'name':
      return (i) => index.sortNamePrefixAt(slots[i]!);
    case 'newest':
      return (i) => -index.productAt(slots[i]!);
    case null:
      return scores === null ? (i) => -index.productAt(slots[i]!) : (i) => -scores[i]!;
  }
}

/**
 * One page of the narrowed list: a pass over the candidates (typed arrays of the in-process
 * index, no card loaded) keeping the best `offset + limit` in a heap, so a page costs the
 * candidates once and never a full sort.
 */
export function narrowedPage(
  index: CatalogIndex,
  candidates: Candidates,
  n: Narrowing,
  offset: number,
  limit: number,
): Page<IndexedCard> {
  const { suppliers, cities } = setsOf(index, n);
  const after = comparator(index, n.sort, candidates);
  const key = primaryKey(index, n.sort, candidates);
  const want = offset + limit;
  // A max-heap on the order: its top is the last of the best `want`, replaced by anything before it.
  const heap: number[] = [];
  /** The primary key of the heap's top, once the heap is full: a candidate above it is out at once. */
  let topKey = Number.POSITIVE_INFINITY;
  let total = 0;
  const { slots } = candidates;
  for (let i = 0; i < slots.length; i += 1) {
    if (failures(index, slots[i]!, n, suppliers, cities) !== 0) continue;
    total += 1;
    if (want === 0) continue;
    if (heap.length < want) {
      heapPush(heap, i, after);
      if (key !== null && heap.length === want) topKey = key(heap[0]!);
    } else if ((key === null || key(i) <= topKey) && after(heap[0]!, i)) {
      heapReplaceTop(heap, i, after);
      if (key !== null) topKey = key(heap[0]!);
    }
  }
  heap.sort((a, b) => (after(a, b) ? 1 : after(b, a) ? -1 : 0));
  return { total, items: heap.slice(offset, want).map((i) => index.cardAt(slots[i]!)) };
}

/**
 * The facet counts of a narrowed list, in one pass: a product passing every filter counts in every
 * facet; one failing a single filter counts in that filter's facet only (choosing a value of a
 * facet never hides its other values).
 */
export function facetCounts(index: CatalogIndex, candidates: Candidates, n: Narrowing): FacetCounts {
  const { suppliers, cities } = setsOf(index, n);
  let total = 0;
  let inStock = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const conditions = new Map<Quality, number>();
  const bySupplier = new Map<number, number>();
  const byCity = new Int32Array(index.cityCount);
  const leadTimes = LEAD_TIME_STEPS.map(() => 0);
  for (const slot of candidates.slots) {
    const failed = failures(index, slot, n, suppliers, cities);
    if (failed !== 0 && (failed & (failed - 1)) !== 0) continue;
    if (failed === 0) total += 1;
    if ((failed & ~PRICE) === 0) {
      const price = index.priceAt(slot);
      if (price < min) min = price;
      if (price > max) max = price;
    }
    if ((failed & ~STOCK) === 0 && index.quantityAt(slot) > 0) inStock += 1;
    if ((failed & ~CONDITION) === 0)
      conditions.set(index.qualityAt(slot), (conditions.get(index.qualityAt(slot)) ?? 0) + 1);
    if ((failed & ~SUPPLIER) === 0)
      bySupplier.set(index.supplierAt(slot), (bySupplier.get(index.supplierAt(slot)) ?? 0) + 1);
    if ((failed & ~LEAD_TIME) === 0) {
      const days = index.leadTimeAt(slot);
      if (days !== null) LEAD_TIME_STEPS.forEach((step, i) => (leadTimes[i]! += days <= step ? 1 : 0));
    }
    if ((failed & ~CITY) === 0) {
      const numbers = index.cityNumbersAt(slot);
      for (let i = 0; i < numbers.length; i += 1) byCity[numbers[i]!]! += 1;
    }
  }
  const chosenSuppliers = new Set(n.supplierIds);
  const chosenCities = new Set(n.cities.map(cityKey));
  for (const id of chosenSuppliers) if (!bySupplier.has(id)) bySupplier.set(id, 0);
  const cityCounts = new Map<string, { name: string; count: number }>();
  byCity.forEach((count, number) => {
    if (count > 0)
      cityCounts.set(cityKey(index.cityNameOf(number)), { name: index.cityNameOf(number), count });
  });
  for (const city of n.cities)
    if (!cityCounts.has(cityKey(city)))
      cityCounts.set(cityKey(city), {
        name: index.cityNumberOf(city) === undefined ? city : index.cityNameOf(index.cityNumberOf(city)!),
        count: 0,
      });
  const top = <T extends { count: number }>(
    list: T[],
    chosen: (item: T) => boolean,
    label: (item: T) => string,
  ): T[] => {
    const sorted = list.sort((a, b) => b.count - a.count || label(a).localeCompare(label(b), 'ru'));
    return sorted.filter((item, i) => i < FACET_VALUES || chosen(item));
  };
  return {
    total,
    price: { min: Number.isFinite(min) ? min : null, max: Number.isFinite(max) ? max : null },
    inStock,
    conditions: QUALITIES.map((value) => ({ value, count: conditions.get(value) ?? 0 })),
    suppliers: top(
      [...bySupplier].map(([id, count]) => ({ id, count })),
      (item) => chosenSuppliers.has(item.id),
      (item) => String(item.id),
    ),
    leadTimes: LEAD_TIME_STEPS.map((days, i) => ({ days, count: leadTimes[i]! })),
    cities: top(
      [...cityCounts].map(([key, value]) => ({ key, ...value })),
      (item) => chosenCities.has(item.key),
      (item) => item.name,
    ).map(({ name, count }) => ({ name, count })),
  };
}
