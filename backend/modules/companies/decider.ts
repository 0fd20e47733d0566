import { DomainError, badRequest, conflict, notFound, deciderOf } from '../../kit/write/index.ts';
import { PROOF_URL, type BankDetails, type CompanyEvent, type ProofKind } from './events.ts';
import { MESSAGES, type CompanyDetails } from './rules.ts';

/** Who acts on a company: the role from the access token, the company from the user's events. */
export interface Actor {
  readonly userId: number | null;
  readonly role: 'admin' | 'supplier' | 'buyer';
  readonly companyId: number | null;
  readonly isCompanyAdmin: boolean;
}

export interface CompanyState {
  readonly exists: boolean;
  readonly companyId: number;
  readonly details: CompanyDetails | null;
  readonly bank: BankDetails | null;
  /** A site admin checked the requisites, and they have not changed since. */
  readonly verified: boolean;
}

export type CompanyCommand =
  | {
      readonly kind: 'register';
      readonly companyId: number;
      readonly details: CompanyDetails;
      readonly founder: Actor;
    }
  | { readonly kind: 'change'; readonly details: CompanyDetails; readonly actor: Actor }
  | { readonly kind: 'changeBank'; readonly bank: BankDetails | null; readonly actor: Actor }
  | { readonly kind: 'cancel'; readonly reason: string }
  | {
      readonly kind: 'submitProof';
      readonly url: string;
      readonly proofKind: ProofKind;
      readonly actor: Actor;
    }
  | { readonly kind: 'verify'; readonly actor: Actor }
  | { readonly kind: 'revokeVerification'; readonly actor: Actor; readonly reason: string };

export const noCompany: CompanyState = {
  exists: false,
  companyId: 0,
  details: null,
  bank: null,
  verified: false,
};

const forbidden = (message: string): DomainError => new DomainError(403, 'forbidden', message);

/** A signed-in buyer or supplier who is in no company yet may found one. */
export function checkFounder(founder: Actor): void {
  if (founder.role !== 'buyer' && founder.role !== 'supplier') throw forbidden(MESSAGES.founderRole);
  if (founder.companyId !== null) throw conflict(MESSAGES.alreadyInCompany);
}

/** Members and site admins see a company. */
export function canView(actor: Actor, companyId: number): boolean {
  return actor.role === 'admin' || actor.companyId === companyId;
}

/** Its company admins and site admins change a company (404 first: unknown ids tell nothing more). */
export function checkEditor(state: CompanyState, actor: Actor): void {
  if (!state.exists) throw notFound(MESSAGES.notFound);
  if (actor.role === 'admin') return;
  if (actor.companyId !== state.companyId) throw forbidden(MESSAGES.notMember);
  if (!actor.isCompanyAdmin) throw forbidden(MESSAGES.notCompanyAdmin);
}

const same = (a: CompanyDetails, b: CompanyDetails): boolean =>
  a.name === b.name && a.kpp === b.kpp && a.ogrn === b.ogrn && a.legalAddress === b.legalAddress;

function decide(command: CompanyCommand, state: CompanyState): CompanyEvent[] {
  switch (command.kind) {
    case 'register': {
      if (state.exists) throw conflict(MESSAGES.innTaken);
      checkFounder(command.founder);
      if (command.founder.userId === null) throw forbidden(MESSAGES.founderRole);
      const { name, inn, kpp, ogrn, legalAddress } = command.details;
      return [
        {
          type: 'CompanyRegistered',
          data: {
            companyId: command.companyId,
            name,
            inn,
            kpp,
            ogrn,
            legalAddress,
            founderId: command.founder.userId,
          },
        },
      ];
    }
    case 'change': {
      checkEditor(state, command.actor);
      const current = state.details!;
      if (command.details.inn !== current.inn)
        throw badRequest(MESSAGES.innFixed, { inn: MESSAGES.innFixed });
      if (same(current, command.details)) return [];
      const { name, kpp, ogrn, legalAddress } = command.details;
      const changed: CompanyEvent = {
        type: 'CompanyDetailsChanged',
        data: { companyId: state.companyId, name, kpp, ogrn, legalAddress },
      };
      // What an admin checked no longer holds once the requisites change (unless an admin changed them).
      if (!state.verified || command.actor.role === 'admin') return [changed];
      return [
        changed,
        {
          type: 'CompanyVerificationRevoked',
          data: { companyId: state.companyId, reason: MESSAGES.requisitesChanged },
        },
      ];
    }
    case 'verify': {
      if (!state.exists) throw notFound(MESSAGES.notFound);
      if (command.actor.role !== 'admin') throw forbidden(MESSAGES.adminOnly);
      return state.verified ? [] : [{ type: 'CompanyVerified', data: { companyId: state.companyId } }];
    }
    case 'revokeVerification': {
      if (!state.exists) throw notFound(MESSAGES.notFound);
      if (command.actor.role !== 'admin') throw forbidden(MESSAGES.adminOnly);
      const reason = command.reason.trim();
      if (reason === '' || reason.length > 1000)
        throw badRequest(MESSAGES.reasonRequired, { reason: MESSAGES.reasonRequired });
      return state.verified
        ? [{ type: 'CompanyVerificationRevoked', data: { companyId: state.companyId, reason } }]
        : [];
    }
    case 'submitProof': {
      checkEditor(state, command.actor);
      const fields: Record<string, string> = {};
      if (!PROOF_URL.test(command.url)) fields.url = MESSAGES.proofFile;
      if (command.proofKind !== 'egrul' && command.proofKind !== 'letterhead')
        fields.kind = MESSAGES.proofKind;
      const first = Object.values(fields)[0];
      if (first !== undefined) throw badRequest(first, fields);
      return [
        {
          type: 'CompanyProofSubmitted',
          data: { companyId: state.companyId, url: command.url, kind: command.proofKind },
        },
      ];
    }
    case 'changeBank': {
      checkEditor(state, command.actor);
      const { bank } = command;
      const current = state.bank;
      if (bank === current || (bank && current && JSON.stringify(bank) === JSON.stringify(current)))
        return [];
      return [{ type: 'CompanyBankDetailsChanged', data: { companyId: state.companyId, bank } }];
    }
    case 'cancel':
      if (!state.exists) return [];
      return [
        {
          type: 'CompanyRegistrationCancelled',
          data: { companyId: state.companyId, reason: command.reason },
        },
      ];
  }
}

function evolve(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyRegistered': {
      const { companyId, name, inn, kpp, ogrn, legalAddress } = event.data;
      return {
        exists: true,
        companyId,
        details: { name, inn, kpp, ogrn, legalAddress },
        bank: null,
        verified: false,
      };
    }
    case 'CompanyDetailsChanged': {
      const { name, kpp, ogrn, legalAddress } = event.data;
      return { ...state, details: { ...state.details!, name, kpp, ogrn, legalAddress } };
    }
    case 'CompanyBankDetailsChanged':
      return { ...state, bank: event.data.bank };
    case 'CompanyProofSubmitted':
      return state;
    case 'CompanyVerified':
      return { ...state, verified: true };
    case 'CompanyVerificationRevoked':
      return { ...state, verified: false };
    case 'CompanyRegistrationCancelled':
      return noCompany;
  }
}

export const companyDecider = deciderOf(noCompany, evolve, decide);
