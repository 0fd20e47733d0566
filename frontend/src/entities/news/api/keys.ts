/** Query keys of the news: every endpoint's key starts with `news`. */
export const newsKeys = {
  all: ['news'] as const,
  list: (page: number, limit: number) => [...newsKeys.all, 'list', { page, limit }] as const,
  detail: (id: string) => [...newsKeys.all, 'detail', id] as const,
};
