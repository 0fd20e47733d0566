import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { PendingDeals } from './PendingDeals';

// A returned order waits for its УКД in 'К выставлению' (ADR 0078): its status, the reason, the action.
let sent: unknown[] = [];
const returned = {
  kind: 'order',
  id: 7,
  label: 'Заявка З-000007: Рама боковая',
  buyerName: 'АО «Депо»',
  total: 194000,
  stage: 'returned',
  missing: ['ukd'],
  updatedAt: '2026-11-27T10:00:00.000Z',
  returnReason: 'Возврат товара покупателем: Брак подтверждён',
};

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse({ id: '20-2026-ukd-1', typeLabel: 'УКД', number: 1 }, 201);
      }
      return jsonResponse({ deals: [returned] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a returned deal to document', () => {
  it('shows «Возвращён» with the reason and issues its УКД', async () => {
    renderWithProviders(<PendingDeals />);
    const row = (await screen.findByText('Заявка З-000007: Рама боковая')).closest('tr')!;
    expect(within(row).getByText('Возвращён')).toBeTruthy();
    expect(row.textContent).toContain('Основание УКД: «Возврат товара покупателем: Брак подтверждён»');
    expect(within(row).queryByRole('button', { name: 'Выставить счёт' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Сформировать УКД' }));
    await waitFor(() => expect(sent).toEqual([{ dealKind: 'order', dealId: 7, docType: 'ukd' }]));
  });
});
