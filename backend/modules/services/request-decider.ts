import { DomainError, conflict, notFound, deciderOf } from '../../kit/write/index.ts';
import type { RequestStatus, ServiceRequestEvent, ServiceRequestSent } from './events.ts';
import { MESSAGES } from './rules.ts';
import { REQUEST_STATUS_LABELS, requestStatusAfter } from './statuses.ts';

export { REQUEST_STATUS_LABELS };

/** How far a request has come as a deal its documents bill: agreed once accepted, delivered once done. */
export const requestDealStage = (status: RequestStatus): 'open' | 'agreed' | 'delivered' =>
  status === 'done' ? 'delivered' : status === 'accepted' ? 'agreed' : 'open';

export interface RequestActor {
  readonly userId: number;
  readonly role: 'admin' | 'supplier' | 'buyer';
}

export interface RequestState {
  readonly status: RequestStatus | null;
  readonly sent: ServiceRequestSent | null;
  /** The last quoted price (null until quoted): what an invoice bills once accepted. */
  readonly price: number | null;
}

export type RequestCommand =
  | ({ readonly kind: 'send' } & ServiceRequestSent)
  | {
      readonly kind: 'quote';
      readonly actor: RequestActor;
      readonly price: number;
      readonly date: string | null;
      readonly comment: string | null;
    }
  | { readonly kind: 'accept' | 'complete'; readonly actor: RequestActor }
  | { readonly kind: 'decline' | 'cancel'; readonly actor: RequestActor; readonly reason: string | null };

export const noRequest: RequestState = { status: null, sent: null, price: null };

const forbidden = (message: string): DomainError => new DomainError(403, 'forbidden', message);
const wrongStep = (status: RequestStatus): DomainError =>
  conflict(MESSAGES.wrongStep(REQUEST_STATUS_LABELS[status]));
const FINAL: ReadonlySet<RequestStatus> = new Set(['declined', 'refused', 'cancelled', 'done']);

/**
 * A service request between its requester and the service's supplier (ADR 0028):
 * new → quoted (supplier: price, date, comment) → accepted or declined (requester) → done (supplier);
 * the requester may cancel before a quote comes; the supplier may refuse a new request with a
 * reason, or quote again while the requester has not answered.
 */
function decide(command: RequestCommand, state: RequestState): ServiceRequestEvent[] {
  if (command.kind === 'send') {
    if (state.status !== null) throw conflict('Заявка уже существует');
    const { kind: _kind, ...data } = command;
    return [{ type: 'ServiceRequestSent', data }];
  }
  if (state.status === null || state.sent === null) throw notFound(MESSAGES.requestNotFound);
  const { actor } = command;
  const { requestId, supplierId, requesterId } = state.sent;
  const isSupplier = actor.userId === supplierId;
  const isRequester = actor.userId === requesterId;
  if (!isSupplier && !isRequester) {
    if (actor.role === 'admin') throw forbidden(MESSAGES.partiesOnly);
    throw notFound(MESSAGES.requestNotFound);
  }
  if (FINAL.has(state.status)) throw conflict(MESSAGES.finished);
  switch (command.kind) {
    case 'quote':
      if (!isSupplier) throw forbidden(MESSAGES.supplierStep);
      if (state.status !== 'new' && state.status !== 'quoted') throw wrongStep(state.status);
      return [
        {
          type: 'ServiceRequestQuoted',
          data: { requestId, price: command.price, date: command.date, comment: command.comment },
        },
      ];
    case 'accept':
      if (!isRequester) throw forbidden(MESSAGES.requesterStep);
      if (state.status !== 'quoted') throw wrongStep(state.status);
      return [{ type: 'ServiceRequestAccepted', data: { requestId } }];
    case 'decline':
      if (isSupplier) {
        if (state.status !== 'new' && state.status !== 'quoted') throw wrongStep(state.status);
        if (command.reason === null)
          throw new DomainError(400, 'bad_request', MESSAGES.reason, { reason: MESSAGES.reason });
        return [
          { type: 'ServiceRequestDeclined', data: { requestId, by: 'supplier', reason: command.reason } },
        ];
      }
      if (state.status !== 'quoted') throw wrongStep(state.status);
      return [
        { type: 'ServiceRequestDeclined', data: { requestId, by: 'requester', reason: command.reason } },
      ];
    case 'cancel':
      if (!isRequester) throw forbidden(MESSAGES.requesterStep);
      // Once quoted, the requester answers the quote (accept or decline) instead.
      if (state.status !== 'new') throw wrongStep(state.status);
      return [{ type: 'ServiceRequestCancelled', data: { requestId, reason: command.reason } }];
    case 'complete':
      if (!isSupplier) throw forbidden(MESSAGES.supplierStep);
      if (state.status !== 'accepted') throw wrongStep(state.status);
      return [{ type: 'ServiceRequestCompleted', data: { requestId } }];
  }
}

function evolve(state: RequestState, event: ServiceRequestEvent): RequestState {
  const status = requestStatusAfter(event);
  switch (event.type) {
    case 'ServiceRequestSent':
      return { status, sent: event.data, price: null };
    case 'ServiceRequestQuoted':
      return { ...state, status, price: event.data.price };
    default:
      return { ...state, status };
  }
}

export const requestDecider = deciderOf(noRequest, evolve, decide);
