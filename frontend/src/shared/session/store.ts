import { useSyncExternalStore } from 'react';
import { isWellFormedToken } from './jwt';
import { readItem, readJson, removeItem, STORAGE_KEYS, writeItem } from './storage';
import { isUser, type User } from './user';

/** A session lasts 24 hours since the last authentication. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The auth session: tokens, the user, the time of the last authentication. */
export interface Session {
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
  readonly user: User | null;
  readonly lastAuthAt: number | null;
}

const EMPTY: Session = { accessToken: null, refreshToken: null, user: null, lastAuthAt: null };

function load(): Session {
  const user = readJson<unknown>(STORAGE_KEYS.user);
  const lastAuthAt = Number(readItem(STORAGE_KEYS.lastAuthAt));
  return {
    accessToken: readItem(STORAGE_KEYS.accessToken),
    refreshToken: readItem(STORAGE_KEYS.refreshToken),
    user: isUser(user) ? user : null,
    lastAuthAt: Number.isFinite(lastAuthAt) && lastAuthAt > 0 ? lastAuthAt : null,
  };
}

function persist(session: Session): void {
  const entries: [string, string | null][] = [
    [STORAGE_KEYS.accessToken, session.accessToken],
    [STORAGE_KEYS.refreshToken, session.refreshToken],
    [STORAGE_KEYS.user, session.user ? JSON.stringify(session.user) : null],
    [STORAGE_KEYS.lastAuthAt, session.lastAuthAt === null ? null : String(session.lastAuthAt)],
  ];
  for (const [key, value] of entries) {
    if (value === null) removeItem(key);
    else writeItem(key, value);
  }
}

let state: Session = typeof window === 'undefined' ? EMPTY : load();
const listeners = new Set<() => void>();

function set(next: Session): void {
  state = next;
  persist(next);
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return state;
}

/** Signed in: a user is known and at least one token can prove it. */
export function isAuthenticated(session: Session = state): boolean {
  return session.user !== null && (session.accessToken !== null || session.refreshToken !== null);
}

/** Login or registration: tokens and user are stored, the 24-hour clock starts. */
export function startSession(
  auth: { accessToken: string; refreshToken: string; user: User },
  now: number = Date.now(),
): void {
  signedOutAt = null;
  set({ accessToken: auth.accessToken, refreshToken: auth.refreshToken, user: auth.user, lastAuthAt: now });
}

/** A refresh replaces both tokens and keeps the user and the last-auth time. */
export function replaceTokens(tokens: { accessToken: string; refreshToken?: string | null }): void {
  set({ ...state, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? state.refreshToken });
}

export function updateUser(user: User): void {
  set({ ...state, user });
}

export function clearSession(): void {
  set(EMPTY);
}

/** How long after a logout a protected page sends its guest to a plain /login (no way back). */
export const SIGN_OUT_GRACE_MS = 2000;
let signedOutAt: number | null = null;

/**
 * Logout: the user ended the session. The page on screen (the cabinet) re-renders for a guest
 * before the move to /login happens; for a moment it knows not to add a `redirect` back to itself.
 */
export function signOut(now: number = Date.now()): void {
  signedOutAt = now;
  set(EMPTY);
}

/** The session was ended by a logout a moment ago (not by an expiry or a refusal). */
export function signedOutRecently(now: number = Date.now()): boolean {
  return signedOutAt !== null && now - signedOutAt < SIGN_OUT_GRACE_MS;
}

/**
 * Start-up check: a stored token that is not a token is removed, and a session
 * older than 24 hours since the last authentication is ended. Returns whether a session survives.
 */
export function initSession(now: number = Date.now()): boolean {
  let session = load();
  if (session.accessToken !== null && !isWellFormedToken(session.accessToken)) {
    session = { ...session, accessToken: null };
  }
  const expired = session.lastAuthAt === null || now - session.lastAuthAt > SESSION_LIFETIME_MS;
  if (expired || !isAuthenticated(session)) {
    set(EMPTY);
    return false;
  }
  set(session);
  return true;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab signed in or out: follow it instead of holding tokens that were rotated there. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) {
      state = load();
      for (const listener of listeners) listener();
    }
  });
}

/**
 * The server renders public pages for a guest; a page it rendered is hydrated as a guest's and
 * then shows the stored session (React reads this snapshot while hydrating, ADR 0042).
 */
const getServerSession = (): Session => EMPTY;

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getServerSession);
}
