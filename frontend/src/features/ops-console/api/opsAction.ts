import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { opsKeys } from './keys';

export type OpsAction = { kind: 'rebuild' | 'retry'; name: string };

/** POST /api/admin/ops/projections/{name}/rebuild or /api/admin/ops/queues/{name}/retry; the status follows. */
export function useOpsAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OpsAction) =>
      action.kind === 'rebuild'
        ? apiRequest<ApiAnswer<'/api/admin/ops/projections/{name}/rebuild', 'post'>>(
            `api/admin/ops/projections/${encodeURIComponent(action.name)}/rebuild`,
            { method: 'POST' },
          )
        : apiRequest<ApiAnswer<'/api/admin/ops/queues/{name}/retry', 'post'>>(
            `api/admin/ops/queues/${encodeURIComponent(action.name)}/retry`,
            { method: 'POST' },
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsKeys.status }),
  });
}
