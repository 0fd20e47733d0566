import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer, type ApiSchema } from '../../../shared/api';
import { notificationKeys } from './keys';

/** Which kinds of notices also come by e-mail (ADR 0029 addendum). */
export type NotificationSettings = ApiSchema<'NotificationSettings'>;

/** GET /api/notifications/settings. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) =>
      apiGet<ApiAnswer<'/api/notifications/settings', 'get'>>('api/notifications/settings', { signal }),
  });
}
