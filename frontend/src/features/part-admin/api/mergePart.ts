import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { partKeys } from '../../../entities/part';

export type MergedPart = ApiAnswer<'/api/admin/parts/{id}/merge', 'post'>;

/** POST /api/admin/parts/{id}/merge: the part and its offers go into another, with a reason (ADR 0067). */
export function useMergePart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, intoPartId, reason }: { partId: number; intoPartId: number; reason: string }) =>
      apiRequest<MergedPart>(`api/admin/parts/${partId}/merge`, {
        method: 'POST',
        body: { intoPartId, reason },
        notify: 'never',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: partKeys.all }),
  });
}
