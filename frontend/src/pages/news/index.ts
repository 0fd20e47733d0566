export { NEWS_LIST_TEXT, NewsListPage, parsePage } from './NewsListPage';
export { NEWS_DETAIL_TEXT, NewsDetailPage } from './NewsDetailPage';
export { NEWS_CARD_TEXT, NewsCard, NewsCardSkeleton } from './NewsCard';
