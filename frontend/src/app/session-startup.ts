import { apiGet } from '../shared/api';
import { getSession, initSession, isUser, updateUser } from '../shared/session';

/**
 * Spec, section 4: at start-up auth is initialised (an invalid stored token is removed, a session
 * older than 24 hours ends); if signed in, the profile is then initialised from the server.
 */
export function startSession(): void {
  if (!initSession()) return;
  apiGet<{ user?: unknown } | unknown>('api/auth/current-user')
    .then((answer) => {
      const user = (answer as { user?: unknown })?.user ?? answer;
      if (isUser(user) && getSession().user) updateUser(user);
    })
    .catch((error: unknown) => {
      // A refused session is ended by the API client; anything else keeps the stored profile.
      console.warn('Не удалось обновить профиль', error);
    });
}
