import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, type ApiAnswer } from '../../../shared/api';
import { toNewsItem, type NewsItem } from '../model';
import { newsKeys } from './keys';

/** GET /api/news/{id}: a published item (an admin also gets drafts); 404 «Новость не найдена». */
export async function fetchNewsItem(id: string, signal?: AbortSignal): Promise<NewsItem> {
  const answer = await apiGet<ApiAnswer<'/api/news/{id}', 'get'> | null>(
    `api/news/${encodeURIComponent(id)}`,
    {
      signal,
    },
  );
  // An empty answer (a proxy's, never this server's) reads as the item not found.
  if (!answer) throw new ApiError(404, 'Новость не найдена', answer);
  return toNewsItem(answer);
}

export function newsItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) => fetchNewsItem(id, signal),
  });
}

export function useNewsItem(id: string) {
  return useQuery(newsItemQueryOptions(id));
}
