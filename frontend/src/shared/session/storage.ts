/**
 * Browser-storage keys (the auth token, the refresh token, the user, the last-auth
 * time, the current cabinet section, and the navigation, categories, contacts, home and guide
 * caches) and storage access that never throws: private windows and full quotas must not break
 * the page, they only lose persistence.
 */
export const STORAGE_KEYS = {
  accessToken: 'auth_token',
  refreshToken: 'refresh_token',
  user: 'user',
  lastAuthAt: 'last_auth_time',
  profileSection: 'profile_section',
  navigation: 'navigation_cache',
  categories: 'categories_cache',
  contacts: 'page_contacts',
  home: 'page_home',
  guide: 'page_guide',
  /** Where to go after login when an action (ordering) needed a signed-in user. */
  postLoginRedirect: 'redirect_after_login',
  /** The cabinet's profile menu is collapsed to its icons (desktop). */
  profileMenuCollapsed: 'profile_menu_collapsed',
  /** The id of the user who hid the cabinet's invitation to enter their name (ADR 0058). */
  nameInvitationHidden: 'name_invitation_hidden',
} as const;

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable or full: the value lives in memory for this visit only.
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    removeItem(key);
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}
