import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { AUTH_TEXT, type RegisterPayload } from '../model';
import { authAnswer, type AuthAnswer } from './authAnswer';

/** POST /api/auth/register. Field errors go under their fields and the reason into a toast, both by the form. */
export async function register(payload: RegisterPayload): Promise<AuthAnswer> {
  const answer = await apiRequest<ApiAnswer<'/api/auth/register', 'post'> | null>('api/auth/register', {
    method: 'POST',
    body: payload,
    notify: 'never',
  });
  return authAnswer(answer, AUTH_TEXT.registerFailed);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
