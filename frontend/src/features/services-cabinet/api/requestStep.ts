import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { RequestAction } from '../model';
import { servicesCabinetKeys } from './keys';

/** POST /api/service-requests/{id}/quote|accept|decline|cancel|complete: each answers the request. */
export function useRequestStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      body,
    }: {
      id: number;
      action: RequestAction;
      body?: Record<string, unknown>;
    }) =>
      apiRequest<ApiAnswer<'/api/service-requests/{id}/quote', 'post'>>(
        `api/service-requests/${id}/${action}`,
        {
          method: 'POST',
          body: body ?? {},
          notify: 'never',
        },
      ),
    onSuccess: (request) => queryClient.setQueryData(servicesCabinetKeys.request(request.id), request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesCabinetKeys.requestsAll }),
  });
}
