import type { UsersFilter } from '../model';

/** Query keys of the admin's user list. */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (filter: UsersFilter) => ['admin', 'users', filter] as const,
};
