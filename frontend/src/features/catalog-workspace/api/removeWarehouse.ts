import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { useWorkspaceRefresh } from './useWorkspaceRefresh';

/** DELETE /api/warehouses/{id} (refused while any product has stock there). */
export function useRemoveWarehouse() {
  const refresh = useWorkspaceRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`api/warehouses/${id}`, { method: 'DELETE', notify: 'never' }),
    onSettled: refresh,
  });
}
