import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';

/** GET /api/parts/{id}: a part with its designations, every published offer and its analogues (ADR 0064). */
export type Part = ApiAnswer<'/api/parts/{id}', 'get'>;
export type Offer = Part['offers'][number];
export type Analogue = Part['analogues'][number];

export const partKeys = {
  all: ['parts'] as const,
  detail: (id: number) => ['parts', 'detail', id] as const,
};

export function fetchPart(id: number, signal?: AbortSignal): Promise<Part> {
  return apiGet<Part>(`api/parts/${encodeURIComponent(String(id))}`, { signal });
}

export function partQueryOptions(id: number) {
  return queryOptions({ queryKey: partKeys.detail(id), queryFn: ({ signal }) => fetchPart(id, signal) });
}

/** The part a product is an offer of; idle while there is none. */
export function usePart(id: number | null) {
  return useQuery({ ...partQueryOptions(id ?? 0), enabled: id !== null });
}
