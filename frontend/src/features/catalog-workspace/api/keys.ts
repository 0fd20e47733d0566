import type { ProductQuery } from '../model';
import { refreshOnPush } from '../../../shared/realtime';

/** Query keys of the workspace: every one starts with `workspace`, so a change refreshes them all. */
export const workspaceKeys = {
  all: ['workspace'] as const,
  products: ['workspace', 'products'] as const,
  productList: (query: ProductQuery) => ['workspace', 'products', query] as const,
  product: (id: number) => ['workspace', 'product', id] as const,
  warehouses: ['workspace', 'warehouses'] as const,
  warehouseStock: (id: number) => ['workspace', 'warehouse-stock', id] as const,
  categories: ['workspace', 'categories'] as const,
  ownServices: ['workspace', 'own-services'] as const,
  importJob: (id: string) => ['workspace', 'price-list-job', id] as const,
};

// A moderator's decision changes a product's status; an order reserves and ships its stock.
refreshOnPush(['product', 'order'], workspaceKeys.all);
