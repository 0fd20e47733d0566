export { newsKeys } from './api/keys';
export { fetchNews, newsListQueryOptions, useNewsList, type NewsPage } from './api/listNews';
export { fetchNewsItem, newsItemQueryOptions, useNewsItem } from './api/getNews';
export { newsExcerpt, newsPath, toNewsItem } from './model';
export type { NewsDto, NewsItem } from './model';
