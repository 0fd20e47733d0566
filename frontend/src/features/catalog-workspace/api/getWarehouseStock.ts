import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api';
import type { WarehouseStock } from '../model';
import { workspaceKeys } from './keys';

/** GET /api/warehouses/{id}/stock; idle while `id` is null. */
export function useWarehouseStock(id: number | null) {
  return useQuery({
    queryKey: workspaceKeys.warehouseStock(id ?? 0),
    queryFn: ({ signal }) => apiGet<WarehouseStock>(`api/warehouses/${id}/stock`, { signal }),
    enabled: id !== null,
  });
}
