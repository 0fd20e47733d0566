import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { partKeys } from './getPart';

export type OfferLink = ApiAnswer<'/api/products/{id}/part', 'put'>;

/** PUT /api/products/{id}/part: the seller makes their product an offer of a part (ADR 0064, 0067). */
export function linkOffer(productId: number, partId: number | null): Promise<OfferLink> {
  return apiRequest<OfferLink>(`api/products/${productId}/part`, {
    method: 'PUT',
    body: { partId },
    notify: 'never',
  });
}

export function useLinkOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, partId }: { productId: number; partId: number | null }) =>
      linkOffer(productId, partId),
    onSettled: () => client.invalidateQueries({ queryKey: partKeys.all }),
  });
}
