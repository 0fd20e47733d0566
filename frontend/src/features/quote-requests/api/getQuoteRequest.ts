import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api';
import { quoteKeys, type QuoteRequest } from './keys';

/** GET /api/quote-requests/{id}, sealed by the server for the viewer; idle while `id` is null. */
export function useQuoteRequest(id: number | null) {
  return useQuery({
    queryKey: quoteKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiGet<QuoteRequest>(`api/quote-requests/${id}`, { signal }),
    enabled: id !== null,
  });
}
