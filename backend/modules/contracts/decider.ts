import { DomainError, badRequest, conflict, notFound, deciderOf } from '../../kit/write/index.ts';
import type { ContractDrafted, ContractEvent, ContractSigner, ContractTermsValue } from './events.ts';
import { STATUS_LABELS, statusAfter, type ContractStatus } from './statuses.ts';

export { STATUS_LABELS, type ContractStatus };

export type ContractSide = 'supplier' | 'buyer';

export const MESSAGES = {
  notFound: 'Договор не найден',
  proposerStep: 'Это действие выполняет сторона, предложившая договор',
  counterpartyStep: 'Это действие выполняет другая сторона договора',
  wrongStep: (status: ContractStatus) => `Действие недоступно: договор в статусе «${STATUS_LABELS[status]}»`,
  reasonRequired: 'Укажите причину (до 2000 символов)',
  commentRequired: 'Опишите, что изменить (до 2000 символов)',
  adminReadOnly: 'Администратор видит договоры, но не подписывает их',
  scanPdf: 'Приложите скан договора в PDF',
} as const;

/** A member of one of the two companies, acting for that side; null for anyone else. */
export interface ContractActor {
  readonly side: ContractSide | null;
  readonly role: 'admin' | 'supplier' | 'buyer';
}

export interface ContractState {
  readonly status: ContractStatus | null;
  readonly drafted: ContractDrafted | null;
  readonly terms: ContractTermsValue | null;
  /** The company that signed for the side the contract is addressed to; null until signed. */
  readonly signer: ContractSigner | null;
}

export type ContractCommand =
  | ({ readonly kind: 'draft' } & ContractDrafted)
  | { readonly kind: 'revise'; readonly actor: ContractActor; readonly terms: ContractTermsValue }
  | { readonly kind: 'send'; readonly actor: ContractActor }
  /** `signer`: the company the signing person acts for (their own, holding the addressed ИНН verified). */
  | { readonly kind: 'sign'; readonly actor: ContractActor; readonly signer: ContractSigner | null }
  | { readonly kind: 'requestChanges'; readonly actor: ContractActor; readonly comment: string }
  | { readonly kind: 'decline' | 'terminate'; readonly actor: ContractActor; readonly reason: string }
  | { readonly kind: 'attachScan'; readonly actor: ContractActor; readonly url: string };

export const noContract: ContractState = { status: null, drafted: null, terms: null, signer: null };

/** The side a contract is addressed to by ИНН: the one that did not propose it. */
export const addressedSide = (drafted: ContractDrafted): ContractSide =>
  drafted.proposedBy === 'supplier' ? 'buyer' : 'supplier';

/** The company on a side: the proposer's own; on the addressed side the signer's, none before signing. */
export function companyOnSide(state: ContractState, side: ContractSide): number | null {
  if (!state.drafted) return null;
  return side === state.drafted.proposedBy
    ? state.drafted[side].companyId
    : (state.signer?.companyId ?? null);
}
const REASON_MAX = 2000;
const forbidden = (message: string) => new DomainError(403, 'forbidden', message);

function textOf(value: string, message: string): string {
  const text = value.trim();
  if (text === '' || text.length > REASON_MAX) throw badRequest(message, { reason: message });
  return text;
}

/**
 * A contract (issue 20): the proposer drafts and sends it; the other side signs it, asks for
 * changes (the proposer revises and sends again) or declines with a reason; either side may
 * terminate a signed contract with a reason; either side attaches the signed scan. Expiry is not
 * an event: a signed contract past its last day is expired when read.
 */
function decide(command: ContractCommand, state: ContractState): ContractEvent[] {
  if (command.kind === 'draft') {
    if (state.status !== null) throw conflict('Договор уже существует');
    const { kind: _kind, ...data } = command;
    return [{ type: 'ContractDrafted', data }];
  }
  if (state.status === null || !state.drafted) throw notFound(MESSAGES.notFound);
  const { actor } = command;
  if (actor.side === null)
    throw actor.role === 'admin' ? forbidden(MESSAGES.adminReadOnly) : notFound(MESSAGES.notFound);
  const contractId = state.drafted.contractId;
  const isProposer = actor.side === state.drafted.proposedBy;
  const step = (allowed: readonly ContractStatus[]) => {
    if (!allowed.includes(state.status!)) throw conflict(MESSAGES.wrongStep(state.status!));
  };
  switch (command.kind) {
    case 'revise':
      if (!isProposer) throw forbidden(MESSAGES.proposerStep);
      step(['draft', 'changes_requested']);
      return [{ type: 'ContractRevised', data: { contractId, terms: command.terms } }];
    case 'send':
      if (!isProposer) throw forbidden(MESSAGES.proposerStep);
      step(['draft', 'changes_requested']);
      return [{ type: 'ContractSentForSignature', data: { contractId } }];
    case 'sign':
      if (isProposer) throw forbidden(MESSAGES.counterpartyStep);
      step(['sent']);
      // Only a company the contract has reached signs for its side (ADR 0052).
      if (!command.signer) throw notFound(MESSAGES.notFound);
      return [{ type: 'ContractSigned', data: { contractId, signer: command.signer } }];
    case 'requestChanges':
      if (isProposer) throw forbidden(MESSAGES.counterpartyStep);
      step(['sent']);
      return [
        {
          type: 'ContractChangesRequested',
          data: { contractId, comment: textOf(command.comment, MESSAGES.commentRequired) },
        },
      ];
    case 'decline':
      if (isProposer) throw forbidden(MESSAGES.counterpartyStep);
      step(['sent']);
      return [
        {
          type: 'ContractDeclined',
          data: { contractId, reason: textOf(command.reason, MESSAGES.reasonRequired) },
        },
      ];
    case 'terminate':
      step(['signed']);
      return [
        {
          type: 'ContractTerminated',
          data: { contractId, by: actor.side, reason: textOf(command.reason, MESSAGES.reasonRequired) },
        },
      ];
    case 'attachScan':
      step(['sent', 'signed']);
      return [{ type: 'ContractScanAttached', data: { contractId, url: command.url, by: actor.side } }];
  }
}

function evolve(state: ContractState, event: ContractEvent): ContractState {
  const status = statusAfter(event) ?? state.status;
  switch (event.type) {
    case 'ContractDrafted':
      return { status, drafted: event.data, terms: event.data.terms, signer: null };
    case 'ContractRevised':
      return { ...state, terms: event.data.terms };
    case 'ContractSigned': {
      // Signed before ADR 0052: the company the contract was drafted for signed it.
      const legacy = state.drafted ? state.drafted[addressedSide(state.drafted)] : null;
      const signer =
        event.data.signer ?? (legacy?.companyId ? { companyId: legacy.companyId, name: legacy.name } : null);
      return { ...state, status, signer };
    }
    default:
      return { ...state, status };
  }
}

export const contractDecider = deciderOf(noContract, evolve, decide);

/** Whether a deal may be placed under the contract on `today`: signed and within its period. */
export function isInForce(state: ContractState, today: string): boolean {
  return (
    state.status === 'signed' &&
    state.terms !== null &&
    state.terms.validFrom <= today &&
    today <= state.terms.validTo
  );
}
