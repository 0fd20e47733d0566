import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, INVALID_RESPONSE_MESSAGE, apiGet, apiRequest } from '../../shared/api';
import { servicesQuery, toService, type Service, type ServiceDto, type ServiceFilters } from './model';

export const serviceKeys = {
  all: ['services'] as const,
  list: (filters: ServiceFilters) => [...serviceKeys.all, 'list', filters] as const,
  detail: (id: string) => [...serviceKeys.all, 'detail', id] as const,
};

export interface ServicesPage {
  services: Service[];
  totalItems: number;
  totalPages: number;
  currentPage: number;
}

interface ServicesAnswer {
  services?: unknown;
  totalItems?: unknown;
  totalPages?: unknown;
  currentPage?: unknown;
}

const count = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

/** GET /api/services → `{ services, totalItems, totalPages, currentPage }`. */
export async function fetchServices(filters: ServiceFilters, signal?: AbortSignal): Promise<ServicesPage> {
  const answer = await apiGet<ServicesAnswer | null>('api/services', {
    query: servicesQuery(filters),
    signal,
  });
  if (!answer || !Array.isArray(answer.services)) throw new ApiError(200, INVALID_RESPONSE_MESSAGE, answer);
  const services = (answer.services as ServiceDto[]).map(toService);
  const totalItems = count(answer.totalItems, services.length);
  return {
    services,
    totalItems,
    totalPages: count(answer.totalPages, Math.ceil(totalItems / filters.limit)),
    currentPage: count(answer.currentPage, filters.page),
  };
}

export function servicesQueryOptions(filters: ServiceFilters) {
  return queryOptions({
    queryKey: serviceKeys.list(filters),
    queryFn: ({ signal }) => fetchServices(filters, signal),
    // The previous page stays on screen (dimmed) while the next one loads: no jump to a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useServices(filters: ServiceFilters, { enabled = true } = {}) {
  return useQuery({ ...servicesQueryOptions(filters), enabled });
}

/** GET /api/services/{id}. An empty answer counts as not found. */
export async function fetchService(id: string, signal?: AbortSignal): Promise<Service> {
  const answer = await apiGet<ServiceDto | { service?: ServiceDto } | null>(
    `api/services/${encodeURIComponent(id)}`,
    {
      signal,
    },
  );
  const dto =
    answer && 'service' in answer && answer.service ? answer.service : (answer as ServiceDto | null);
  if (!dto || typeof dto !== 'object' || dto.id === undefined || dto.id === null) {
    throw new ApiError(404, 'Услуга не найдена', answer);
  }
  return toService(dto);
}

export function serviceQueryOptions(id: string) {
  return queryOptions({
    queryKey: serviceKeys.detail(id),
    queryFn: ({ signal }) => fetchService(id, signal),
  });
}

export function useService(id: string) {
  return useQuery(serviceQueryOptions(id));
}

/** Spec, section 3 "Service request". */
export interface ServiceRequestPayload {
  serviceId: number | string;
  description: string;
  contactPhone: string;
  contactEmail: string;
  /** 'YYYY-MM-DD', or null when no date was chosen. */
  preferredDate: string | null;
  /** A signed contract between my company and the supplier's (ADR 0033). */
  contractId?: number;
}

/**
 * POST /api/service-requests. No toast here (`notify: 'never'`): the modal shows the server's
 * message or its own fallback, so a failure is announced once.
 */
export function createServiceRequest(payload: ServiceRequestPayload): Promise<unknown> {
  return apiRequest<unknown>('api/service-requests', { method: 'POST', body: payload, notify: 'never' });
}

/** The server's own `message` of a failed call, if it sent one (not the client's fallback by status). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}
