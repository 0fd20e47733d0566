import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { VatSettings } from './VatSettings';

// The seller's VAT is a kind of rate (ADR 0056): the choices name today's general rate, 22 %.
let sent: unknown[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { vatKind: string };
        sent.push(body);
        return jsonResponse({ vatKind: body.vatKind, vatRate: 7 });
      }
      return jsonResponse({ vatKind: 'general', vatRate: 22 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the VAT of new documents', () => {
  it('offers the general rate at 22 %, 10 %, 0 %, the simplified system’s 5 % and 7 %, and «Без НДС»', async () => {
    renderWithProviders(<VatSettings />);
    const general = await screen.findByRole<HTMLInputElement>('radio', { name: 'НДС 22 % — общая ставка' });
    expect(general.checked).toBe(true);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent?.trim())).toEqual([
      'НДС 22 % — общая ставка',
      'НДС 10 %',
      'НДС 0 %',
      'НДС 5 % — при упрощённой системе налогообложения',
      'НДС 7 % — при упрощённой системе налогообложения',
      'Без НДС — продавец не плательщик НДС',
    ]);
    expect(screen.getByText(/20 % в документах по 31\.12\.2025 и 22 % с 01\.01\.2026/).tagName).toBe('P');
  });

  it('saves the chosen kind, not a number', async () => {
    renderWithProviders(<VatSettings />);
    fireEvent.click(
      await screen.findByRole('radio', { name: 'НДС 7 % — при упрощённой системе налогообложения' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toEqual([{ vatKind: 'simplified7' }]));
  });
});
