import { ApiError, INVALID_RESPONSE_MESSAGE, apiGet } from '../../shared/api';
import { getSession, isUser, updateUser, type User } from '../../shared/session';

/** Query keys of the signed-in user's own data; all of it is dropped at logout. */
export const meKeys = {
  all: ['me'] as const,
  profile: ['me', 'profile'] as const,
  company: ['me', 'company'] as const,
};

/** Accepts `{ user }` (our server) and a bare user alike. */
export function userOf(answer: unknown): User | null {
  const candidate = typeof answer === 'object' && answer !== null && 'user' in answer ? (answer as { user: unknown }).user : answer;
  return isUser(candidate) ? candidate : null;
}

/**
 * GET /api/auth/current-user: the signed-in user with an optional Company. A 403 means the account
 * may no longer act at all (spec, section 8: «Доступ запрещен. Пожалуйста, войдите заново»).
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const answer = await apiGet<unknown>('api/auth/current-user', { signal, endSessionOnForbidden: true });
  const user = userOf(answer);
  if (!user) throw new ApiError(200, INVALID_RESPONSE_MESSAGE, answer);
  return user;
}

/** Reloads the user into the session (after a company was founded, at start-up); a signed-out tab keeps nothing. */
export async function reloadCurrentUser(): Promise<User | null> {
  const user = await fetchCurrentUser();
  if (!getSession().user) return null;
  updateUser(user);
  return user;
}
