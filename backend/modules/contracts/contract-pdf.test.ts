import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PDF_RUNS, anyText, isPdf } from '../../../tests/support/any-text.ts';
import { contractPdf } from './contract-pdf.ts';
import { contractText, type ContractCompany } from './contract-text.ts';

const company = (name: string, address: string): ContractCompany => ({
  name,
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  address,
  bank: {
    bankName: name,
    bik: '044525225',
    corrAccount: '30101810400000000225',
    account: '40702810938000012345',
  },
});

describe('a contract of any text (ADR 0051)', () => {
  it('is made, and is a PDF file', async () => {
    const texts = fc.record({
      subject: anyText,
      terms: anyText,
      reference: anyText,
      supplier: anyText,
      buyer: anyText,
      address: anyText,
    });
    await fc.assert(
      fc.asyncProperty(texts, async (t) => {
        const text = contractText({
          number: 'Д-000007',
          signed: true,
          signedOn: '2026-11-27',
          terms: {
            subject: t.subject,
            validFrom: '2026-01-01',
            validTo: '2026-12-31',
            prepaymentPercent: 30,
            deferralDays: 10,
            deliveryTerms: t.terms,
            priceReference: t.reference,
          },
          supplier: company(t.supplier, t.address),
          buyer: company(t.buyer, t.address),
        });
        expect(isPdf(await contractPdf(text, t.supplier))).toBe(true);
      }),
      PDF_RUNS,
    );
  }, 180_000);
});
