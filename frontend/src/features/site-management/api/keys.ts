/** Query keys of «Управление сайтом» (the menu's are the content entity's). */
export const siteKeys = {
  news: ['admin', 'news'] as const,
  newsList: (filter: string, page: number) => ['admin', 'news', 'list', { filter, page }] as const,
  history: (slug: string) => ['admin', 'pages', slug, 'history'] as const,
  current: (slug: string) => ['admin', 'pages', slug, 'current'] as const,
};
