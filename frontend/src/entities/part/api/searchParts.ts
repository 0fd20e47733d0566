import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';

/** GET /api/parts?search=: parts whose designation, a cross-reference or name holds the search (ADR 0064). */
export type PartList = ApiAnswer<'/api/parts', 'get'>;
export type PartSummary = PartList['parts'][number];

export function searchPartsQueryOptions(search: string, limit: number) {
  return queryOptions({
    queryKey: ['parts', 'search', search, limit] as const,
    queryFn: ({ signal }) => apiGet<PartList>('api/parts', { query: { search, limit }, signal }),
  });
}

/** The parts a catalogue search names; idle without a search. */
export function useSearchParts(search: string, limit: number) {
  return useQuery({ ...searchPartsQueryOptions(search, limit), enabled: search.trim().length >= 2 });
}
