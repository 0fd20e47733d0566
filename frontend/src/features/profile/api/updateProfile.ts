import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { User } from '../../../shared/session';
import type { ProfilePayload } from '../model';
import { acceptUser, useProfileChange } from './useProfileChange';

/** PUT /api/users/profile. Failures are shown by the form (field messages and a toast): the client does not toast them. */
export async function updateProfile(payload: ProfilePayload): Promise<User> {
  return acceptUser(
    await apiRequest<ApiAnswer<'/api/users/profile', 'put'>>('api/users/profile', {
      method: 'PUT',
      body: payload,
      notify: 'never',
    }),
  );
}

export function useUpdateProfile() {
  return useProfileChange(updateProfile);
}
