// POST /api/auth/login and POST /api/auth/register: both answer { accessToken, refreshToken, user }.
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../shared/api';
import { isUser, type User } from '../../../shared/session';
import { AUTH_TEXT, type LoginValues, type RegisterPayload } from '../model';

export interface AuthAnswer {
  accessToken: string;
  refreshToken: string;
  user: User;
}

/** Spec, section 8: an answer without an access token is a failed login. */
function authAnswer(answer: unknown, failure: string): AuthAnswer {
  const candidate = (answer ?? {}) as Partial<Record<keyof AuthAnswer, unknown>>;
  if (typeof candidate.accessToken !== 'string' || candidate.accessToken === '' || !isUser(candidate.user)) {
    throw new ApiError(200, failure, answer);
  }
  return {
    accessToken: candidate.accessToken,
    refreshToken: typeof candidate.refreshToken === 'string' ? candidate.refreshToken : '',
    user: candidate.user,
  };
}

/** The form shows the failure itself ('Ошибка входа' and the reason): no toast from the client. */
export async function login(values: LoginValues): Promise<AuthAnswer> {
  const answer = await apiRequest<unknown>('api/auth/login', { method: 'POST', body: values, notify: 'never' });
  return authAnswer(answer, AUTH_TEXT.loginFailed);
}

/** Field errors go under their fields and the reason into a toast, both by the form. */
export async function register(payload: RegisterPayload): Promise<AuthAnswer> {
  const answer = await apiRequest<unknown>('api/auth/register', { method: 'POST', body: payload, notify: 'never' });
  return authAnswer(answer, AUTH_TEXT.registerFailed);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
