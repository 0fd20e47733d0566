export const siteKeys = {
  news: ['admin', 'news'] as const,
  newsList: (filter: string, page: number) => ['admin', 'news', 'list', { filter, page }] as const,
  history: (slug: string) => ['admin', 'pages', slug, 'history'] as const,
};
