// The news desk: GET/POST /api/admin/news, PUT/DELETE /api/admin/news/{id}, …/publish, …/unpublish.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/api';
import {
  NEWS_DESK_PAGE_SIZE,
  type AdminNews,
  type AdminNewsPage,
  type NewsDraft,
  type NewsFilter,
} from '../model';
import { siteKeys } from './keys';

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

export interface NewsSave {
  id: number | null;
  draft: NewsDraft;
  /** ISO time to publish at; null keeps (or makes) it a draft. */
  publishedAt: string | null;
}

/** Creates or replaces an item; publication (now or scheduled) in the same request. Failures are shown by the form. */
export function saveNews({ id, draft, publishedAt }: NewsSave): Promise<AdminNews> {
  const body = { ...draft, ...(publishedAt ? { publishedAt } : {}) };
  return id === null
    ? apiRequest<AdminNews>('api/admin/news', { method: 'POST', body, notify: 'never' })
    : apiRequest<AdminNews>(`api/admin/news/${id}`, { method: 'PUT', body, notify: 'never' });
}

export type NewsAction = 'publish' | 'unpublish' | 'delete';

export function actOnNews({ id, action }: { id: number; action: NewsAction }): Promise<unknown> {
  if (action === 'delete') return apiRequest(`api/admin/news/${id}`, { method: 'DELETE' });
  return apiRequest<AdminNews>(`api/admin/news/${id}/${action}`, { method: 'POST', body: {} });
}

/** The public news pages are asked again too, so the admin sees the change on /news at once. */
function useInvalidateNews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: siteKeys.news }),
      queryClient.invalidateQueries({ queryKey: ['news'] }),
    ]);
}

export function useSaveNews() {
  const invalidate = useInvalidateNews();
  return useMutation({ mutationFn: saveNews, onSuccess: invalidate });
}

export function useNewsAction() {
  const invalidate = useInvalidateNews();
  return useMutation({ mutationFn: actOnNews, onSuccess: invalidate });
}
