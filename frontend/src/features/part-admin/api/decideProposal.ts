import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { partKeys } from '../../../entities/part';
import { partAdminKeys } from './keys';

/** POST /api/admin/parts/{id}/proposals/{proposalId}/approve|reject: an admin decides, with a reason. */
export function useDecideProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      partId,
      proposalId,
      decision,
      reason,
    }: {
      partId: number;
      proposalId: number;
      decision: 'approve' | 'reject';
      reason: string;
    }) =>
      apiRequest(`api/admin/parts/${partId}/proposals/${proposalId}/${decision}`, {
        method: 'POST',
        body: { reason },
        notify: 'never',
      }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: partAdminKeys.proposals });
      await client.invalidateQueries({ queryKey: partKeys.all });
    },
  });
}
