import { CATALOG_PAGE_SIZE } from '../../../shared/config/limits';
import type { ProductId } from '../model';

export interface ProductListParams {
  /** 1-based. */
  page?: number;
  limit?: number;
  search?: string;
  categoryId?: ProductId;
  /** Products of the category's descendants too; only sent with a category. */
  includeSubcategories?: boolean;
  /** 'Качество' filter, e.g. 'Новые'. */
  quality?: string;
  /** 'Наименование' filter: the name of a name-filter category. */
  name?: string;
  // The filters beside the spec's (ADR 0066); sent only when chosen, so the spec's call stays as it is.
  priceFrom?: number | null;
  priceTo?: number | null;
  inStock?: boolean;
  /** 'new', 'repaired'. */
  conditions?: readonly string[];
  supplierIds?: readonly number[];
  cities?: readonly string[];
  leadTimeMax?: number | null;
  /** 'newest' | 'priceAsc' | 'priceDesc' | 'name'. */
  sort?: string | null;
}

const joined = <T>(values: readonly T[] | undefined): string | undefined =>
  values && values.length > 0 ? values.join(',') : undefined;

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** One key and one request for the same list, however the page asked for it. */
export function normalizeParams(params: ProductListParams) {
  const hasCategory = params.categoryId !== undefined && params.categoryId !== null;
  return {
    page: params.page && params.page > 0 ? Math.floor(params.page) : 1,
    limit: params.limit && params.limit > 0 ? Math.floor(params.limit) : CATALOG_PAGE_SIZE,
    search: blankToUndefined(params.search),
    categoryId: hasCategory ? params.categoryId : undefined,
    includeSubcategories: hasCategory ? params.includeSubcategories : undefined,
    quality: blankToUndefined(params.quality),
    name: blankToUndefined(params.name),
    priceFrom: params.priceFrom ?? undefined,
    priceTo: params.priceTo ?? undefined,
    inStock: params.inStock ? ('true' as const) : undefined,
    condition: joined(params.conditions),
    supplierId: joined(params.supplierIds),
    city: joined(params.cities),
    leadTimeMax: params.leadTimeMax ?? undefined,
    sort: blankToUndefined(params.sort ?? undefined),
  };
}
