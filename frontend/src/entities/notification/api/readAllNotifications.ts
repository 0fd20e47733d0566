import { apiRequest } from '../../../shared/api';

/** PUT /api/notifications/read-all. */
export const readAllNotifications = () =>
  apiRequest('api/notifications/read-all', { method: 'PUT', notify: 'never' });
