import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { ProductForm, StockLevel, Warehouse } from '../model';
import { useWorkspaceRefresh } from './useWorkspaceRefresh';

type SavedProduct = ApiAnswer<'/api/products/{id}', 'put'>;

/** The new place of a listing was refused (its fields' messages belong to the place, not the product). */
export class PlaceError extends Error {
  constructor(readonly reason: unknown) {
    super('place refused');
  }
}

/**
 * POST /api/products or PUT /api/products/{id}, then PUT …/stock. A buyer's listing may name a new
 * place where the parts lie (ADR 0060): it becomes their warehouse first, so a refused place writes
 * nothing else, and `onPlaceCreated` hears of it (a retry then uses it instead of making another).
 */
export function useSaveProduct() {
  const refresh = useWorkspaceRefresh();
  return useMutation({
    mutationFn: async ({
      id,
      form,
      stocks,
      place = null,
      onPlaceCreated,
    }: {
      id: number | null;
      form: ProductForm;
      stocks: StockLevel[];
      place?: { body: Omit<Warehouse, 'id'>; quantity: number } | null;
      onPlaceCreated?: (warehouseId: number) => void;
    }) => {
      let levels = stocks;
      if (place) {
        let created: Warehouse;
        try {
          created = await apiRequest<Warehouse>('api/warehouses', {
            method: 'POST',
            create: true,
            body: place.body,
            notify: 'never',
          });
        } catch (error) {
          throw new PlaceError(error);
        }
        onPlaceCreated?.(created.id);
        levels = [...stocks, { warehouseId: created.id, quantity: place.quantity }];
      }
      const saved =
        id === null
          ? await apiRequest<SavedProduct>('api/products', {
              method: 'POST',
              create: true,
              body: form,
              notify: 'never',
            })
          : await apiRequest<SavedProduct>(`api/products/${id}`, {
              method: 'PUT',
              body: form,
              notify: 'never',
            });
      await apiRequest(`api/products/${saved.id}/stock`, {
        method: 'PUT',
        body: { stocks: levels },
        notify: 'never',
      });
      return saved;
    },
    onSettled: refresh,
  });
}
