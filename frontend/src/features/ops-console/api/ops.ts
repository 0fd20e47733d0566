// GET /api/admin/ops (polled while the console is open), POST …/projections/{name}/rebuild, POST …/queues/{name}/retry.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/api';
import type { OpsStatus } from '../model';

const OPS_KEY = ['admin', 'ops'] as const;
/** How often the console asks: the chart's resolution is 10 s, progress wants less. */
export const OPS_POLL_MS = 2_000;

export function opsQueryOptions() {
  return queryOptions({
    queryKey: OPS_KEY,
    queryFn: ({ signal }) => apiGet<OpsStatus>('api/admin/ops', { signal }),
    refetchInterval: OPS_POLL_MS,
  });
}

export function useOpsStatus() {
  return useQuery(opsQueryOptions());
}

export function useOpsAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'rebuild' | 'retry'; name: string }) =>
      action.kind === 'rebuild'
        ? apiRequest(`api/admin/ops/projections/${encodeURIComponent(action.name)}/rebuild`, {
            method: 'POST',
          })
        : apiRequest<{ retried: number }>(`api/admin/ops/queues/${encodeURIComponent(action.name)}/retry`, {
            method: 'POST',
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPS_KEY }),
  });
}
