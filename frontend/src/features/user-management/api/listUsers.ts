import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../shared/api';
import { USERS_PAGE_SIZE, type UsersFilter } from '../model';
import { adminUserKeys } from './keys';

/** GET /api/admin/users?search&role&status&page. */
export function fetchUsers(filter: UsersFilter, signal?: AbortSignal) {
  return apiGet<ApiAnswer<'/api/admin/users', 'get'>>('api/admin/users', {
    signal,
    query: {
      search: filter.search.trim() || undefined,
      role: filter.role || undefined,
      status: filter.status || undefined,
      page: filter.page,
      limit: USERS_PAGE_SIZE,
    },
  });
}

/** The previous page stays on screen while the next one loads (no jump to a skeleton). */
export function usersQueryOptions(filter: UsersFilter) {
  return queryOptions({
    queryKey: adminUserKeys.list(filter),
    queryFn: ({ signal }) => fetchUsers(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filter: UsersFilter) {
  return useQuery(usersQueryOptions(filter));
}
