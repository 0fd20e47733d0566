/** Query keys of the notices: every endpoint's key starts with `notifications`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  page: (userId: string, page: number) => ['notifications', userId, page] as const,
  settings: ['notifications', 'settings'] as const,
};
