import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import type { RequestSide } from '../model';
import { servicesCabinetKeys } from './keys';

/** GET /api/service-requests?side&status (sent or received) or GET /api/admin/service-requests (all). */
export function useServiceRequests(side: RequestSide, status: string) {
  return useQuery({
    queryKey: [...servicesCabinetKeys.requests(side), status],
    queryFn: ({ signal }) =>
      side === 'admin'
        ? apiGet<ApiAnswer<'/api/admin/service-requests', 'get'>>('api/admin/service-requests', {
            signal,
            query: { status: status || undefined },
          })
        : apiGet<ApiAnswer<'/api/service-requests', 'get'>>('api/service-requests', {
            signal,
            query: { side, status: status || undefined },
          }),
  });
}
