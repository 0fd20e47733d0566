import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { MESSAGES, documentDecider, settingsDecider, type DocumentCommand } from './decider.ts';
import { documentEvents, settingsEvents, type DocumentEvent } from './events.ts';

const spec = DeciderSpecification.for(documentDecider, documentEvents);
const party = (id: number, name: string) => ({ id, name, inn: '7707083893', kpp: null, address: 'Москва' });
const base = {
  sellerId: 20,
  year: 2026,
  seller: party(20, 'ООО Поставщик'),
  buyer: party(10, 'ООО Покупатель'),
  lines: [{ name: 'Рама боковая', quantity: 2, unit: 'шт', price: 50_000, amount: 100_000 }],
  total: 100_000,
  vatRate: 20 as const,
  vat: 16_666.67,
  issuedOn: '2026-11-25',
  basis: null,
  shipment: null,
};
const issue = (dealId: number, docType: 'invoice' | 'upd' = 'invoice'): DocumentCommand => ({
  kind: 'issue',
  ...base,
  docType,
  deal: { kind: 'order', id: dealId, label: `Заявка ${dealId}` },
});
const issued = (dealId: number, number: number, docType: 'invoice' | 'upd' = 'invoice'): DocumentEvent => {
  const {
    sellerId: _sellerId,
    kind: _kind,
    ...data
  } = issue(dealId, docType) as Extract<DocumentCommand, { kind: 'issue' }>;
  return {
    type: 'DocumentIssued',
    data: { ...data, documentId: `20-2026-${docType}-${number}`, number, corrects: null },
  };
};

describe('documents of a seller and year (ADR 0032)', () => {
  it('numbers each type 1, 2, 3 … on its own', () => {
    spec
      .given()
      .when(issue(5))
      .then([issued(5, 1)]);
    spec
      .given(issued(5, 1))
      .when(issue(6))
      .then([issued(6, 2)]);
    spec
      .given(issued(5, 1), issued(6, 2))
      .when(issue(5, 'upd'))
      .then([issued(5, 1, 'upd')]);
  });

  it('issues one document of a type per deal; a second is a correction', () => {
    spec.given(issued(5, 1)).when(issue(5)).thenRefused({ status: 409, message: MESSAGES.alreadyIssued });
  });

  it('a correction is a new number naming the old document, with a reason; only the latest is corrected', () => {
    const correct = (documentId: string, reason: string): DocumentCommand => ({
      kind: 'correct',
      ...base,
      docType: 'invoice',
      deal: { kind: 'order', id: 5, label: 'Заявка 5' },
      documentId,
      reason,
    });
    const [event] = spec
      .given(issued(5, 1), issued(6, 2))
      .when(correct('20-2026-invoice-1', ' Неверный КПП '))
      .then([
        {
          ...issued(5, 3),
          data: {
            ...issued(5, 3).data,
            corrects: { documentId: '20-2026-invoice-1', number: 1, reason: 'Неверный КПП' },
          },
        } as DocumentEvent,
      ]);
    const corrected = event!;
    spec
      .given(issued(5, 1))
      .when(correct('20-2026-invoice-1', '  '))
      .thenRefused({ status: 400, message: MESSAGES.correctionReason });
    spec
      .given(issued(5, 1), issued(6, 2), corrected)
      .when(correct('20-2026-invoice-1', 'Ещё раз'))
      .thenRefused({ status: 409, message: MESSAGES.correctionOfCorrection });
    spec
      .given(issued(5, 1))
      .when(correct('20-2026-invoice-9', 'Нет такого'))
      .thenRefused({ status: 404, message: MESSAGES.documentNotFound });
  });

  it('payments are marked on invoices, between nothing and the total', () => {
    const pay = (paid: number, documentId = '20-2026-invoice-1'): DocumentCommand => ({
      kind: 'recordPayment',
      documentId,
      paid,
    });
    spec
      .given(issued(5, 1))
      .when(pay(40_000))
      .then([
        {
          type: 'DocumentPaymentRecorded',
          data: { documentId: '20-2026-invoice-1', status: 'partly', paid: 40_000 },
        },
      ]);
    spec
      .given(issued(5, 1))
      .when(pay(100_000))
      .then([
        {
          type: 'DocumentPaymentRecorded',
          data: { documentId: '20-2026-invoice-1', status: 'paid', paid: 100_000 },
        },
      ]);
    spec
      .given(issued(5, 1))
      .when(pay(0))
      .then([
        {
          type: 'DocumentPaymentRecorded',
          data: { documentId: '20-2026-invoice-1', status: 'unpaid', paid: 0 },
        },
      ]);
    spec.given(issued(5, 1)).when(pay(100_000.01)).thenRefused({ status: 400, message: MESSAGES.paidAmount });
    spec.given(issued(5, 1)).when(pay(-1)).thenRefused({ status: 400, message: MESSAGES.paidAmount });
    spec
      .given(issued(5, 1, 'upd'))
      .when(pay(1, '20-2026-upd-1'))
      .thenRefused({ status: 409, message: MESSAGES.paymentOnInvoice });
  });

  it('numbers stay gap-free whatever order the issues are decided in', () => {
    let events: DocumentEvent[] = [];
    for (let dealId = 1; dealId <= 50; dealId += 1) {
      const decided = spec
        .given(...events)
        .when(issue(dealId))
        .then([issued(dealId, dealId)]);
      events = [...events, ...decided];
    }
    expect(events.map((event) => (event.type === 'DocumentIssued' ? event.data.number : 0))).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});

describe('the УКД of a returned order (ADR 0078)', () => {
  const ukd = (
    over: Partial<Extract<DocumentCommand, { kind: 'returnCorrection' }>> = {},
  ): DocumentCommand => ({
    kind: 'returnCorrection',
    sellerId: 20,
    year: 2026,
    deal: { kind: 'order', id: 5, label: 'Заявка 5' },
    seller: base.seller,
    buyer: base.buyer,
    returned: true,
    reason: 'Возврат товара покупателем: Брак подтверждён',
    issuedOn: '2026-11-27',
    ...over,
  });
  const before = {
    quantity: 2,
    price: 41_666.67,
    amountWithoutVat: 83_333.33,
    vat: 16_666.67,
    amount: 100_000,
  };
  const issuedUkd = (invoice: { documentId: string; number: number } | null): DocumentEvent => ({
    type: 'DocumentIssued',
    data: {
      documentId: '20-2026-ukd-1',
      docType: 'ukd',
      number: 1,
      year: 2026,
      deal: { kind: 'order', id: 5, label: 'Заявка 5' },
      seller: base.seller,
      buyer: base.buyer,
      lines: [{ ...base.lines[0]!, vat: 16_666.67 }],
      total: 100_000,
      vatRate: 20,
      vat: 16_666.67,
      issuedOn: '2026-11-27',
      basis: null,
      shipment: null,
      adjusts: {
        documentId: '20-2026-upd-1',
        number: 1,
        issuedOn: '2026-11-25',
        reason: 'Возврат товара покупателем: Брак подтверждён',
        invoice,
        lines: [
          {
            name: 'Рама боковая',
            code: null,
            unit: 'шт',
            unitCode: null,
            before,
            after: { quantity: 0, price: 41_666.67, amountWithoutVat: 0, vat: 0, amount: 0 },
          },
        ],
      },
      corrects: null,
    },
  });

  it('corrects the deal’s УПД: its figures before, nothing after, the decrease as its own lines; numbered on its own', () => {
    spec
      .given(issued(5, 1), issued(5, 1, 'upd'))
      .when(ukd())
      .then([issuedUkd({ documentId: '20-2026-invoice-1', number: 1 })]);
    spec
      .given(issued(5, 1, 'upd'))
      .when(ukd())
      .then([issuedUkd(null)]);
  });

  it('only for a returned order, only once per УПД, only when a УПД was issued', () => {
    spec
      .given(issued(5, 1, 'upd'))
      .when(ukd({ returned: false }))
      .thenRefused({ status: 409, message: MESSAGES.notReturned });
    spec.given(issued(5, 1)).when(ukd()).thenRefused({ status: 409, message: MESSAGES.noUpd });
    spec
      .given(issued(5, 1, 'upd'), issuedUkd(null))
      .when(ukd())
      .thenRefused({ status: 409, message: MESSAGES.ukdIssued(1) });
  });

  it('a returned deal’s invoice is paid no more: a payment may only be lowered; the УКД is not corrected again', () => {
    const paid: DocumentEvent = {
      type: 'DocumentPaymentRecorded',
      data: { documentId: '20-2026-invoice-1', status: 'partly', paid: 40_000 },
    };
    const returnedDeal = [
      issued(5, 1),
      paid,
      issued(5, 1, 'upd'),
      issuedUkd({ documentId: '20-2026-invoice-1', number: 1 }),
    ] as const;
    spec
      .given(...returnedDeal)
      .when({ kind: 'recordPayment', documentId: '20-2026-invoice-1', paid: 50_000 })
      .thenRefused({ status: 409, message: MESSAGES.paymentAfterReturn(1) });
    spec
      .given(...returnedDeal)
      .when({ kind: 'recordPayment', documentId: '20-2026-invoice-1', paid: 0 })
      .then([
        {
          type: 'DocumentPaymentRecorded',
          data: { documentId: '20-2026-invoice-1', status: 'unpaid', paid: 0 },
        },
      ]);
    spec
      .given(...returnedDeal)
      .when({
        kind: 'correct',
        ...base,
        docType: 'ukd',
        deal: { kind: 'order', id: 5, label: 'Заявка 5' },
        documentId: '20-2026-ukd-1',
        reason: 'Опечатка',
      })
      .thenRefused({ status: 409, message: MESSAGES.ukdNotCorrected });
  });
});

describe('a seller’s VAT (ADR 0056)', () => {
  const settings = DeciderSpecification.for(settingsDecider, settingsEvents);
  it('is the general rate until set; setting the same kind records nothing', () => {
    expect(settings.given().state.vatKind).toBe('general');
    settings
      .given()
      .when({ kind: 'setVatKind', sellerId: 20, vatKind: 'none' })
      .then([{ type: 'VatKindSet', data: { sellerId: 20, vatKind: 'none' } }]);
    settings.given().when({ kind: 'setVatKind', sellerId: 20, vatKind: 'general' }).then([]);
  });

  it('reads a number stored before the kinds as its kind: 20 is the general rate', () => {
    const stored = (vatRate: 20 | 10 | 0 | null) => ({
      type: 'VatRateSet' as const,
      data: { sellerId: 20, vatRate },
    });
    expect(settings.given(stored(20)).state.vatKind).toBe('general');
    expect(settings.given(stored(10)).state.vatKind).toBe('reduced10');
    expect(settings.given(stored(0)).state.vatKind).toBe('zero');
    expect(settings.given(stored(null)).state.vatKind).toBe('none');
    settings.given(stored(null)).when({ kind: 'setVatKind', sellerId: 20, vatKind: 'none' }).then([]);
    settings
      .given(stored(null), { type: 'VatKindSet', data: { sellerId: 20, vatKind: 'simplified5' } })
      .when({ kind: 'setVatKind', sellerId: 20, vatKind: 'simplified5' })
      .then([]);
  });
});
