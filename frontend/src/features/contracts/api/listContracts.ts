import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import type { DisplayStatus } from '../model';
import { contractKeys } from './keys';

/** GET /api/contracts?status&search: my company's contracts (admins: all). */
export function useContracts(filter: { status: DisplayStatus | ''; search: string }) {
  return useQuery({
    queryKey: contractKeys.list(filter),
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/contracts', 'get'>>('api/contracts', {
        signal,
        query: { status: filter.status || undefined, search: filter.search.trim() || undefined },
      }),
  });
}
