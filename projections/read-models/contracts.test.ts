import { describe, expect, it } from 'vitest';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { contractsProjection } from './contracts.ts';

const at = (hour: number, userId: string) => ({
  at: `2026-11-25T${String(hour).padStart(2, '0')}:00:00.000Z`,
  userId,
  role: 'supplier',
});
const terms = {
  subject: 'Поставка',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  prepaymentPercent: 0,
  deferralDays: 0,
  deliveryTerms: '',
  priceReference: '',
};

describe('contracts projection', () => {
  it('keeps the status, the reason, the sides of each step and the scans', async () => {
    const [doc] = await ProjectionSpecification.for(contractsProjection)
      .given(
        {
          type: 'ContractDrafted',
          data: {
            contractId: 3,
            number: 'Д-000003',
            proposedBy: 'buyer',
            supplier: { companyId: 1, name: 'ООО Рама', inn: '7707083893' },
            buyer: { companyId: 2, name: 'АО Депо', inn: '7736207543' },
            terms,
          },
          metadata: at(9, '20'),
        },
        { type: 'ContractSentForSignature', data: { contractId: 3 }, metadata: at(10, '20') },
        {
          type: 'ContractChangesRequested',
          data: { contractId: 3, comment: 'Срок до 2027' },
          metadata: at(11, '30'),
        },
        { type: 'ContractSentForSignature', data: { contractId: 3 }, metadata: at(12, '20') },
        { type: 'ContractSigned', data: { contractId: 3 }, metadata: at(13, '30') },
        {
          type: 'ContractScanAttached',
          data: { contractId: 3, url: '/uploads/documents/d.pdf', by: 'supplier' },
          metadata: at(14, '30'),
        },
      )
      .documents();
    expect(doc).toMatchObject({
      // Drafted and signed before ADR 0052: the company it was drafted for signed it.
      id: 3,
      status: 'signed',
      reason: null,
      companyIds: [2, 1],
      openInn: null,
      signedAt: '2026-11-25T13:00:00.000Z',
      updatedAt: '2026-11-25T14:00:00.000Z',
      scans: [{ url: '/uploads/documents/d.pdf', side: 'supplier' }],
    });
    expect(doc!.history.map((step) => [step.action, step.side, step.text])).toEqual([
      ['Договор составлен', 'buyer', null],
      ['Отправлен на подписание', 'buyer', null],
      ['Запрошены изменения', 'supplier', 'Срок до 2027'],
      ['Отправлен на подписание', 'buyer', null],
      ['Подписан обеими сторонами', 'supplier', null],
      ['Приложен подписанный скан', 'supplier', null],
    ]);
  });

  it('keeps a contract addressed to an ИНН open to it until a company signs for it (ADR 0052)', async () => {
    const drafted = {
      type: 'ContractDrafted',
      data: {
        contractId: 4,
        number: 'Д-000004',
        proposedBy: 'supplier',
        supplier: { companyId: 1, name: 'ООО Рама', inn: '7707083893' },
        buyer: { companyId: null, name: 'ИНН 7736207543', inn: '7736207543' },
        terms,
      },
      metadata: at(9, '20'),
    };
    const sent = { type: 'ContractSentForSignature', data: { contractId: 4 }, metadata: at(10, '20') };
    const [open] = await ProjectionSpecification.for(contractsProjection).given(drafted, sent).documents();
    expect(open).toMatchObject({
      companyIds: [1],
      openInn: '7736207543',
      buyer: { companyId: null, inn: '7736207543' },
    });
    const [signed] = await ProjectionSpecification.for(contractsProjection)
      .given(drafted, sent, {
        type: 'ContractSigned',
        data: { contractId: 4, signer: { companyId: 6, name: 'АО Депо' } },
        metadata: at(11, '30'),
      })
      .documents();
    expect(signed).toMatchObject({
      companyIds: [1, 6],
      openInn: null,
      buyer: { companyId: 6, name: 'АО Депо', inn: '7736207543' },
    });
  });
});
