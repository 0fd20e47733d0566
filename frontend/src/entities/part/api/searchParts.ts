import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { partKeys } from './getPart';

/** GET /api/parts: parts found by any designation (separators, look-alike letters and keyboard layout forgiven) or name. */
export type PartPage = ApiAnswer<'/api/parts', 'get'>;
export type PartSummary = PartPage['parts'][number];

export interface PartSearch {
  readonly search: string;
  readonly page?: number;
  readonly limit?: number;
}

export function partSearchOptions({ search, page = 1, limit = 20 }: PartSearch) {
  return queryOptions({
    queryKey: [...partKeys.all, 'list', search, page, limit] as const,
    queryFn: ({ signal }) =>
      apiGet<PartPage>('api/parts', { signal, query: { search: search || undefined, page, limit } }),
    placeholderData: keepPreviousData,
  });
}

/** Parts matching `search`; idle while `enabled` is false. */
export function useParts(search: PartSearch, enabled = true) {
  return useQuery({ ...partSearchOptions(search), enabled });
}

/** The parts a catalogue search names (the «Детали по запросу» strip); idle below two characters. */
export function useSearchParts(search: string, limit: number) {
  return useQuery({ ...partSearchOptions({ search, limit }), enabled: search.trim().length >= 2 });
}
