import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { authAnswer, type AuthAnswer } from './authAnswer';

/** POST /api/auth/login-link: the same answer whether or not the address has an account. The form shows failures. */
export function requestLoginLink(email: string) {
  return apiRequest<ApiAnswer<'/api/auth/login-link', 'post'>>('api/auth/login-link', {
    method: 'POST',
    body: { email },
    auth: false,
    notify: 'never',
  });
}

/** POST /api/auth/login-link/confirm: the letter's token, once, signs in without the password. */
export async function confirmLoginLink(token: string, failure: string): Promise<AuthAnswer> {
  const answer = await apiRequest<ApiAnswer<'/api/auth/login-link/confirm', 'post'> | null>(
    'api/auth/login-link/confirm',
    { method: 'POST', body: { token }, auth: false, notify: 'never' },
  );
  return authAnswer(answer, failure);
}
