import { STORAGE_KEYS, readItem, removeItem } from './storage';

/** Where a signed-in user goes when nothing else is asked for. */
export const AFTER_LOGIN_DEFAULT = '/profile';

/** Only same-site paths are followed after login: `?redirect=https://evil.example` goes to /profile. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return AFTER_LOGIN_DEFAULT;
  return value;
}

/**
 * Where to go after login or registration: the `redirect` query parameter, else the path an action
 * stored before asking for a login (ordering a product), else the profile. Reading does not clear
 * the stored path: call {@link clearPostLoginRedirect} once the user has arrived.
 */
export function postLoginTarget(redirectParam: string | null | undefined): string {
  if (redirectParam) return safeRedirect(redirectParam);
  const stored = readItem(STORAGE_KEYS.postLoginRedirect);
  return stored ? safeRedirect(stored) : AFTER_LOGIN_DEFAULT;
}

export function clearPostLoginRedirect(): void {
  removeItem(STORAGE_KEYS.postLoginRedirect);
}
