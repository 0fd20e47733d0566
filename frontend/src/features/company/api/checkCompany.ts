import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { companyChecksKeys } from './keys';

/** POST /api/admin/companies/{id}/verify or …/revoke-verification (with a reason); the list is asked again once the server decided. */
export function useCompanyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: 'verify' | 'revoke'; reason?: string }) =>
      apiRequest<ApiAnswer<'/api/admin/companies/{id}/verify', 'post'>>(
        `api/admin/companies/${id}/${action === 'verify' ? 'verify' : 'revoke-verification'}`,
        { method: 'POST', body: action === 'verify' ? {} : { reason: reason ?? '' }, notify: 'never' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyChecksKeys.all }),
  });
}
