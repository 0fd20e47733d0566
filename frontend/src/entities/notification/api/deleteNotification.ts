import { apiRequest } from '../../../shared/api';

/** DELETE /api/notifications/{id}. */
export const deleteNotification = (id: string) =>
  apiRequest(`api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE', notify: 'never' });
