import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { quoteKeys, type QuoteSide } from './keys';

/** GET /api/quote-requests?side (a buyer's requests, a supplier's invitations) or GET /api/admin/quote-requests. */
export function useQuoteRequests(side: QuoteSide) {
  return useQuery({
    queryKey: quoteKeys.list(side),
    queryFn: ({ signal }) =>
      side === 'admin'
        ? apiGet<ApiAnswer<'/api/admin/quote-requests', 'get'>>('api/admin/quote-requests', { signal })
        : apiGet<ApiAnswer<'/api/quote-requests', 'get'>>('api/quote-requests', { signal, query: { side } }),
  });
}
