import { apiRequest, type ApiAnswer } from '../../../shared/api';

/** POST /api/auth/password-reset: the same answer whether or not the address has an account. The form shows failures. */
export function requestPasswordReset(email: string) {
  return apiRequest<ApiAnswer<'/api/auth/password-reset', 'post'>>('api/auth/password-reset', {
    method: 'POST',
    body: { email },
    notify: 'never',
  });
}

/** POST /api/auth/password-reset/confirm: the link's token sets a new password once; every session ends. */
export function confirmPasswordReset(token: string, password: string, passwordConfirm: string) {
  return apiRequest<ApiAnswer<'/api/auth/password-reset/confirm', 'post'>>(
    'api/auth/password-reset/confirm',
    {
      method: 'POST',
      body: { token, password, passwordConfirm },
      notify: 'never',
    },
  );
}
