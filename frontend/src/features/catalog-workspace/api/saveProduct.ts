import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { ProductForm, StockLevel } from '../model';
import { useWorkspaceRefresh } from './useWorkspaceRefresh';

type SavedProduct = ApiAnswer<'/api/products/{id}', 'put'>;

/** POST /api/products or PUT /api/products/{id}, then PUT …/stock (a buyer's listing states no stock). */
export function useSaveProduct() {
  const refresh = useWorkspaceRefresh();
  return useMutation({
    mutationFn: async ({
      id,
      form,
      stocks,
      listing = false,
    }: {
      id: number | null;
      form: ProductForm;
      stocks: StockLevel[];
      listing?: boolean;
    }) => {
      const saved =
        id === null
          ? await apiRequest<SavedProduct>('api/products', { method: 'POST', body: form, notify: 'never' })
          : await apiRequest<SavedProduct>(`api/products/${id}`, {
              method: 'PUT',
              body: form,
              notify: 'never',
            });
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
