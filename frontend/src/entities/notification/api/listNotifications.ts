import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer, type ApiSchema } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { notificationKeys } from './keys';

/** A notice (id, isRead, createdAt; the rest is ours, ADR 0029). */
export type Notification = ApiSchema<'Notification'>;
export type NotificationPage = ApiSchema<'NotificationPage'>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications?userId=: the signed-in user's own. */
export function useNotifications(page = 1) {
  const { user } = useSession();
  const userId = user ? String(user.id) : '';
  return useQuery({
    queryKey: notificationKeys.page(userId, page),
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/notifications', 'get'>>('api/notifications', {
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
