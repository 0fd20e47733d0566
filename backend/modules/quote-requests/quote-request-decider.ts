import {
  DomainError,
  badRequest,
  conflict,
  isWholeKopecks,
  notFound,
  marketplaceDayOf,
  deciderOf,
} from '../../kit/write/index.ts';
import type { QuoteAnswer, QuoteAward, QuoteRequestDrafted, QuoteRequestEvent } from './events.ts';
import { LIMITS, MESSAGES, UPLOADED, type AnswerInput, type AwardInput } from './rules.ts';

export interface QuoteActor {
  readonly userId: number;
  readonly role: 'admin' | 'supplier' | 'buyer';
}

export interface QuoteRequestState {
  readonly request: QuoteRequestDrafted | null;
  readonly sent: boolean;
  readonly deadline: string;
  readonly closedEarly: boolean;
  /** Each asked supplier's latest answer (earlier versions stay in the stream and the read model). */
  readonly answers: Readonly<Record<number, QuoteAnswer>>;
  readonly versions: Readonly<Record<number, number>>;
  readonly declined: ReadonlySet<number>;
  readonly awarded: boolean;
  readonly cancelled: boolean;
  readonly suspended: boolean;
}

export const noQuoteRequest: QuoteRequestState = {
  request: null,
  sent: false,
  deadline: '',
  closedEarly: false,
  answers: {},
  versions: {},
  declined: new Set(),
  awarded: false,
  cancelled: false,
  suspended: false,
};

/**
 * Whether answers are still taken at `now`: sent, not closed by the buyer, before the deadline, not
 * decided. Derived from the stream and the command's clock, as contracts derive «истёк»: no clock job
 * closes a request.
 */
export function takesAnswers(state: QuoteRequestState, now: string): boolean {
  return state.sent && !state.closedEarly && !state.awarded && !state.cancelled && now < state.deadline;
}

export type QuoteRequestCommand =
  | {
      readonly kind: 'create';
      readonly request: QuoteRequestDrafted;
      readonly send: boolean;
      readonly now: string;
    }
  | { readonly kind: 'send' | 'close' | 'resume'; readonly actor: QuoteActor; readonly now: string }
  | ({ readonly kind: 'answer'; readonly actor: QuoteActor; readonly now: string } & AnswerInput)
  | {
      readonly kind: 'decline' | 'cancel' | 'suspend';
      readonly actor: QuoteActor;
      readonly reason: string | null;
      readonly now: string;
    }
  | { readonly kind: 'extend'; readonly actor: QuoteActor; readonly deadline: string; readonly now: string }
  /** `orderIds`: ids allocated for the orders the awarded lines become, one per awarded line, in line order. */
  | {
      readonly kind: 'award';
      readonly actor: QuoteActor;
      readonly choice: AwardInput;
      readonly orderIds: readonly number[];
      readonly now: string;
    };

const forbidden = (message: string) => new DomainError(403, 'forbidden', message);
const refuse = (field: string, message: string): never => {
  throw badRequest(message, { [field]: message });
};
const isMoney = (value: number) => isWholeKopecks(value) && value >= 0 && value <= LIMITS.price;
const dayOf = marketplaceDayOf;

function checkDraft(request: QuoteRequestDrafted, send: boolean, now: string): void {
  if (request.lines.length === 0) refuse('lines', MESSAGES.noLines);
  if (request.lines.length > LIMITS.lines) refuse('lines', MESSAGES.tooManyLines);
  for (const line of request.lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > LIMITS.quantity)
      refuse('lines', MESSAGES.quantity);
    if (line.designation.trim() === '' || line.designation.length > LIMITS.designation)
      refuse('lines', MESSAGES.designation);
    if (line.name.length > LIMITS.name) refuse('lines', MESSAGES.lineName);
  }
  if (request.deliveryTo.trim() === '' || request.deliveryTo.length > LIMITS.deliveryTo)
    refuse('deliveryTo', MESSAGES.deliveryTo);
  if (request.wantedBy !== null && request.wantedBy < dayOf(now)) refuse('wantedBy', MESSAGES.wantedBy);
  if (request.paymentTerms !== null && request.paymentTerms.length > LIMITS.paymentTerms)
    refuse('paymentTerms', MESSAGES.paymentTerms);
  if (!(request.deadline > now)) refuse('deadline', MESSAGES.deadlinePast);
  if (request.comment !== null && request.comment.length > LIMITS.comment)
    refuse('comment', MESSAGES.comment);
  if (request.attachments.length > LIMITS.attachments) refuse('attachments', MESSAGES.attachments);
  for (const file of request.attachments) {
    if (!UPLOADED.test(file.url)) refuse('attachments', MESSAGES.attachmentForeign);
    if (file.name.trim() === '' || file.name.length > LIMITS.attachmentName)
      refuse('attachments', MESSAGES.attachmentName);
  }
  if (send && request.suppliers.length === 0) refuse('supplierIds', MESSAGES.noSuppliers);
  if (request.suppliers.length > LIMITS.suppliers) refuse('supplierIds', MESSAGES.tooManySuppliers);
  if (new Set(request.suppliers).size !== request.suppliers.length)
    refuse('supplierIds', MESSAGES.supplierTwice);
  if (request.suppliers.includes(request.buyerId)) refuse('supplierIds', MESSAGES.ownRequest);
}

function checkAnswer(command: AnswerInput, request: QuoteRequestDrafted, now: string): void {
  if (command.lines.length === 0) refuse('lines', MESSAGES.answerLines);
  const seen = new Set<number>();
  for (const line of command.lines) {
    const asked = request.lines.find((candidate) => candidate.lineId === line.lineId);
    if (!asked) refuse('lines', MESSAGES.lineUnknown(line.lineId));
    if (seen.has(line.lineId)) refuse('lines', MESSAGES.lineTwice(line.lineId));
    seen.add(line.lineId);
    if (!isMoney(line.unitPrice)) refuse('lines', MESSAGES.price);
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > LIMITS.quantity)
      refuse('lines', MESSAGES.answerQuantity);
    if (
      !Number.isInteger(line.leadTimeDays) ||
      line.leadTimeDays < 0 ||
      line.leadTimeDays > LIMITS.leadTimeDays
    )
      refuse('lines', MESSAGES.leadTime);
    if (asked!.condition === 'new' && line.condition !== 'new')
      refuse('lines', MESSAGES.newOnly(line.lineId));
  }
  if (command.validUntil < dayOf(now)) refuse('validUntil', MESSAGES.validUntil);
  if (command.comment !== null && command.comment.length > LIMITS.comment)
    refuse('comment', MESSAGES.comment);
}

/** The lines a choice awards, with the terms of the answers chosen; refused when a supplier gave no price for a line. */
function awardsOf(
  choice: AwardInput,
  state: QuoteRequestState,
  orderIds: readonly number[],
  now: string,
): QuoteAward[] {
  const request = state.request!;
  const wanted: Array<{ lineId: number; supplierId: number }> =
    'supplierId' in choice
      ? (state.answers[choice.supplierId]?.lines ?? []).map((line) => ({
          lineId: line.lineId,
          supplierId: choice.supplierId,
        }))
      : [...choice.lines];
  if ('supplierId' in choice) {
    if (!request.suppliers.includes(choice.supplierId)) refuse('supplierId', MESSAGES.awardNotAsked);
    if (wanted.length === 0) refuse('supplierId', MESSAGES.awardNothing);
  }
  const seen = new Set<number>();
  const awards = wanted.map(({ lineId, supplierId }, index): QuoteAward => {
    if (!request.lines.some((line) => line.lineId === lineId)) refuse('lines', MESSAGES.lineUnknown(lineId));
    if (seen.has(lineId)) refuse('lines', MESSAGES.awardLineTwice(lineId));
    seen.add(lineId);
    if (!request.suppliers.includes(supplierId)) refuse('lines', MESSAGES.awardNotAsked);
    const answer = state.answers[supplierId];
    const line = answer?.lines.find((candidate) => candidate.lineId === lineId);
    if (!answer || !line) refuse('lines', MESSAGES.awardNoAnswer(lineId));
    // «Действительно до» is the supplier's own word: past it the terms no longer bind it.
    if (answer!.validUntil < dayOf(now)) throw conflict(MESSAGES.awardExpired(lineId, answer!.validUntil));
    const orderId = orderIds[index];
    if (orderId === undefined) throw new Error('an order id is missing for an awarded line');
    return {
      lineId,
      supplierId,
      version: answer!.version,
      unitPrice: line!.unitPrice,
      quantity: line!.quantity,
      leadTimeDays: line!.leadTimeDays,
      condition: line!.condition,
      orderId,
    };
  });
  // In the request's line order: the orders are numbered as the buyer listed the lines.
  const order = new Map(request.lines.map((line, index) => [line.lineId, index]));
  return awards.sort((a, b) => order.get(a.lineId)! - order.get(b.lineId)!);
}

function decide(command: QuoteRequestCommand, state: QuoteRequestState): QuoteRequestEvent[] {
  if (command.kind === 'create') {
    if (state.request) throw conflict(MESSAGES.exists);
    checkDraft(command.request, command.send, command.now);
    const drafted: QuoteRequestEvent = { type: 'QuoteRequestDrafted', data: command.request };
    return command.send
      ? [drafted, { type: 'QuoteRequestSent', data: { requestId: command.request.requestId } }]
      : [drafted];
  }
  const { actor, now } = command;
  const request = state.request;
  if (!request) throw notFound(MESSAGES.notFound);
  const { requestId } = request;
  const isBuyer = actor.userId === request.buyerId && actor.role !== 'admin';
  const isAsked = state.sent && request.suppliers.includes(actor.userId) && actor.role !== 'admin';
  const isAdmin = actor.role === 'admin';
  if (!isBuyer && !isAsked && !isAdmin)
    throw forbidden(
      command.kind === 'answer' || command.kind === 'decline' ? MESSAGES.notAsked : MESSAGES.notParty,
    );
  const buyerOnly = () => {
    if (!isBuyer) throw forbidden(MESSAGES.buyerOnly);
  };
  const askedOnly = () => {
    if (!isAsked) throw forbidden(MESSAGES.notAsked);
  };
  const live = () => {
    if (state.awarded || state.cancelled) throw conflict(MESSAGES.finished);
  };
  const active = () => {
    if (state.suspended) throw conflict(MESSAGES.suspended);
  };
  const open = () => {
    if (!state.sent) throw conflict(MESSAGES.notSent);
    live();
    active();
    if (!takesAnswers(state, now)) throw conflict(MESSAGES.closed);
  };
  switch (command.kind) {
    case 'send':
      buyerOnly();
      if (state.sent) throw conflict(MESSAGES.draftOnly);
      live();
      checkDraft(request, true, now);
      return [{ type: 'QuoteRequestSent', data: { requestId } }];
    case 'answer': {
      askedOnly();
      open();
      checkAnswer(command, request, now);
      const version = (state.versions[actor.userId] ?? 0) + 1;
      return [
        {
          type: 'QuoteAnswered',
          data: {
            requestId,
            supplierId: actor.userId,
            version,
            lines: command.lines.map((line) => ({ ...line })),
            validUntil: command.validUntil,
            comment: command.comment,
          },
        },
      ];
    }
    case 'decline': {
      askedOnly();
      open();
      if (state.declined.has(actor.userId)) throw conflict(MESSAGES.alreadyDeclined);
      if (!command.reason) refuse('reason', MESSAGES.reason);
      if (command.reason!.length > LIMITS.reason) refuse('reason', MESSAGES.reasonTooLong);
      return [
        { type: 'QuoteDeclined', data: { requestId, supplierId: actor.userId, reason: command.reason! } },
      ];
    }
    case 'extend':
      buyerOnly();
      if (!state.sent) throw conflict(MESSAGES.notSent);
      live();
      active();
      if (state.closedEarly) throw conflict(MESSAGES.closedEarly);
      if (!(command.deadline > now)) refuse('deadline', MESSAGES.deadlinePast);
      if (!(command.deadline > state.deadline)) refuse('deadline', MESSAGES.deadlineNotLater);
      return [{ type: 'QuoteRequestDeadlineExtended', data: { requestId, deadline: command.deadline } }];
    case 'close':
      buyerOnly();
      if (!state.sent) throw conflict(MESSAGES.notSent);
      live();
      if (!takesAnswers(state, now)) throw conflict(MESSAGES.alreadyClosed);
      return [{ type: 'QuoteRequestClosed', data: { requestId } }];
    case 'award':
      buyerOnly();
      if (!state.sent) throw conflict(MESSAGES.notSent);
      live();
      active();
      if (takesAnswers(state, now)) throw conflict(MESSAGES.notClosed);
      return [
        {
          type: 'QuoteRequestAwarded',
          data: { requestId, awards: awardsOf(command.choice, state, command.orderIds, now) },
        },
      ];
    case 'cancel':
      buyerOnly();
      live();
      if (!command.reason) refuse('reason', MESSAGES.reason);
      if (command.reason!.length > LIMITS.reason) refuse('reason', MESSAGES.reasonTooLong);
      return [{ type: 'QuoteRequestCancelled', data: { requestId, reason: command.reason! } }];
    case 'suspend':
      if (!isAdmin) throw forbidden(MESSAGES.adminOnly);
      live();
      if (state.suspended) throw conflict(MESSAGES.alreadySuspended);
      if (!command.reason) refuse('reason', MESSAGES.reason);
      if (command.reason!.length > LIMITS.reason) refuse('reason', MESSAGES.reasonTooLong);
      return [{ type: 'QuoteRequestSuspended', data: { requestId, reason: command.reason! } }];
    case 'resume':
      if (!isAdmin) throw forbidden(MESSAGES.adminOnly);
      if (!state.suspended) throw conflict(MESSAGES.notSuspended);
      return [{ type: 'QuoteRequestResumed', data: { requestId } }];
  }
}

function evolve(state: QuoteRequestState, event: QuoteRequestEvent): QuoteRequestState {
  switch (event.type) {
    case 'QuoteRequestDrafted':
      return { ...state, request: event.data, deadline: event.data.deadline };
    case 'QuoteRequestSent':
      return { ...state, sent: true };
    case 'QuoteAnswered': {
      const declined = new Set(state.declined);
      declined.delete(event.data.supplierId);
      return {
        ...state,
        answers: { ...state.answers, [event.data.supplierId]: event.data },
        versions: { ...state.versions, [event.data.supplierId]: event.data.version },
        declined,
      };
    }
    case 'QuoteDeclined': {
      // A decline withdraws the supplier's answer: nothing of theirs can be awarded.
      const { [event.data.supplierId]: _withdrawn, ...answers } = state.answers;
      return { ...state, answers, declined: new Set([...state.declined, event.data.supplierId]) };
    }
    case 'QuoteRequestDeadlineExtended':
      return { ...state, deadline: event.data.deadline };
    case 'QuoteRequestClosed':
      return { ...state, closedEarly: true };
    case 'QuoteRequestAwarded':
      return { ...state, awarded: true };
    case 'QuoteRequestCancelled':
      return { ...state, cancelled: true, suspended: false };
    case 'QuoteRequestSuspended':
      return { ...state, suspended: true };
    case 'QuoteRequestResumed':
      return { ...state, suspended: false };
  }
}

export const quoteRequestDecider = deciderOf(noQuoteRequest, evolve, decide);
