import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage';
import {
  clearSession,
  getSession,
  initSession,
  replaceTokens,
  SESSION_LIFETIME_MS,
  startSession,
} from './store';
import { authButtonLabel, lacksOwnName, profileMenuName, welcomeMessage, type User } from './user';

const user: User = {
  id: 3,
  email: 'snab@zavod.ru',
  role: 'supplier',
  firstName: 'Пётр',
  lastName: 'Смирнов',
};
// A well-formed (unsigned, never verified here) JWT: header.payload.signature in base64url.
const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.c2ln`;

beforeEach(() => {
  clearSession();
  window.localStorage.clear();
});

describe('session start-up', () => {
  it('keeps a session younger than 24 hours and stores it under the documented keys', () => {
    startSession({ accessToken: jwt({ sub: '3' }), refreshToken: 'r1', user }, 1_000);
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
    expect(window.localStorage.getItem(STORAGE_KEYS.lastAuthAt)).toBe('1000');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(user);
    expect(initSession(1_000 + SESSION_LIFETIME_MS - 1)).toBe(true);
    expect(getSession().user).toEqual(user);
  });

  it('ends a session older than 24 hours since the last authentication', () => {
    startSession({ accessToken: jwt({ sub: '3' }), refreshToken: 'r1', user }, 1_000);
    expect(initSession(1_000 + SESSION_LIFETIME_MS + 1)).toBe(false);
    expect(getSession()).toEqual({ accessToken: null, refreshToken: null, user: null, lastAuthAt: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('removes a stored token that is not a token, keeping the refresh token to renew it', () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'not-a-jwt');
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'r1');
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    window.localStorage.setItem(STORAGE_KEYS.lastAuthAt, String(Date.now()));
    expect(initSession()).toBe(true);
    expect(getSession().accessToken).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(getSession().refreshToken).toBe('r1');
  });

  it('drops a session whose stored user is unreadable', () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, jwt({ sub: '3' }));
    window.localStorage.setItem(STORAGE_KEYS.user, '{broken');
    window.localStorage.setItem(STORAGE_KEYS.lastAuthAt, String(Date.now()));
    expect(initSession()).toBe(false);
  });

  it('a refresh replaces both tokens and keeps the user and the last-auth time', () => {
    startSession({ accessToken: 'a1', refreshToken: 'r1', user }, 5_000);
    replaceTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect(getSession()).toEqual({ accessToken: 'a2', refreshToken: 'r2', user, lastAuthAt: 5_000 });
  });
});

describe('names shown for the user', () => {
  it('auth button: first name, else the e-mail before @, else Кабинет; guests see Войти', () => {
    expect(authButtonLabel(null)).toBe('Войти');
    expect(authButtonLabel(user)).toBe('Пётр');
    expect(authButtonLabel({ ...user, firstName: '' })).toBe('snab');
    expect(authButtonLabel({ ...user, firstName: null, email: '' })).toBe('Кабинет');
  });

  it('profile menu: full name, else e-mail, else Пользователь', () => {
    expect(profileMenuName(user)).toBe('Смирнов Пётр');
    expect(profileMenuName({ ...user, firstName: null, lastName: null })).toBe('snab@zavod.ru');
    expect(profileMenuName(null)).toBe('Пользователь');
  });

  it('login greeting', () => {
    expect(welcomeMessage(user)).toBe('Добро пожаловать, Пётр!');
    expect(welcomeMessage({ ...user, firstName: undefined })).toBe('Добро пожаловать, snab@zavod.ru!');
  });

  it('names the server sends come first: never the registration default once the server named the user (ADR 0058)', () => {
    const registered: User = {
      ...user,
      firstName: 'Пользователь',
      lastName: 'ИНН 7707083893',
      middleName: '',
      displayName: 'ООО «Вагонсервис»',
      shortName: 'ООО «Вагонсервис»',
      nameGiven: false,
    };
    expect(authButtonLabel(registered)).toBe('ООО «Вагонсервис»');
    expect(profileMenuName(registered)).toBe('ООО «Вагонсервис»');
    expect(welcomeMessage(registered)).toBe('Добро пожаловать, ООО «Вагонсервис»!');
    expect(lacksOwnName(registered)).toBe(true);
    expect(lacksOwnName({ ...registered, nameGiven: true })).toBe(false);
    // A session stored before the server sent the flag: no invitation until start-up reloads it.
    expect(lacksOwnName(user)).toBe(false);
  });
});

describe('logout marker', () => {
  it('a logout is remembered for a moment, an expiry is not; a new login forgets it', async () => {
    const { signOut, signedOutRecently, SIGN_OUT_GRACE_MS } = await import('./store');
    startSession({ accessToken: 'a1', refreshToken: 'r1', user }, 1_000);
    clearSession();
    expect(signedOutRecently()).toBe(false);
    signOut(10_000);
    expect(getSession().user).toBeNull();
    expect(signedOutRecently(10_000 + SIGN_OUT_GRACE_MS - 1)).toBe(true);
    expect(signedOutRecently(10_000 + SIGN_OUT_GRACE_MS)).toBe(false);
    startSession({ accessToken: 'a1', refreshToken: 'r1', user }, 20_000);
    expect(signedOutRecently(20_000)).toBe(false);
  });
});
