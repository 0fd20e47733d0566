import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../shared/api';
import { useSession } from '../../shared/session';

/** Spec section 3: id, isRead, createdAt; the rest is ours (ADR 0029). */
export interface Notification {
  id: string;
  type: string;
  title: string;
  text: string;
  link: string;
  isRead: boolean;
  createdAt: string;
}

export interface NotificationPage {
  notifications: Notification[];
  unreadCount: number;
  totalItems: number;
  totalPages: number;
  currentPage: number;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  page: (userId: string, page: number) => ['notifications', userId, page] as const,
};

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications?userId= (spec section 7): the signed-in user's own. */
export function useNotifications(page = 1) {
  const { user } = useSession();
  const userId = user ? String(user.id) : '';
  return useQuery({
    queryKey: notificationKeys.page(userId, page),
    queryFn: ({ signal }) =>
      apiGet<NotificationPage>('api/notifications', {
        signal,
        query: { userId, page, limit: NOTIFICATIONS_PAGE_SIZE },
      }),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
}

/** The unread count for badges: the first page's answer carries it. */
export function useUnreadCount(): number {
  return useNotifications(1).data?.unreadCount ?? 0;
}

type Change = { kind: 'read'; id: string } | { kind: 'readAll' } | { kind: 'delete'; id: string };

export function useNotificationChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      change.kind === 'readAll'
        ? apiRequest('api/notifications/read-all', { method: 'PUT', notify: 'never' })
        : change.kind === 'read'
          ? apiRequest(`api/notifications/${encodeURIComponent(change.id)}/read`, {
              method: 'PUT',
              notify: 'never',
            })
          : apiRequest(`api/notifications/${encodeURIComponent(change.id)}`, {
              method: 'DELETE',
              notify: 'never',
            }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Which kinds of notices also come by e-mail (ADR 0029 addendum). */
export interface NotificationSettings {
  emailTypes: string[];
  types: Array<{ type: string; label: string }>;
}

const settingsKey = ['notifications', 'settings'] as const;

/** GET /api/notifications/settings. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiGet<NotificationSettings>('api/notifications/settings', { signal }),
  });
}

/** PUT /api/notifications/settings: the whole choice. */
export function useChooseEmailCopies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailTypes: string[]) =>
      apiRequest<NotificationSettings>('api/notifications/settings', {
        method: 'PUT',
        body: { emailTypes },
        notify: 'never',
      }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
