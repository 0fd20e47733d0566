import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api';
import type { PriceListJob } from '../model';
import { workspaceKeys } from './keys';

/** GET /api/price-list/import/{id}, asked every half second while it runs; the seller's products reload once it is done. */
export function useImportJob(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: workspaceKeys.importJob(id ?? ''),
    queryFn: async ({ signal }) => {
      const job = await apiGet<PriceListJob>(`api/price-list/import/${id}`, { signal });
      if (job.state === 'done') await queryClient.invalidateQueries({ queryKey: workspaceKeys.products });
      return job;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.state === 'done' ? false : 500),
  });
}
