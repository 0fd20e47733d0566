export {
  fetchNews,
  fetchNewsItem,
  newsItemQueryOptions,
  newsKeys,
  newsListQueryOptions,
  useNewsItem,
  useNewsList,
} from './api';
export type { NewsPage } from './api';
export { newsExcerpt, newsPath, toNewsItem } from './model';
export type { NewsDto, NewsItem } from './model';
