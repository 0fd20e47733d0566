import { describe, expect, it } from 'vitest';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import type { DocumentEvent } from '../../backend/modules/accounting/published.ts';
import { accountingDocumentsProjection } from './accounting-documents.ts';

const party = (id: number, name: string) => ({ id, name, inn: null, kpp: null, address: null });
const issued = (
  number: number,
  corrects: { documentId: string; number: number; reason: string } | null = null,
) => ({
  type: 'DocumentIssued' as const,
  data: {
    documentId: `20-2026-invoice-${number}`,
    docType: 'invoice' as const,
    number,
    year: 2026,
    deal: { kind: 'order' as const, id: 5, label: 'Заявка З-000005' },
    seller: party(20, 'ООО Поставщик'),
    buyer: party(10, 'ООО Покупатель'),
    lines: [{ name: 'Рама боковая', quantity: 1, unit: 'шт', price: 1200, amount: 1200 }],
    total: 1200,
    vatRate: 20 as const,
    vat: 200,
    issuedOn: '2026-11-25',
    corrects,
  },
  metadata: { at: `2026-11-25T1${number}:00:00.000Z`, userId: '20', role: 'supplier' },
});

describe('accounting documents projection', () => {
  it('keeps each document as issued; payments and a correction only mark it', async () => {
    const payment = {
      type: 'DocumentPaymentRecorded' as const,
      data: { documentId: '20-2026-invoice-1', status: 'partly' as const, paid: 500 },
      metadata: { at: '2026-11-25T12:30:00.000Z', userId: '20', role: 'supplier' },
    };
    const documents = await ProjectionSpecification.for(accountingDocumentsProjection)
      .given(
        issued(1),
        payment,
        issued(2, { documentId: '20-2026-invoice-1', number: 1, reason: 'Неверный КПП' }),
      )
      .documents();
    const byId = new Map(documents.map((doc) => [doc._id, doc]));
    expect(byId.get('20-2026-invoice-1')).toMatchObject({
      number: 1,
      total: 1200,
      sellerId: 20,
      buyerId: 10,
      paymentStatus: 'partly',
      paid: 500,
      correctedBy: { documentId: '20-2026-invoice-2', number: 2 },
      issuedAt: '2026-11-25T11:00:00.000Z',
    });
    expect(byId.get('20-2026-invoice-2')).toMatchObject({
      number: 2,
      paymentStatus: 'unpaid',
      correctedBy: null,
      corrects: { number: 1 },
    });
  });

  it('a УКД marks the УПД it corrects and the deal’s invoice as returned (ADR 0078)', async () => {
    const upd = {
      ...issued(1),
      data: { ...issued(1).data, documentId: '20-2026-upd-1', docType: 'upd' as const },
    };
    const ukd = {
      ...issued(1),
      data: {
        ...issued(1).data,
        documentId: '20-2026-ukd-1',
        docType: 'ukd' as const,
        adjusts: {
          documentId: '20-2026-upd-1',
          number: 1,
          issuedOn: '2026-11-25',
          reason: 'Возврат товара покупателем',
          invoice: { documentId: '20-2026-invoice-1', number: 1 },
          lines: [],
        },
      },
    };
    const documents = await ProjectionSpecification.for(accountingDocumentsProjection)
      .given(issued(1), upd, ukd)
      .documents();
    const byId = new Map(documents.map((doc) => [doc._id, doc]));
    for (const id of ['20-2026-invoice-1', '20-2026-upd-1'])
      expect(byId.get(id)).toMatchObject({
        returnedBy: { documentId: '20-2026-ukd-1', number: 1 },
        correctedBy: null,
      });
    expect(byId.get('20-2026-ukd-1')).toMatchObject({
      docType: 'ukd',
      returnedBy: null,
      adjusts: { number: 1 },
    });
  });

  it('a payment for a document it never saw creates nothing', async () => {
    const event: DocumentEvent = {
      type: 'DocumentPaymentRecorded',
      data: { documentId: '20-2026-invoice-9', status: 'paid', paid: 1 },
    };
    expect(
      await ProjectionSpecification.for(accountingDocumentsProjection)
        .given({ ...event, metadata: { at: '2026-11-25T10:00:00.000Z' } })
        .documents(),
    ).toEqual([]);
  });
});
