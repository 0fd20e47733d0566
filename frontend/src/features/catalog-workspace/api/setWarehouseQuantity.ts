import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { StockLevel } from '../model';
import { useWorkspaceRefresh } from './useWorkspaceRefresh';

/** PUT /api/products/{id}/stock: one product's stock at one warehouse changed in place; its other warehouses keep theirs. */
export function useSetWarehouseQuantity() {
  const refresh = useWorkspaceRefresh();
  return useMutation({
    mutationFn: ({
      productId,
      warehouseId,
      quantity,
      stocks,
    }: {
      productId: number;
      warehouseId: number;
      quantity: number;
      stocks: StockLevel[];
    }) =>
      apiRequest<ApiAnswer<'/api/products/{id}/stock', 'put'>>(`api/products/${productId}/stock`, {
        method: 'PUT',
        body: {
          stocks: [
            ...stocks.filter((s) => s.warehouseId !== warehouseId),
            ...(quantity > 0 ? [{ warehouseId, quantity }] : []),
          ],
        },
      }),
    onSettled: refresh,
  });
}
