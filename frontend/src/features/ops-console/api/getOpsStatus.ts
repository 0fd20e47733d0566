import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api';
import type { OpsStatus } from '../model';
import { opsKeys } from './keys';

/** How often the console asks: the chart's resolution is 10 s, progress wants less. */
export const OPS_POLL_MS = 2_000;

/** GET /api/admin/ops, polled while the console is open. */
export function opsQueryOptions() {
  return queryOptions({
    queryKey: opsKeys.status,
    queryFn: ({ signal }) => apiGet<OpsStatus>('api/admin/ops', { signal }),
    refetchInterval: OPS_POLL_MS,
  });
}

export function useOpsStatus() {
  return useQuery(opsQueryOptions());
}
