import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer, type ApiSchema } from '../../../shared/api';
import { partAdminKeys } from './keys';

export type CrossReferenceInput = ApiSchema<'CrossReferenceInput'>;

/** POST /api/parts/{id}/cross-reference-proposals: a supplier proposes a cross-reference. */
export function useProposeCrossReference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, input }: { partId: number; input: CrossReferenceInput }) =>
      apiRequest<ApiAnswer<'/api/parts/{id}/cross-reference-proposals', 'post'>>(
        `api/parts/${partId}/cross-reference-proposals`,
        {
          method: 'POST',
          create: true,
          body: input,
          notify: 'never',
        },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: partAdminKeys.proposals }),
  });
}
