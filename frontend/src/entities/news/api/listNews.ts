import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { toNewsItem, type NewsItem } from '../model';
import { newsKeys } from './keys';

/** One page of published news, newest first. */
export interface NewsPage {
  news: NewsItem[];
  total: number;
  totalPages: number;
}

/** GET /api/news?page&limit. */
export async function fetchNews(page: number, limit: number, signal?: AbortSignal): Promise<NewsPage> {
  const answer = await apiGet<ApiAnswer<'/api/news', 'get'>>('api/news', { query: { page, limit }, signal });
  return { news: answer.news.map(toNewsItem), total: answer.total, totalPages: answer.totalPages };
}

export function newsListQueryOptions(page: number, limit: number) {
  return queryOptions({
    queryKey: newsKeys.list(page, limit),
    queryFn: ({ signal }) => fetchNews(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNewsList(page: number, limit: number) {
  return useQuery(newsListQueryOptions(page, limit));
}
