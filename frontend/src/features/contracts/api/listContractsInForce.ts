import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { contractKeys } from './keys';

/** GET /api/contracts/in-force?sellerId: contracts in force between my company and the seller's (an order may go under one). */
export function useContractsInForce(sellerId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: contractKeys.inForce(sellerId ?? 0),
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/contracts/in-force', 'get'>>('api/contracts/in-force', {
        signal,
        query: { sellerId: sellerId ?? undefined },
        notify: 'never',
      }),
    enabled: enabled && sellerId !== null,
    retry: false,
  });
}
