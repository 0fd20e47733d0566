// GET /api/admin/users and the admin's decisions: PUT /api/admin/users/:id/{block,unblock,role}.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/api';
import { USERS_PAGE_SIZE, type AdminUser, type UserAction, type UsersFilter, type UsersPage } from '../model';

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (filter: UsersFilter) => ['admin', 'users', filter] as const,
};

export function fetchUsers(filter: UsersFilter, signal?: AbortSignal): Promise<UsersPage> {
  return apiGet<UsersPage>('api/admin/users', {
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

export interface UserDecision {
  action: UserAction;
  userId: number;
  reason: string;
  /** For 'role': the new role. */
  role?: 'buyer' | 'supplier';
}

/** Failures are shown by the dialog (the reason's field message and a toast). */
export function decide({ action, userId, reason, role }: UserDecision): Promise<AdminUser> {
  return apiRequest<AdminUser>(`api/admin/users/${userId}/${action}`, {
    method: 'PUT',
    body: action === 'role' ? { role, reason: reason.trim() } : { reason: reason.trim() },
    notify: 'never',
  });
}

/** No optimistic change: the list is asked again once the server has decided. */
export function useUserDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
