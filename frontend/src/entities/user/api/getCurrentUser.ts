import { ApiError, INVALID_RESPONSE_MESSAGE, apiGet, type ApiAnswer } from '../../../shared/api';
import { getSession, isUser, updateUser, type User } from '../../../shared/session';

/** The user of an answer: `{ user }` (docs/openapi.yaml `UserEnvelope`) or, as the spec allows, a bare user. */
export function userOf(answer: unknown): User | null {
  const candidate =
    typeof answer === 'object' && answer !== null && 'user' in answer
      ? (answer as { user: unknown }).user
      : answer;
  return isUser(candidate) ? candidate : null;
}

/**
 * GET /api/auth/current-user: the signed-in user with an optional Company. A 403 means the account
 * may no longer act at all («Доступ запрещен. Пожалуйста, войдите заново»).
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const answer = await apiGet<ApiAnswer<'/api/auth/current-user', 'get'>>('api/auth/current-user', {
    signal,
    endSessionOnForbidden: true,
  });
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
