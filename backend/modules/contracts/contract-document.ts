import { marketplaceDayOf } from '../../../shared/calendar/index.ts';
import { offThread } from '../../../infra/offload/index.ts';
import { contractText, type ContractCompany } from './contract-text.ts';
import type { ContractFields } from './view.ts';

/** A company's full requisites from 'Данные компании', given by the composition root; null when unknown. */
export type ContractRequisites = (companyId: number) => Promise<ContractCompany | null>;

/** The contract's text as a PDF: its terms as they stand and both sides' requisites as 'Данные компании' hold them today. */
export async function contractDocument(
  contract: Pick<ContractFields, 'number' | 'terms' | 'supplier' | 'buyer' | 'signedAt'>,
  requisites: ContractRequisites,
): Promise<Buffer> {
  const sideOf = async (party: ContractFields['supplier']): Promise<ContractCompany> =>
    (party.companyId ? await requisites(party.companyId) : null) ?? {
      name: party.name,
      inn: party.inn,
      kpp: null,
      ogrn: null,
      address: null,
      bank: null,
    };
  const [supplier, buyer] = await Promise.all([sideOf(contract.supplier), sideOf(contract.buyer)]);
  const text = contractText({
    number: contract.number,
    signed: contract.signedAt !== null,
    signedOn: contract.signedAt ? marketplaceDayOf(contract.signedAt) : null,
    terms: contract.terms,
    supplier,
    buyer,
  });
  // Drawn in a worker thread: a document's fonts and pages are seconds of CPU at worst (ADR 0075).
  return offThread.run<Buffer>(
    new URL('./contract-pdf.ts', import.meta.url),
    'contractPdf',
    text,
    supplier.name,
  );
}
