import type { Doc } from '../../../infra/read-store/index.ts';
import type { ContractSide, ContractStatus } from './decider.ts';
import type { ContractParty, ContractTermsValue } from './events.ts';

export const CONTRACTS_PROJECTION = 'contracts';

export interface ContractStep {
  at: string;
  action: string;
  side: ContractSide | null;
  userId: string | null;
  /** The reason or the requested changes, where the step has one. */
  text: string | null;
}

/** One contract with its history (projection `contracts`). */
export interface ContractFields {
  id: number;
  number: string;
  status: ContractStatus;
  proposedBy: ContractSide;
  /** The proposer's company; the side addressed by ИНН has a company once one signed (ADR 0052). */
  supplier: ContractParty;
  buyer: ContractParty;
  /** The companies that hold it for good: the proposer's, and the signer's once signed. */
  companyIds: number[];
  /** The ИНН the contract is addressed to, while no company has signed for it: the company holding it verified receives it. */
  openInn: string | null;
  terms: ContractTermsValue;
  scans: Array<{ url: string; side: ContractSide; at: string }>;
  history: ContractStep[];
  /** The last decision's reason (declined, terminated) or the requested changes. */
  reason: string | null;
  signedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface ContractDoc extends Doc, ContractFields {}
