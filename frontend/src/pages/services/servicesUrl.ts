import { servicesPath } from '../../entities/content';
import { isPriceType, isServiceSort, type PriceType, type ServiceSort } from '../../entities/service';

/*
 * The applied state of the services list lives in the address: the category as the path
 * (/services/{slug}) and everything else in the query string, so a filtered list
 * can be shared, reloaded and walked with Back and Forward.
 */

export interface ServicesUrlState {
  category: string | null;
  search: string;
  priceFrom: number | null;
  priceTo: number | null;
  priceTypes: PriceType[];
  sort: ServiceSort;
  page: number;
}

export const DEFAULT_SERVICES_STATE: ServicesUrlState = {
  category: null,
  search: '',
  priceFrom: null,
  priceTo: null,
  priceTypes: [],
  sort: 'newest',
  page: 1,
};

/** A price from a text field or the address: a finite number not below 0, else none. */
export function parsePrice(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const price = Number(text);
  return Number.isFinite(price) && price >= 0 ? price : null;
}

export function readServicesUrl(category: string | undefined, params: URLSearchParams): ServicesUrlState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const types = (params.get('priceType') ?? '').split(',').filter(isPriceType);
  return {
    category: category || null,
    search: params.get('search')?.trim() ?? '',
    priceFrom: parsePrice(params.get('priceFrom')),
    priceTo: parsePrice(params.get('priceTo')),
    priceTypes: [...new Set(types)],
    sort: isServiceSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of a state; defaults are left out, so the plain list is just '/services'. */
export function servicesUrl(state: ServicesUrlState): string {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.priceFrom !== null) params.set('priceFrom', String(state.priceFrom));
  if (state.priceTo !== null) params.set('priceTo', String(state.priceTo));
  if (state.priceTypes.length > 0) params.set('priceType', state.priceTypes.join(','));
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return `${servicesPath(state.category ?? undefined)}${query ? `?${query}` : ''}`;
}

/** Filters in use besides the search, for the badge on the mobile 'Фильтры' button. */
export function activeFilterCount(state: ServicesUrlState): number {
  return (
    (state.category ? 1 : 0) +
    (state.priceFrom !== null || state.priceTo !== null ? 1 : 0) +
    (state.priceTypes.length > 0 ? 1 : 0)
  );
}
