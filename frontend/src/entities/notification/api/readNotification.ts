import { apiRequest } from '../../../shared/api';

/** PUT /api/notifications/{id}/read. */
export const readNotification = (id: string) =>
  apiRequest(`api/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT', notify: 'never' });
