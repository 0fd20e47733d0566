import { reloadCurrentUser } from '../entities/user';
import { STORAGE_KEYS, initSession, removeItem } from '../shared/session';

/** What runs once when the page loads, before the first render. */
export function startApp(): void {
  // The categories cache is cleared on each load.
  removeItem(STORAGE_KEYS.categories);
  startSession();
}

/**
 * At start-up auth is initialised (an invalid stored token is removed, a session
 * older than 24 hours ends); if signed in, the profile is then initialised from the server
 * (GET /api/auth/current-user; a 403 there ends the session).
 */
export function startSession(): void {
  if (!initSession()) return;
  reloadCurrentUser().catch((error: unknown) => {
    // A refused session is ended by the API client; anything else keeps the stored profile.
    console.warn('Не удалось обновить профиль', error);
  });
}
