import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../../shared/session';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { OpsConsole } from './OpsConsole';
import type { OpsStatus } from './model';

const status = (over: Partial<OpsStatus['projections'][number]> = {}): OpsStatus => ({
  at: '2026-11-24T10:00:00.000Z',
  head: { commit: 500, prepare: 500 },
  adapters: { eventStore: 'sqlite', readStore: 'memory', queue: 'inline', pubsub: 'memory' },
  projectorsHere: true,
  projections: [
    {
      name: 'products',
      version: 1,
      collection: 'products_v1',
      position: { commit: 480, prepare: 480 },
      lagEvents: 20,
      lagSeconds: 1.5,
      rate: [0, 5, 10],
      lastError: null,
      rebuild: null,
      ...over,
    },
  ],
  queues: [{ name: 'projection.products', waiting: 0, active: 1, failed: 2 }],
});

const fetchMock = vi.fn<typeof fetch>();
let answer: OpsStatus;

beforeEach(() => {
  clearSession();
  startSession({
    accessToken: 'a.b.c',
    refreshToken: 'r',
    user: { id: 1, email: 'admin@example.ru', role: 'admin' },
  });
  answer = status();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/admin/ops') return jsonResponse(answer);
    if (init?.method === 'POST')
      return jsonResponse(
        url.pathname.endsWith('/retry') ? { retried: 2 } : answer,
        url.pathname.endsWith('/retry') ? 200 : 202,
      );
    return jsonResponse({ message: 'Не найдено' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('operations console', () => {
  it('shows lag, the rate chart and a failed queue with its retry', async () => {
    renderWithProviders(<OpsConsole />, { path: '/profile/site-management' });
    const row = await screen.findByTestId('projection-products');
    expect(within(row).getByText('20 соб. · 1.5 с')).toBeTruthy();
    expect(within(row).getByRole('img', { name: /products, событий в секунду: сейчас 10/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes('/queues/projection.products/retry')),
      ).toBe(true),
    );
  });

  it('starts a rebuild and shows its progress', async () => {
    renderWithProviders(<OpsConsole />, { path: '/profile/site-management' });
    fireEvent.click(await screen.findByRole('button', { name: 'Перестроить: products' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes('/projections/products/rebuild')),
      ).toBe(true),
    );
    cleanup();
    answer = status({
      rebuild: {
        collection: 'products_v1_r1',
        startedAt: '2026-11-24T10:00:00.000Z',
        position: { commit: 240, prepare: 240 },
        applied: 240,
        caughtUp: false,
        percent: 48,
      },
    });
    renderWithProviders(<OpsConsole />, { path: '/profile/site-management' });
    expect(await screen.findByText('Перестройка: 48%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: /products/ })).toBeTruthy();
  });
});
