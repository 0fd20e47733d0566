import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import { AUTH_TEXT, type LoginValues } from '../model';
import { authAnswer, type AuthAnswer } from './authAnswer';

/** POST /api/auth/login. The form shows the failure itself ('Ошибка входа' and the reason): no toast from the client. */
export async function login(values: LoginValues): Promise<AuthAnswer> {
  const answer = await apiRequest<ApiAnswer<'/api/auth/login', 'post'> | null>('api/auth/login', {
    method: 'POST',
    body: values,
    notify: 'never',
  });
  return authAnswer(answer, AUTH_TEXT.loginFailed);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
