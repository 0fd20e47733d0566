import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, INVALID_RESPONSE_MESSAGE, apiGet } from '../../shared/api';
import { toNewsItem, type NewsDto, type NewsItem } from './model';

export const newsKeys = {
  all: ['news'] as const,
  list: (page: number, limit: number) => [...newsKeys.all, 'list', { page, limit }] as const,
  detail: (id: string) => [...newsKeys.all, 'detail', id] as const,
};

export interface NewsPage {
  news: NewsItem[];
  total: number;
  totalPages: number;
}

const count = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

/** GET /api/news?page&limit → `{ news, total, totalPages }` (a bare array is read as one page). */
export async function fetchNews(page: number, limit: number, signal?: AbortSignal): Promise<NewsPage> {
  const answer = await apiGet<unknown>('api/news', { query: { page, limit }, signal });
  if (Array.isArray(answer)) {
    const news = (answer as NewsDto[]).map(toNewsItem);
    return { news, total: news.length, totalPages: 1 };
  }
  const body = answer as { news?: unknown; total?: unknown; totalPages?: unknown } | null;
  if (!body || !Array.isArray(body.news)) throw new ApiError(200, INVALID_RESPONSE_MESSAGE, answer);
  const news = (body.news as NewsDto[]).map(toNewsItem);
  const total = count(body.total, news.length);
  return { news, total, totalPages: count(body.totalPages, Math.ceil(total / limit)) };
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

/** GET /api/news/{id}; an empty answer is "not found" (status 404). */
export async function fetchNewsItem(id: string, signal?: AbortSignal): Promise<NewsItem> {
  const answer = await apiGet<NewsDto | { news?: NewsDto } | null>(`api/news/${encodeURIComponent(id)}`, {
    signal,
  });
  const dto = answer && 'news' in answer && answer.news ? answer.news : (answer as NewsDto | null);
  if (!dto || typeof dto !== 'object' || dto.id === undefined || dto.id === null) {
    throw new ApiError(404, 'Новость не найдена', answer);
  }
  return toNewsItem(dto);
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
