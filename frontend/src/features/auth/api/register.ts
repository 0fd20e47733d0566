import { useMutation } from '@tanstack/react-query';
import { AUTH_TEXT, type RegisterPayload } from '../model';
import { requestSession, type AuthAnswer } from './authAnswer';

/** POST /api/auth/register. Field errors go under their fields and the reason into a toast, both by the form. */
export function register(payload: RegisterPayload): Promise<AuthAnswer> {
  return requestSession('register', payload, AUTH_TEXT.registerFailed);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
