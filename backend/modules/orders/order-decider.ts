import {
  DomainError,
  badRequest,
  conflict,
  isCalendarDay,
  isWholeKopecks,
  notFound,
  deciderOf,
} from '../../kit/write/index.ts';
import type { DisputeCause, DisputeDecision, OrderEvent, OrderRequested } from './events.ts';
import { STATUS_LABELS, statusAfter, type OrderStatus } from './statuses.ts';

export { STATUS_LABELS, type OrderStatus };

/** Where no one can act any more. */
export const FINAL: ReadonlySet<OrderStatus> = new Set([
  'declined',
  'rejected',
  'closed',
  'cancelled',
  'returned',
]);

/** Where a buyer's dispute stands: open, answered by the seller, or decided by an admin. */
export type DisputeStatus = 'open' | 'answered' | DisputeDecision;
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'Спор открыт',
  answered: 'Продавец ответил по спору',
  returnAccepted: 'Возврат принят',
  rejected: 'Спор отклонён',
};
/** A dispute still waiting for an admin's decision. */
export const disputeOpen = (status: DisputeStatus | null | undefined): boolean =>
  status === 'open' || status === 'answered';

export interface OrderActor {
  readonly userId: number;
  readonly role: 'admin' | 'supplier' | 'buyer';
}

export interface OrderState {
  readonly status: OrderStatus | null;
  readonly request: OrderRequested | null;
  readonly suspended: boolean;
  readonly quantity: number;
  /** The seller's accepted price per piece (null until terms are given): what an invoice bills. */
  readonly unitPrice: number | null;
  /** The buyer's dispute, one per order (ADR 0060). */
  readonly dispute: DisputeStatus | null;
  /**
   * The buyer's receipt was recorded with its stock counted once on the product's stream (ADR 0084):
   * a pickup's pieces leave the warehouse, and counting them again is safe.
   */
  readonly receiptCountedOnce: boolean;
  /**
   * Returned pieces the seller put back on sale, once per order (ADR 0078): where, how many, and
   * whether the stock is counted once on the product's stream (recorded since ADR 0084).
   */
  readonly restock: {
    readonly warehouseId: number;
    readonly quantity: number;
    readonly countedOnce: boolean;
  } | null;
}

export type OrderCommand =
  | ({ readonly kind: 'request' } & OrderRequested)
  | {
      /**
       * A request for quotes awarded (ADR 0069): the order is requested and its terms agreed at once,
       * by the buyer who chose the seller's answer; the lifecycle continues at «accepted».
       */
      readonly kind: 'agree';
      readonly request: OrderRequested;
      readonly actor: OrderActor;
      readonly unitPrice: number;
      readonly deliveryDate: string;
      readonly terms: string | null;
      readonly today: string;
    }
  | {
      readonly kind: 'accept';
      readonly orderId: number;
      readonly actor: OrderActor;
      readonly unitPrice: number;
      readonly quantity: number;
      readonly deliveryDate: string;
      readonly terms: string | null;
      /** The seller's today (the date may not be in the past). */
      readonly today: string;
    }
  | {
      readonly kind: 'decline';
      readonly orderId: number;
      readonly actor: OrderActor;
      readonly reason: string | null;
    }
  | {
      readonly kind: 'confirm' | 'receive' | 'close' | 'resume';
      readonly orderId: number;
      readonly actor: OrderActor;
    }
  | {
      /** Delivery names its carrier and waybill (ТТН) or tracking number; pickup needs neither. */
      readonly kind: 'ship';
      readonly orderId: number;
      readonly actor: OrderActor;
      readonly carrier?: string | null | undefined;
      readonly trackingNumber?: string | null | undefined;
    }
  | {
      readonly kind: 'openDispute';
      readonly orderId: number;
      readonly actor: OrderActor;
      readonly cause: DisputeCause;
      readonly details: string | null;
    }
  | {
      /** The seller puts the returned pieces back on sale at one of their warehouses (ADR 0078). */
      readonly kind: 'restock';
      readonly orderId: number;
      readonly actor: OrderActor;
      readonly warehouseId: number;
      readonly warehouseName: string;
      readonly quantity: number;
    }
  | {
      readonly kind: 'answerDispute';
      readonly orderId: number;
      readonly actor: OrderActor;
      readonly answer: string | null;
    }
  | {
      readonly kind: 'resolveDispute';
      readonly orderId: number;
      readonly actor: OrderActor;
      readonly decision: DisputeDecision;
      readonly reason: string | null;
    }
  | {
      /** `cancel` is a party's step; `moderatorCancel` an admin's, in 'Модерация заказов'. */
      readonly kind: 'cancel' | 'moderatorCancel' | 'suspend';
      readonly orderId: number;
      readonly actor: OrderActor;
      readonly reason: string | null;
    };

/** The orders' text limits: the decider, the commands, the HTTP schemas and the API document use these alone. */
export const ADDRESS_MAX = 500;
export const COMMENT_MAX = 1000;
export const REASON_MAX = 1000;
export const TERMS_MAX = 2000;
export const CARRIER_MAX = 200;
export const TRACKING_MAX = 100;

export const MESSAGES = {
  notFound: 'Заявка не найдена',
  exists: 'Заявка уже существует',
  sellerOnly: 'Это действие доступно только продавцу товара',
  buyerOnly: 'Это действие доступно только покупателю',
  adminOnly: 'Это действие доступно только администратору',
  partiesOnly: 'Это действие доступно только участникам заявки',
  finished: 'Заявка уже завершена',
  suspended: 'Заявка приостановлена администратором',
  notSuspended: 'Заявка не приостановлена',
  alreadySuspended: 'Заявка уже приостановлена',
  wrongStep: (status: string) =>
    `Действие недоступно: заявка в статусе «${STATUS_LABELS[status as OrderStatus] ?? status}»`,
  reasonRequired: 'Укажите причину',
  reasonTooLong: `Причина не длиннее ${REASON_MAX} символов`,
  badPrice: 'Цена за штуку — число от 0 с точностью до копеек',
  badQuantity: 'Количество — целое число от 1',
  badDate: 'Укажите дату поставки не раньше сегодняшней',
  termsTooLong: `Условия не длиннее ${TERMS_MAX} символов`,
  cancelAfterConfirm: 'Подтверждённый заказ может отменить только продавец с указанием причины',
  carrierRequired: 'Укажите перевозчика',
  carrierTooLong: `Перевозчик — не длиннее ${CARRIER_MAX} символов`,
  trackingRequired: 'Укажите номер накладной (ТТН) или трек-номер',
  trackingTooLong: `Номер накладной — не длиннее ${TRACKING_MAX} символов`,
  shippedNoCancel:
    'Отгруженный заказ нельзя отменить: покупатель может открыть спор, вернуть заказ может администратор',
  disputeStep: 'Спор можно открыть только по отгруженному или полученному заказу',
  disputeExists: 'По заказу уже открыт спор',
  disputeDecided: 'Спор по заказу уже решён',
  noDispute: 'По заказу нет открытого спора',
  alreadyAnswered: 'Вы уже ответили по спору',
  detailsRequired: 'Опишите, что не так с заказом',
  answerRequired: 'Напишите ответ покупателю',
  disputeBlocksClose: 'По заказу открыт спор: закрыть заказ можно после решения администратора',
  disputeBlocksCancel: 'По заказу открыт спор: решите его — примите возврат или отклоните спор',
  restockNotReturned: 'Вернуть на склад можно детали возвращённого заказа',
  restockDone: 'Детали этого заказа уже возвращены на склад',
  restockNoProduct: 'Заказ не связан с товаром каталога: измените остатки в карточке товара',
  restockQuantity: (max: number) => `Количество — целое число от 1 до ${max}`,
  restockWarehouse: 'Выберите свой склад',
} as const;

/**
 * How far an order has come as a deal its documents bill: agreed once confirmed, delivered once on
 * its way or handed over; returned once an admin accepted its return, so its УПД is corrected by a
 * УКД (ADR 0078, replacing ADR 0060's "a returned order is no deal").
 */
export type DealStage = 'open' | 'agreed' | 'delivered' | 'returned';
const DELIVERED: ReadonlySet<OrderStatus> = new Set(['shipped', 'ready', 'received', 'closed']);
const AGREED: ReadonlySet<OrderStatus> = new Set(['confirmed', ...DELIVERED]);
export const dealStage = (status: OrderStatus): DealStage =>
  status === 'returned'
    ? 'returned'
    : DELIVERED.has(status)
      ? 'delivered'
      : AGREED.has(status)
        ? 'agreed'
        : 'open';

/** An order's sum: the price per piece times the pieces, in whole kopecks. */
export const orderTotal = (unitPrice: number, quantity: number): number =>
  Math.round(unitPrice * quantity * 100) / 100;

export const noOrder: OrderState = {
  status: null,
  request: null,
  suspended: false,
  quantity: 0,
  unitPrice: null,
  dispute: null,
  receiptCountedOnce: false,
  restock: null,
};

const forbidden = (message: string) => new DomainError(403, 'forbidden', message);

function reasonOf(reason: string | null, required: boolean): string | null {
  return textOf(reason, {
    field: 'reason',
    required: required ? MESSAGES.reasonRequired : null,
    max: REASON_MAX,
    tooLong: MESSAGES.reasonTooLong,
  });
}

/** A trimmed text of a step (null when empty), refused when required and empty, or too long. */
function textOf(
  value: string | null | undefined,
  rule: { field: string; required: string | null; max: number; tooLong: string },
): string | null {
  const text = value?.trim() ?? '';
  if (rule.required && text === '') throw badRequest(rule.required, { [rule.field]: rule.required });
  if (text.length > rule.max) throw badRequest(rule.tooLong, { [rule.field]: rule.tooLong });
  return text === '' ? null : text;
}

function checkTerms(terms: {
  unitPrice: number;
  quantity: number;
  deliveryDate: string;
  terms: string | null;
  today: string;
}): string | null {
  if (!isWholeKopecks(terms.unitPrice) || terms.unitPrice < 0)
    throw badRequest(MESSAGES.badPrice, { unitPrice: MESSAGES.badPrice });
  if (!Number.isInteger(terms.quantity) || terms.quantity < 1)
    throw badRequest(MESSAGES.badQuantity, { quantity: MESSAGES.badQuantity });
  if (!isCalendarDay(terms.deliveryDate) || terms.deliveryDate < terms.today)
    throw badRequest(MESSAGES.badDate, { deliveryDate: MESSAGES.badDate });
  const text = terms.terms?.trim() || null;
  if (text && text.length > TERMS_MAX)
    throw badRequest(MESSAGES.termsTooLong, { terms: MESSAGES.termsTooLong });
  return text;
}

/** An order whose terms the seller gave in an answer to a request for quotes and the buyer chose. */
function agreed(command: Extract<OrderCommand, { kind: 'agree' }>, state: OrderState): OrderEvent[] {
  if (state.status !== null) throw conflict(MESSAGES.exists);
  const { request, actor } = command;
  if (actor.userId !== request.buyerId || actor.role === 'admin') throw forbidden(MESSAGES.buyerOnly);
  if (request.sellerId === request.buyerId) throw forbidden(MESSAGES.partiesOnly);
  if (!request.quoteRequest) throw badRequest(MESSAGES.notFound);
  const terms = checkTerms({ ...command, quantity: request.quantity });
  return [
    { type: 'OrderRequested', data: request },
    {
      type: 'OrderAccepted',
      data: {
        orderId: request.orderId,
        unitPrice: command.unitPrice,
        quantity: request.quantity,
        deliveryDate: command.deliveryDate,
        terms,
      },
    },
  ];
}

function decide(command: OrderCommand, state: OrderState): OrderEvent[] {
  if (command.kind === 'request') {
    if (state.status !== null) throw conflict(MESSAGES.exists);
    const { kind: _kind, ...data } = command;
    return [{ type: 'OrderRequested', data }];
  }
  if (command.kind === 'agree') return agreed(command, state);
  const { orderId, actor } = command;
  if (state.status === null || !state.request) throw notFound(MESSAGES.notFound);
  const request = state.request;
  const isSeller = actor.userId === request.sellerId;
  const isBuyer = actor.userId === request.buyerId;
  const isAdmin = actor.role === 'admin';
  if (!isSeller && !isBuyer && !isAdmin) throw forbidden(MESSAGES.partiesOnly);
  const step = (allowed: readonly OrderStatus[]) => {
    if (FINAL.has(state.status!)) throw conflict(MESSAGES.finished);
    if (!allowed.includes(state.status!)) throw conflict(MESSAGES.wrongStep(state.status!));
  };
  const active = () => {
    if (state.suspended) throw conflict(MESSAGES.suspended);
  };
  switch (command.kind) {
    case 'accept': {
      if (!isSeller) throw forbidden(MESSAGES.sellerOnly);
      step(['requested']);
      active();
      const terms = checkTerms(command);
      return [
        {
          type: 'OrderAccepted',
          data: {
            orderId,
            unitPrice: command.unitPrice,
            quantity: command.quantity,
            deliveryDate: command.deliveryDate,
            terms,
          },
        },
      ];
    }
    case 'decline': {
      if (state.status === 'requested') {
        if (!isSeller) throw forbidden(MESSAGES.sellerOnly);
        active();
        return [
          { type: 'OrderDeclinedBySeller', data: { orderId, reason: reasonOf(command.reason, true)! } },
        ];
      }
      if (!isBuyer) throw forbidden(MESSAGES.buyerOnly);
      step(['accepted']);
      active();
      return [{ type: 'OrderDeclinedByBuyer', data: { orderId, reason: reasonOf(command.reason, false) } }];
    }
    case 'confirm':
      if (!isBuyer) throw forbidden(MESSAGES.buyerOnly);
      step(['accepted']);
      active();
      return [{ type: 'OrderConfirmed', data: { orderId } }];
    case 'ship': {
      if (!isSeller) throw forbidden(MESSAGES.sellerOnly);
      step(['confirmed']);
      active();
      if (request.deliveryType === 'pickup') return [{ type: 'OrderReadyForPickup', data: { orderId } }];
      // Delivery: the buyer learns how the part travels and under which waybill (ADR 0060).
      const carrier = textOf(command.carrier, {
        field: 'carrier',
        required: MESSAGES.carrierRequired,
        max: CARRIER_MAX,
        tooLong: MESSAGES.carrierTooLong,
      });
      const trackingNumber = textOf(command.trackingNumber, {
        field: 'trackingNumber',
        required: MESSAGES.trackingRequired,
        max: TRACKING_MAX,
        tooLong: MESSAGES.trackingTooLong,
      });
      return [{ type: 'OrderShipped', data: { orderId, carrier, trackingNumber } }];
    }
    case 'receive':
      if (!isBuyer) throw forbidden(MESSAGES.buyerOnly);
      step(['shipped', 'ready']);
      active();
      return [{ type: 'OrderReceived', data: { orderId, stockOnce: true } }];
    case 'close':
      if (!isBuyer && !isSeller) throw forbidden(MESSAGES.partiesOnly);
      step(['received']);
      if (disputeOpen(state.dispute)) throw conflict(MESSAGES.disputeBlocksClose);
      return [{ type: 'OrderClosed', data: { orderId } }];
    case 'openDispute': {
      if (!isBuyer) throw forbidden(MESSAGES.buyerOnly);
      if (FINAL.has(state.status)) throw conflict(MESSAGES.finished);
      if (disputeOpen(state.dispute)) throw conflict(MESSAGES.disputeExists);
      if (state.dispute !== null) throw conflict(MESSAGES.disputeDecided);
      if (state.status !== 'shipped' && state.status !== 'received') throw conflict(MESSAGES.disputeStep);
      active();
      const details = reasonOf(command.details, command.cause === 'other');
      return [{ type: 'OrderDisputeOpened', data: { orderId, cause: command.cause, details } }];
    }
    case 'answerDispute': {
      if (!isSeller) throw forbidden(MESSAGES.sellerOnly);
      if (state.dispute === null) throw conflict(MESSAGES.noDispute);
      if (state.dispute === 'answered') throw conflict(MESSAGES.alreadyAnswered);
      if (state.dispute !== 'open') throw conflict(MESSAGES.disputeDecided);
      const answer = textOf(command.answer, {
        field: 'answer',
        required: MESSAGES.answerRequired,
        max: REASON_MAX,
        tooLong: MESSAGES.reasonTooLong,
      });
      return [{ type: 'OrderDisputeAnswered', data: { orderId, answer: answer! } }];
    }
    case 'resolveDispute': {
      if (!isAdmin) throw forbidden(MESSAGES.adminOnly);
      if (state.dispute === null) throw conflict(MESSAGES.noDispute);
      if (!disputeOpen(state.dispute)) throw conflict(MESSAGES.disputeDecided);
      const reason = reasonOf(command.reason, true)!;
      return [{ type: 'OrderDisputeResolved', data: { orderId, decision: command.decision, reason } }];
    }
    case 'restock': {
      if (!isSeller) throw forbidden(MESSAGES.sellerOnly);
      if (state.status !== 'returned') throw conflict(MESSAGES.restockNotReturned);
      if (state.restock) throw conflict(MESSAGES.restockDone);
      if (request.productId === null) throw conflict(MESSAGES.restockNoProduct);
      if (!Number.isInteger(command.quantity) || command.quantity < 1 || command.quantity > state.quantity)
        throw badRequest(MESSAGES.restockQuantity(state.quantity), {
          quantity: MESSAGES.restockQuantity(state.quantity),
        });
      return [
        {
          type: 'OrderRestocked',
          data: {
            orderId,
            productId: request.productId,
            warehouseId: command.warehouseId,
            warehouseName: command.warehouseName,
            quantity: command.quantity,
            stockOnce: true,
          },
        },
      ];
    }
    case 'moderatorCancel':
      if (!isAdmin) throw forbidden(MESSAGES.adminOnly);
      step(['requested', 'accepted', 'confirmed', 'shipped', 'ready', 'received']);
      // A disputed order ends by the dispute's decision, so the parties see why.
      if (disputeOpen(state.dispute)) throw conflict(MESSAGES.disputeBlocksCancel);
      return [
        { type: 'OrderCancelled', data: { orderId, by: 'admin', reason: reasonOf(command.reason, true) } },
      ];
    case 'cancel': {
      // The parties' step; an admin cancels as a moderator (ADR 0024), through the admins' route.
      if (!isBuyer && !isSeller) throw forbidden(MESSAGES.partiesOnly);
      if (isBuyer) {
        if (['confirmed', 'shipped', 'ready'].includes(state.status))
          throw conflict(MESSAGES.cancelAfterConfirm);
        step(['requested', 'accepted']);
        active();
        return [
          { type: 'OrderCancelled', data: { orderId, by: 'buyer', reason: reasonOf(command.reason, false) } },
        ];
      }
      // Once shipped, the part is on its way: only a dispute or an admin takes it back (ADR 0060).
      if (state.status === 'shipped') throw conflict(MESSAGES.shippedNoCancel);
      step(['confirmed', 'ready']);
      active();
      return [
        { type: 'OrderCancelled', data: { orderId, by: 'seller', reason: reasonOf(command.reason, true) } },
      ];
    }
    case 'suspend':
      if (!isAdmin) throw forbidden(MESSAGES.adminOnly);
      step(['requested', 'accepted', 'confirmed', 'shipped', 'ready', 'received']);
      if (state.suspended) throw conflict(MESSAGES.alreadySuspended);
      return [{ type: 'OrderSuspended', data: { orderId, reason: reasonOf(command.reason, true)! } }];
    case 'resume':
      if (!isAdmin) throw forbidden(MESSAGES.adminOnly);
      if (!state.suspended) throw conflict(MESSAGES.notSuspended);
      return [{ type: 'OrderResumed', data: { orderId } }];
  }
}

function evolve(state: OrderState, event: OrderEvent): OrderState {
  const status = statusAfter(event) ?? state.status;
  switch (event.type) {
    case 'OrderRequested':
      return { ...noOrder, status, request: event.data, quantity: event.data.quantity };
    case 'OrderAccepted':
      return { ...state, status, quantity: event.data.quantity, unitPrice: event.data.unitPrice };
    case 'OrderCancelled':
      return { ...state, status, suspended: false };
    case 'OrderSuspended':
      return { ...state, suspended: true };
    case 'OrderResumed':
      return { ...state, suspended: false };
    case 'OrderDisputeOpened':
      return { ...state, dispute: 'open' };
    case 'OrderDisputeAnswered':
      return { ...state, dispute: 'answered' };
    case 'OrderReceived':
      return { ...state, status, receiptCountedOnce: event.data.stockOnce === true };
    case 'OrderRestocked': {
      const { warehouseId, quantity, stockOnce } = event.data;
      return { ...state, restock: { warehouseId, quantity, countedOnce: stockOnce === true } };
    }
    case 'OrderDisputeResolved':
      return {
        ...state,
        dispute: event.data.decision,
        status,
        suspended: event.data.decision === 'returnAccepted' ? false : state.suspended,
      };
    default:
      return { ...state, status };
  }
}

export const orderDecider = deciderOf(noOrder, evolve, decide);
