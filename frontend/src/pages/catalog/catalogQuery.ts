/**
 * The catalogue's state in the URL, so Back and Forward, reloads and shared links keep it:
 * `?search=` (the header search), `?page=` (1 is left out), `?name=` and `?quality=` (the
 * 'Наименование' and 'Качество' filters; a quality without a name is ignored, as the quality
 * filter is offered only after a name is chosen), and the filters beside them (ADR 0066):
 * `priceFrom`, `priceTo`, `inStock`, `condition`, `supplier`, `city` (lists comma-separated),
 * `leadTime` and `sort` — the API's values (its `supplierId` is `supplier`, `leadTimeMax` `leadTime` here).
 */
export interface CatalogQuery {
  page: number;
  search: string;
  name: string | null;
  quality: string | null;
  priceFrom: number | null;
  priceTo: number | null;
  inStock: boolean;
  conditions: CatalogCondition[];
  suppliers: number[];
  cities: string[];
  /** Ships within this many days. */
  leadTime: number | null;
  sort: CatalogSort | null;
}

export const CATALOG_CONDITIONS = ['new', 'repaired'] as const;
export type CatalogCondition = (typeof CATALOG_CONDITIONS)[number];
export const CATALOG_SORTS = ['newest', 'priceAsc', 'priceDesc', 'name'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** The narrowing filters left out: the spec's catalogue. */
export const NO_NARROWING: Pick<
  CatalogQuery,
  'priceFrom' | 'priceTo' | 'inStock' | 'conditions' | 'suppliers' | 'cities' | 'leadTime' | 'sort'
> = {
  priceFrom: null,
  priceTo: null,
  inStock: false,
  conditions: [],
  suppliers: [],
  cities: [],
  leadTime: null,
  sort: null,
};

function value(params: URLSearchParams, key: string): string | null {
  const raw = params.get(key)?.trim();
  return raw ? raw : null;
}

const list = (params: URLSearchParams, key: string): string[] => [
  ...new Set(
    (params.get(key) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
];

/** A price as the API takes it: roubles from 0 with at most two decimals; anything else is no price. */
export function parseCatalogPrice(text: string | null | undefined): number | null {
  const trimmed = text?.trim().replace(',', '.') ?? '';
  if (!/^\d{1,11}(?:\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function readCatalogQuery(params: URLSearchParams): CatalogQuery {
  const page = Number(params.get('page'));
  const name = value(params, 'name');
  const sort = value(params, 'sort');
  let priceFrom = parseCatalogPrice(params.get('priceFrom'));
  let priceTo = parseCatalogPrice(params.get('priceTo'));
  // An edited address with the ends swapped means the same range.
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo)
    [priceFrom, priceTo] = [priceTo, priceFrom];
  return {
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    search: value(params, 'search') ?? '',
    name,
    quality: name ? value(params, 'quality') : null,
    priceFrom,
    priceTo,
    inStock: value(params, 'inStock') === 'true',
    conditions: CATALOG_CONDITIONS.filter((condition) => list(params, 'condition').includes(condition)),
    suppliers: list(params, 'supplier')
      .filter((id) => /^[1-9]\d{0,15}$/.test(id))
      .map(Number)
      .filter(Number.isSafeInteger)
      .sort((a, b) => a - b)
      .slice(0, 30),
    cities: list(params, 'city')
      .filter((city) => city.length <= 100)
      .slice(0, 30),
    leadTime:
      /^\d{1,3}$/.test(value(params, 'leadTime') ?? '') && Number(params.get('leadTime')) <= 365
        ? Number(params.get('leadTime'))
        : null,
    sort: (CATALOG_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CatalogSort) : null,
  };
}

/** The query string for `query` (without the leading '?'); defaults are left out. */
export function writeCatalogQuery(query: Partial<CatalogQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.name) {
    params.set('name', query.name);
    if (query.quality) params.set('quality', query.quality);
  }
  if (query.priceFrom !== null && query.priceFrom !== undefined)
    params.set('priceFrom', String(query.priceFrom));
  if (query.priceTo !== null && query.priceTo !== undefined) params.set('priceTo', String(query.priceTo));
  if (query.inStock) params.set('inStock', 'true');
  if (query.conditions?.length) params.set('condition', query.conditions.join(','));
  if (query.suppliers?.length) params.set('supplier', query.suppliers.join(','));
  if (query.cities?.length) params.set('city', query.cities.join(','));
  if (query.leadTime !== null && query.leadTime !== undefined) params.set('leadTime', String(query.leadTime));
  if (query.sort) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** Whether any filter beside the spec's is chosen (the sort is not a filter). */
export function isNarrowed(query: CatalogQuery): boolean {
  return (
    query.priceFrom !== null ||
    query.priceTo !== null ||
    query.inStock ||
    query.conditions.length > 0 ||
    query.suppliers.length > 0 ||
    query.cities.length > 0 ||
    query.leadTime !== null
  );
}
