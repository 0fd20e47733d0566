import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api';
import { NEWS_DESK_PAGE_SIZE, type AdminNewsPage, type NewsFilter } from '../model';
import { siteKeys } from './keys';

/** GET /api/admin/news: one page of the desk, drafts and scheduled items included. */
export function fetchNewsDesk(
  filter: NewsFilter,
  page: number,
  signal?: AbortSignal,
): Promise<AdminNewsPage> {
  return apiGet<AdminNewsPage>('api/admin/news', {
    signal,
    query: { page, limit: NEWS_DESK_PAGE_SIZE, status: filter || undefined },
  });
}

export function newsDeskQueryOptions(filter: NewsFilter, page: number) {
  return queryOptions({
    queryKey: siteKeys.newsList(filter, page),
    queryFn: ({ signal }) => fetchNewsDesk(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNewsDesk(filter: NewsFilter, page: number) {
  return useQuery(newsDeskQueryOptions(filter, page));
}
