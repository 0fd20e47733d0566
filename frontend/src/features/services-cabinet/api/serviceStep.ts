import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { useServicesRefresh } from './useServicesRefresh';

export type ServiceStep = 'submit' | 'archive' | 'restore' | 'publish' | 'reject';

/** POST /api/services/{id}/submit|archive|restore, or the moderator's /api/admin/services/{id}/publish|reject. */
export function useServiceStep() {
  const refresh = useServicesRefresh();
  return useMutation({
    mutationFn: ({ id, step, reason }: { id: number; step: ServiceStep; reason?: string }) =>
      apiRequest<ApiAnswer<'/api/admin/services/{id}/publish', 'post'>>(
        step === 'publish' || step === 'reject'
          ? `api/admin/services/${id}/${step}`
          : `api/services/${id}/${step}`,
        { method: 'POST', body: step === 'reject' ? { reason } : {}, notify: 'never' },
      ),
    onSettled: refresh,
  });
}
