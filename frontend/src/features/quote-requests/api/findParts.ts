import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';

export type PartFound = ApiAnswer<'/api/parts', 'get'>['parts'][number];

/** GET /api/parts?search: parts to add as lines. */
export function useFoundParts(search: string) {
  return useQuery({
    queryKey: ['parts', 'search', search],
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/parts', 'get'>>('api/parts', { signal, query: { search, limit: 8 } }),
    enabled: search.trim().length >= 2,
  });
}
