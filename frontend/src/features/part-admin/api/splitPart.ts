import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { partKeys } from '../../../entities/part';

export type SplitInput = {
  designation: string;
  name: string;
  productIds: number[];
  designations: string[];
  reason: string;
};

/** POST /api/admin/parts/{id}/split: chosen offers and designations into a new part (ADR 0067). */
export function useSplitPart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, input }: { partId: number; input: SplitInput }) =>
      apiRequest<ApiAnswer<'/api/admin/parts/{id}/split', 'post'>>(`api/admin/parts/${partId}/split`, {
        method: 'POST',
        create: true,
        body: input,
        notify: 'never',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: partKeys.all }),
  });
}
