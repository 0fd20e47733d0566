import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import type { Warehouse } from '../model';
import { useWorkspaceRefresh } from './useWorkspaceRefresh';

/** POST /api/warehouses or PUT /api/warehouses/{id}. */
export function useSaveWarehouse() {
  const refresh = useWorkspaceRefresh();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: Omit<Warehouse, 'id'> }) =>
      id === null
        ? apiRequest<Warehouse>('api/warehouses', {
            method: 'POST',
            create: true,
            body: form,
            notify: 'never',
          })
        : apiRequest<Warehouse>(`api/warehouses/${id}`, { method: 'PUT', body: form, notify: 'never' }),
    onSettled: refresh,
  });
}
