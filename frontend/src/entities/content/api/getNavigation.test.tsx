import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/session';
import { createTestQueryClient, jsonResponse } from '../../../test/render';
import { useNavigation } from './getNavigation';

const ITEMS = [
  { id: 1, text: 'Новости', link: '/news', type: 'page', isActive: true },
  { id: 2, text: 'Вакансии', link: '/careers', type: 'page', isActive: false },
];
const fetchMock = vi.fn<typeof fetch>();

function Menu() {
  const { data } = useNavigation();
  return <p>{data ? data.map((item) => item.text).join(', ') : 'загрузка'}</p>;
}

const renderMenu = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Menu />
    </QueryClientProvider>,
  );

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ items: ITEMS })));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('navigation (spec: active items only, cached 1 hour in memory and browser storage)', () => {
  it('shows only active items and keeps them in browser storage', async () => {
    renderMenu();
    expect(await screen.findByText('Новости')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.navigation) ?? 'null') as {
      data: unknown;
    };
    expect(stored.data).toEqual(ITEMS);
  });

  it('a reload within the hour asks nothing: the stored copy is used', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.navigation,
      JSON.stringify({ at: Date.now() - 59 * 60_000, data: ITEMS }),
    );
    renderMenu();
    expect(screen.getByText('Новости')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a stored copy older than an hour is asked again', async () => {
    const stale = [{ id: 3, text: 'Устарело', link: '/old', type: 'page', isActive: true }];
    window.localStorage.setItem(
      STORAGE_KEYS.navigation,
      JSON.stringify({ at: Date.now() - 61 * 60_000, data: stale }),
    );
    renderMenu();
    expect(await screen.findByText('Новости')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
