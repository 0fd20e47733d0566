import { useMutation } from '@tanstack/react-query';
import { AUTH_TEXT, type LoginValues } from '../model';
import { requestSession, type AuthAnswer } from './authAnswer';

/** POST /api/auth/login. The form shows the failure itself ('Ошибка входа' and the reason): no toast from the client. */
export function login(values: LoginValues): Promise<AuthAnswer> {
  return requestSession('login', values, AUTH_TEXT.loginFailed);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
