import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api';
import type { Warehouse } from '../model';
import { workspaceKeys } from './keys';

/** GET /api/warehouses: the supplier's own (an admin's answer adds `supplierId`, unused here). */
export function useWarehouses(enabled = true) {
  return useQuery({
    queryKey: workspaceKeys.warehouses,
    queryFn: ({ signal }) => apiGet<Warehouse[]>('api/warehouses', { signal }),
    enabled,
  });
}
