import { ApiError, apiRequest, type ApiAnswer, type ApiSchema } from '../../../shared/api';
import { isUser, type User } from '../../../shared/session';

/** A signed-in session: the tokens and the user (docs/openapi.yaml `AuthSession`). */
export type AuthAnswer = Omit<ApiSchema<'AuthSession'>, 'user'> & { user: User };

/** An answer without an access token (or without a user) is a failed sign-in. */
export function authAnswer(
  answer: Partial<ApiSchema<'AuthSession'>> | null | undefined,
  failure: string,
): AuthAnswer {
  const candidate = answer ?? {};
  if (typeof candidate.accessToken !== 'string' || candidate.accessToken === '' || !isUser(candidate.user)) {
    throw new ApiError(200, failure, answer);
  }
  return {
    accessToken: candidate.accessToken,
    refreshToken: typeof candidate.refreshToken === 'string' ? candidate.refreshToken : '',
    user: candidate.user,
  };
}

/** POST /api/auth/login or /register; the form tells the failure itself, so the client does not toast it. */
export async function requestSession<P extends 'login' | 'register'>(
  path: P,
  body: unknown,
  failure: string,
): Promise<AuthAnswer> {
  const answer = await apiRequest<ApiAnswer<`/api/auth/${P}`, 'post'> | null>(`api/auth/${path}`, {
    method: 'POST',
    body,
    notify: 'never',
  });
  return authAnswer(answer, failure);
}
