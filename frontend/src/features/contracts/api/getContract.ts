import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { contractKeys } from './keys';

/** GET /api/contracts/{id}; idle while `id` is null. */
export function useContract(id: number | null) {
  return useQuery({
    queryKey: contractKeys.one(id ?? 0),
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/contracts/{id}', 'get'>>(`api/contracts/${id}`, { signal }),
    enabled: id !== null,
  });
}
