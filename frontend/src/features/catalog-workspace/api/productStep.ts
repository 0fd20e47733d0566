import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { ProductStep } from '../model';
import { useWorkspaceRefresh } from './useWorkspaceRefresh';

/** POST /api/products/{id}/{submit|archive|restore} and /api/admin/products/{id}/{publish|reject}. */
export function useProductStep() {
  const refresh = useWorkspaceRefresh();
  return useMutation({
    mutationFn: ({ id, step, reason }: { id: number; step: ProductStep; reason?: string }) =>
      apiRequest<ApiAnswer<'/api/products/{id}/submit', 'post'>>(
        step === 'publish' || step === 'reject'
          ? `api/admin/products/${id}/${step}`
          : `api/products/${id}/${step}`,
        { method: 'POST', body: step === 'reject' ? { reason } : {}, notify: 'never' },
      ),
    onSettled: refresh,
  });
}
