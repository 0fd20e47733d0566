import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, clearSession } from '../shared/session';
import { startApp } from './session-startup';

beforeEach(() => {
  clearSession();
  window.localStorage.clear();
  vi.stubGlobal('fetch', vi.fn<typeof fetch>());
});

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('startApp', () => {
  it('clears the categories cache on each load and keeps the other caches', () => {
    window.localStorage.setItem(STORAGE_KEYS.categories, JSON.stringify({ at: Date.now(), data: [] }));
    window.localStorage.setItem(STORAGE_KEYS.navigation, JSON.stringify({ at: Date.now(), data: [] }));

    startApp();

    expect(window.localStorage.getItem(STORAGE_KEYS.categories)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.navigation)).not.toBeNull();
    // A guest: no session to renew, so nothing is asked of the server.
    expect(fetch).not.toHaveBeenCalled();
  });
});
