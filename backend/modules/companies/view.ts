import type { BankDetails, ProofKind } from './events.ts';
import type { Doc } from '../../../infra/read-store/index.ts';
import type { CompanySummary } from '../identity/published.ts';

export const COMPANIES_PROJECTION = 'companies';

/**
 * Read-model document of one company (projection `companies`): its requisites as a user's `Company`
 * shows them, and the rest; members come from the users' events.
 */
export interface CompanyDoc extends Doc, CompanySummary {
  founderId: number;
  memberIds: number[];
  adminIds: number[];
  createdAt: string;
  updatedAt: string;
  /** The bank for payments, printed on invoices (absent on documents projected before it existed). */
  bank?: BankDetails | null;
  /** Checked by a site admin against the state register (absent on documents projected before). */
  verified?: boolean;
  verifiedAt?: string | null;
  /** Why the last check was withdrawn. */
  verificationNote?: string | null;
  /** The last document the company sent to prove its requisites (absent before any). */
  proof?: CompanyProof | null;
}

/** A document proving a company's requisites, for the admin who verifies it. */
export interface CompanyProof {
  url: string;
  kind: ProofKind;
  submittedAt: string;
}

/** A company as the API answers it (also the `Company` of a user). */
export interface CompanyDto extends CompanySummary {
  verified: boolean;
  verifiedAt: string | null;
  verificationNote: string | null;
  proof: CompanyProof | null;
}

export function companyDto(doc: CompanyDoc): CompanyDto {
  return {
    id: doc.id,
    name: doc.name,
    inn: doc.inn,
    kpp: doc.kpp,
    ogrn: doc.ogrn,
    legalAddress: doc.legalAddress,
    verified: doc.verified ?? false,
    verifiedAt: doc.verifiedAt ?? null,
    verificationNote: doc.verificationNote ?? null,
    proof: doc.proof ?? null,
  };
}
