import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';

/** PUT /api/users/password: every other session of the user ends. */
export function changePassword(payload: { currentPassword: string; newPassword: string }) {
  return apiRequest<ApiAnswer<'/api/users/password', 'put'>>('api/users/password', {
    method: 'PUT',
    body: payload,
    notify: 'never',
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
