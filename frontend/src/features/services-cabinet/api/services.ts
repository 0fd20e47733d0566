// The supplier's own services (/api/supplier/services, /api/services/{id}/…), the moderation queue
// (/api/admin/services) and service requests (/api/service-requests) for the cabinet.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/api';
import type { OwnService, RequestAction, RequestSide, ServiceForm, ServiceRequest, ServiceStatus } from '../model';

export const servicesCabinetKeys = {
  own: ['services', 'own'] as const,
  moderation: ['services', 'moderation'] as const,
  requests: (side: RequestSide) => ['service-requests', side] as const,
  request: (id: number) => ['service-requests', 'one', id] as const,
};

export function useOwnServices() {
  return useQuery({
    queryKey: servicesCabinetKeys.own,
    queryFn: ({ signal }) => apiGet<{ services: OwnService[] }>('api/supplier/services', { signal }),
  });
}

export function useModerationQueue() {
  return useQuery({
    queryKey: servicesCabinetKeys.moderation,
    queryFn: ({ signal }) => apiGet<{ services: OwnService[] }>('api/admin/services', { signal }),
  });
}

/** Every change refreshes the supplier's list, the queue and the public catalogue. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['services'] });
}

export function useSaveService() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: ServiceForm }) =>
      id === null
        ? apiRequest<OwnService>('api/services', { method: 'POST', body: form, notify: 'never' })
        : apiRequest<OwnService>(`api/services/${id}`, { method: 'PUT', body: form, notify: 'never' }),
    onSettled: refresh,
  });
}

export type ServiceStep = 'submit' | 'archive' | 'restore' | 'publish' | 'reject';

export function useServiceStep() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, step, reason }: { id: number; step: ServiceStep; reason?: string }) =>
      apiRequest<OwnService>(
        step === 'publish' || step === 'reject' ? `api/admin/services/${id}/${step}` : `api/services/${id}/${step}`,
        { method: 'POST', body: step === 'reject' ? { reason } : {}, notify: 'never' },
      ),
    onSettled: refresh,
  });
}

export function useServiceRequests(side: RequestSide, status: string) {
  return useQuery({
    queryKey: [...servicesCabinetKeys.requests(side), status],
    queryFn: ({ signal }) =>
      side === 'admin'
        ? apiGet<{ requests: ServiceRequest[] }>('api/admin/service-requests', { signal, query: { status: status || undefined } })
        : apiGet<{ requests: ServiceRequest[] }>('api/service-requests', { signal, query: { side, status: status || undefined } }),
  });
}

export function useServiceRequest(id: number | null) {
  return useQuery({
    queryKey: servicesCabinetKeys.request(id ?? 0),
    queryFn: ({ signal }) => apiGet<ServiceRequest>(`api/service-requests/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useRequestStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: number; action: RequestAction; body?: Record<string, unknown> }) =>
      apiRequest<ServiceRequest>(`api/service-requests/${id}/${action}`, { method: 'POST', body: body ?? {}, notify: 'never' }),
    onSuccess: (request) => queryClient.setQueryData(servicesCabinetKeys.request(request.id), request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['service-requests'] }),
  });
}

export type { ServiceStatus };
