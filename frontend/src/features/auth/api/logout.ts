// POST /api/auth/logout { refreshToken } → 204: ends the token family on the server.
import { apiRequest } from '../../../shared/api';

/** Best effort: the session is already gone in the browser, a failure changes nothing for the user. */
export function revokeRefreshToken(refreshToken: string): Promise<void> {
  return apiRequest<unknown>('api/auth/logout', {
    method: 'POST',
    body: { refreshToken },
    auth: false,
    notify: 'never',
  }).then(
    () => undefined,
    () => undefined,
  );
}
