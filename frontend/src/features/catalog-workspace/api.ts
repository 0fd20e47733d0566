// The supplier's products and warehouses and the admin's product moderation, over the catalogue's
// existing routes: GET /api/products (mine / status), /api/products/{id}/…, /api/admin/products,
// /api/warehouses.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHARACTERISTIC_ORDER } from '../../entities/product';
import { apiGet, apiRequest } from '../../shared/api';

export type ProductStatus = 'draft' | 'submitted' | 'published' | 'rejected' | 'archived';

export interface ProductCard {
  id: number;
  name: string;
  /** The seller's part number (артикул): in the seller's own list and on the product. */
  partNumber?: string | null;
  price: number;
  quality: 'new' | 'repaired';
  qualityName: string;
  status: ProductStatus;
  /** A published product's edit under moderation or rejected (its published version stays public). */
  revision?: 'submitted' | 'rejected';
  quantity: number;
  Images: Array<{ url: string }>;
  Category: { id: number; name: string } | null;
  Supplier: { id: number; name?: string | null } | null;
}

/** One field of an edit beside the published version, as lines (image fields: their URLs). */
export interface FieldChange {
  field: string;
  label: string;
  before: string[];
  after: string[];
}

export interface ProductDetail extends Omit<ProductCard, 'revision'> {
  description: string;
  categoryId: number | null;
  rejectionReason?: string | null;
  /** For the seller and the moderators: the edit they work on, against the published version. */
  revision?: { status: 'submitted' | 'rejected'; rejectionReason: string | null; submittedAt: string; changes: FieldChange[] };
  submittedAt?: string | null;
  updatedAt: string;
  Stocks: Array<{ warehouseId: number; quantity: number; Warehouse: Warehouse }>;
  Characteristics: Array<{ name: string; value: string }>;
  Services: Array<{ id: number; name: string }>;
  DeliverySet?: { items: DeliveryItem[] };
  NormativeDocuments?: NormativeDocument[];
  ComponentDescriptions?: ComponentDescription[];
}

export interface DeliveryItem {
  itemName: string;
  quantity: number;
  unitWeight: number | null;
  totalWeight?: number | null;
  pricePerUnit: number | null;
  totalPrice?: number | null;
}
export interface NormativeDocument {
  name: string;
  standard: string;
  documentNumber: string;
  filePath: string | null;
}
export interface ComponentDescription {
  componentName: string;
  description: string;
}

export interface Warehouse {
  id: number;
  name: string;
  address: string;
  city: string;
  workingHours: string;
}

export interface CategoryOption {
  id: number;
  name: string;
  parentId: number | null;
  is_name_filter?: boolean;
}

export interface ProductForm {
  name: string;
  partNumber: string;
  price: number;
  description: string;
  categoryId: number | null;
  quality: 'new' | 'repaired';
  images: string[];
  characteristics: Array<{ name: string; value: string }>;
  deliverySet: DeliveryItem[];
  normativeDocuments: NormativeDocument[];
  componentDescriptions: ComponentDescription[];
  services: Array<{ id: number; name: string }>;
}

const keys = {
  products: ['workspace', 'products'] as const,
  product: (id: number) => ['workspace', 'product', id] as const,
  warehouses: ['workspace', 'warehouses'] as const,
  categories: ['workspace', 'categories'] as const,
};

export interface ProductQuery {
  mine: boolean;
  status: ProductStatus | 'all';
  search: string;
  page: number;
  limit: number;
}

export function useProducts(query: ProductQuery) {
  return useQuery({
    queryKey: [...keys.products, query],
    queryFn: ({ signal }) =>
      apiGet<{ products: ProductCard[]; total: number; totalPages: number }>('api/products', {
        signal,
        query: {
          mine: query.mine ? 'true' : undefined,
          status: query.status,
          search: query.search.trim() || undefined,
          page: query.page,
          limit: query.limit,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: number | null) {
  return useQuery({
    queryKey: keys.product(id ?? 0),
    queryFn: ({ signal }) => apiGet<ProductDetail>(`api/products/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useWarehouses(enabled = true) {
  return useQuery({
    queryKey: keys.warehouses,
    queryFn: ({ signal }) => apiGet<Warehouse[]>('api/warehouses', { signal }),
    enabled,
  });
}

/** The seller's own published services, to link to a product. */
export function useOwnServiceOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['workspace', 'own-services'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ services: Array<{ id: number; name: string; status: string }> }>('api/supplier/services', { signal })).services.filter(
        (service) => service.status === 'published',
      ),
    enabled,
  });
}

export function useCategoryOptions() {
  return useQuery({
    queryKey: keys.categories,
    queryFn: ({ signal }) => apiGet<CategoryOption[]>('api/categories', { signal }),
    staleTime: 5 * 60_000,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['workspace'] }),
      // The public catalogue and the product pages follow a decision at once.
      queryClient.invalidateQueries({ queryKey: ['products'] }),
    ]);
}

export type ProductStep = 'submit' | 'archive' | 'restore' | 'publish' | 'reject';

export function useProductStep() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, step, reason }: { id: number; step: ProductStep; reason?: string }) =>
      apiRequest(
        step === 'publish' || step === 'reject'
          ? `api/admin/products/${id}/${step}`
          : `api/products/${id}/${step}`,
        {
          method: 'POST',
          body: step === 'reject' ? { reason } : {},
          notify: 'never',
        },
      ),
    onSettled: refresh,
  });
}

export function useSaveProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({
      id,
      form,
      stocks,
      listing = false,
    }: {
      id: number | null;
      form: ProductForm;
      stocks: Array<{ warehouseId: number; quantity: number }>;
      listing?: boolean;
    }) => {
      const saved =
        id === null
          ? await apiRequest<{ id: number }>('api/products', { method: 'POST', body: form, notify: 'never' })
          : await apiRequest<{ id: number }>(`api/products/${id}`, {
              method: 'PUT',
              body: form,
              notify: 'never',
            });
      // A buyer's listing has no warehouse stock to state.
      if (!listing)
        await apiRequest(`api/products/${saved.id}/stock`, {
          method: 'PUT',
          body: { stocks },
          notify: 'never',
        });
      return saved;
    },
    onSettled: refresh,
  });
}

export function useSaveWarehouse() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: Omit<Warehouse, 'id'> }) =>
      id === null
        ? apiRequest<Warehouse>('api/warehouses', { method: 'POST', body: form, notify: 'never' })
        : apiRequest<Warehouse>(`api/warehouses/${id}`, { method: 'PUT', body: form, notify: 'never' }),
    onSettled: refresh,
  });
}

export function useRemoveWarehouse() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`api/warehouses/${id}`, { method: 'DELETE', notify: 'never' }),
    onSettled: refresh,
  });
}

export const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Черновик',
  submitted: 'На модерации',
  published: 'Опубликован',
  rejected: 'Отклонён',
  archived: 'В архиве',
};

export const REVISION_LABELS: Record<'submitted' | 'rejected', string> = {
  submitted: 'Изменения на модерации',
  rejected: 'Изменения отклонены',
};

export const statusTone = (status: ProductStatus): 'wait' | 'done' | 'stop' | undefined =>
  status === 'submitted'
    ? 'wait'
    : status === 'published'
      ? 'done'
      : status === 'rejected'
        ? 'stop'
        : undefined;

/** The spec's characteristic names, in its order, offered as suggestions. */
export const CHARACTERISTIC_SUGGESTIONS: readonly string[] = CHARACTERISTIC_ORDER;

export interface WarehouseStock {
  warehouse: Warehouse;
  total: number;
  products: Array<{ productId: number; name: string; partNumber: string | null; status: ProductStatus; quantity: number; stocks: Array<{ warehouseId: number; quantity: number }> }>;
}

export function useWarehouseStock(id: number | null) {
  return useQuery({
    queryKey: ['workspace', 'warehouse-stock', id],
    queryFn: ({ signal }) => apiGet<WarehouseStock>(`api/warehouses/${id}/stock`, { signal }),
    enabled: id !== null,
  });
}

/** One product's stock at one warehouse changed in place; its other warehouses keep theirs. */
export function useSetWarehouseQuantity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ productId, warehouseId, quantity, stocks }: { productId: number; warehouseId: number; quantity: number; stocks: Array<{ warehouseId: number; quantity: number }> }) =>
      apiRequest(`api/products/${productId}/stock`, {
        method: 'PUT',
        body: { stocks: [...stocks.filter((s) => s.warehouseId !== warehouseId), ...(quantity > 0 ? [{ warehouseId, quantity }] : [])] },
      }),
    onSettled: refresh,
  });
}
