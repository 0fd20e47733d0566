import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../../shared/session';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ContractsSection } from './ContractsSection';

const terms = {
  subject: 'Поставка боковых рам',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  prepaymentPercent: 30,
  deferralDays: 0,
  deliveryTerms: '',
  priceReference: '',
};
/** Proposed by the supplier to an ИНН no verified company holds yet (ADR 0052). */
const waiting = {
  id: 9,
  number: 'Д-000009',
  status: 'sent',
  displayStatus: 'sent',
  statusLabel: 'На подписании',
  mySide: 'supplier',
  proposedBy: 'supplier',
  supplier: { companyId: 3, name: 'ООО «Вагонкомплект»', inn: '7707083893' },
  buyer: { companyId: null, name: '', inn: '7736207543' },
  companyIds: [3],
  terms,
  termsLine: 'По договору Д-000009, предоплата 30%',
  scans: [],
  reason: null,
  signedAt: null,
  history: [
    {
      at: '2026-11-20T08:00:00.000Z',
      action: 'Договор составлен',
      side: 'supplier',
      userId: '2',
      text: null,
    },
  ],
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  awaitingVerification: true,
};

const fetchMock = vi.fn<typeof fetch>();

function signIn(verified: boolean) {
  startSession({
    accessToken: 'a.b.c',
    refreshToken: 'r',
    user: {
      id: 2,
      email: 'sales@vagon.ru',
      role: 'supplier',
      firstName: 'Пётр',
      lastName: 'Ильин',
      middleName: '',
      companyId: 3,
      isCompanyAdmin: true,
      Company: { id: 3, verified },
    },
  });
}

beforeEach(() => {
  clearSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/contracts?') || url === '/api/contracts')
      return jsonResponse({ contracts: [waiting] });
    if (url === '/api/contracts/9') return jsonResponse(waiting);
    return jsonResponse({ message: 'Не найдено' }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("'Договора' and a contract addressed to an ИНН nobody has proved", () => {
  it('tells the proposer the contract waits for the company with that ИНН to be verified, and why', async () => {
    signIn(true);
    renderWithProviders(<ContractsSection />);
    const row = (await screen.findByRole('button', { name: 'Д-000009' })).closest('tr')!;
    expect(within(row).getByText('Ждёт подтверждения ИНН').textContent).toBe('Ждёт подтверждения ИНН');
    expect(within(row).getByText('ИНН 7736207543').textContent).toBe('ИНН 7736207543');
    expect(screen.queryByText(/приходят только после её проверки/)).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Д-000009' }));
    const panel = await screen.findByRole('dialog', { name: 'Договор Д-000009' });
    expect(within(panel).getByRole('status').textContent).toContain(
      'Договор ожидает подтверждения компании с ИНН 7736207543',
    );
    expect(within(panel).getByText('Ожидает подтверждения компании с ИНН 7736207543').textContent).toContain(
      '7736207543',
    );
  });

  it("tells an unverified company's people that contracts addressed to its ИНН come after the check", async () => {
    signIn(false);
    renderWithProviders(<ContractsSection />);
    expect(
      (
        await screen.findByText(
          /Договоры, адресованные ИНН вашей компании, приходят только после её проверки/,
        )
      ).textContent,
    ).toContain('Данные компании');
  });
});
