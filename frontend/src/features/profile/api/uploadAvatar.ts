import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { User } from '../../../shared/session';
import { acceptUser, useProfileChange } from './useProfileChange';

/** PUT /api/users/avatar (multipart, field `avatar`). */
export async function uploadAvatar(file: File): Promise<User> {
  const body = new FormData();
  body.append('avatar', file);
  return acceptUser(
    await apiRequest<ApiAnswer<'/api/users/avatar', 'put'>>('api/users/avatar', {
      method: 'PUT',
      body,
      notify: 'never',
    }),
  );
}

export function useUploadAvatar() {
  return useProfileChange(uploadAvatar);
}
