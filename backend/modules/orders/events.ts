import { Schema } from 'effect';
import { EventCodec, type DomainEvent } from '../../kit/write/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Text = Schema.String.check(Schema.isMinLength(1));
const Quantity = Schema.Int.check(Schema.isGreaterThan(0));
const Money = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0));
const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));

export const DELIVERY_TYPES = ['pickup', 'delivery'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** Why a buyer disputes a shipped or received order (ADR 0060). */
export const DISPUTE_CAUSES = ['notReceived', 'wrongPart', 'defect', 'incomplete', 'other'] as const;
export type DisputeCause = (typeof DISPUTE_CAUSES)[number];
export const DISPUTE_CAUSE_LABELS: Record<DisputeCause, string> = {
  notReceived: 'Заказ не получен',
  wrongPart: 'Прислали не ту деталь',
  defect: 'Брак или повреждение',
  incomplete: 'Неполная комплектация',
  other: 'Другое',
};
/**
 * Marks an order step recorded since ADR 0084, whose stock change is counted once on the product's
 * stream: such a step can be counted again safely; one recorded before was counted by its command.
 */
const StockOnce = Schema.optional(Schema.Literal(true));

/** An admin's decision on a dispute: the return is accepted (the order is returned) or refused. */
export const DISPUTE_DECISIONS = ['returnAccepted', 'rejected'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

const orderSchemas = {
  /** A buyer's request for a part (Order request), with what the catalogue said then. */
  OrderRequested: Schema.Struct({
    orderId: Id,
    number: Text,
    /** The product ordered; null for a line of a request for quotes that names no product of the seller (ADR 0069). */
    productId: Schema.NullOr(Id),
    productName: Text,
    /** The seller's part number (артикул) when the request was sent; absent on earlier requests. */
    partNumber: Schema.optional(Schema.NullOr(Text)),
    sellerId: Id,
    buyerId: Id,
    quantity: Quantity,
    /** The catalogue's price per piece when the request was sent. */
    listPrice: Money,
    deliveryType: Schema.Literals(DELIVERY_TYPES),
    warehouseId: Schema.NullOr(Id),
    warehouseName: Schema.NullOr(Text),
    warehouseAddress: Schema.NullOr(Text),
    deliveryAddress: Schema.NullOr(Text),
    comment: Schema.NullOr(Text),
    /** Delivery asked for more than the stock: the seller answers whether and when. */
    aboveStock: Schema.Boolean,
    services: Schema.Array(Schema.Struct({ id: Id, name: Text })),
    /** The signed contract the request is placed under, with its terms as one line (ADR 0033). */
    contract: Schema.optional(Schema.NullOr(Schema.Struct({ id: Id, number: Text, terms: Text }))),
    /** The request for quotes whose award made this order, its terms already agreed (ADR 0069). */
    quoteRequest: Schema.optional(Schema.NullOr(Schema.Struct({ id: Id, number: Text }))),
  }),
  /** The seller's terms: price per piece, quantity, delivery date, conditions. */
  OrderAccepted: Schema.Struct({
    orderId: Id,
    unitPrice: Money,
    quantity: Quantity,
    deliveryDate: Day,
    terms: Schema.NullOr(Text),
  }),
  OrderDeclinedBySeller: Schema.Struct({ orderId: Id, reason: Text }),
  /** The buyer agrees to the terms: the request is now an order. */
  OrderConfirmed: Schema.Struct({ orderId: Id }),
  OrderDeclinedByBuyer: Schema.Struct({ orderId: Id, reason: Schema.NullOr(Text) }),
  /** Delivery: with the carrier and the waybill (ТТН) or tracking number; absent on earlier shipments. */
  OrderShipped: Schema.Struct({
    orderId: Id,
    carrier: Schema.optional(Schema.NullOr(Text)),
    trackingNumber: Schema.optional(Schema.NullOr(Text)),
  }),
  OrderReadyForPickup: Schema.Struct({ orderId: Id }),
  /** `stockOnce`: the stock this step moves is counted once on the product's stream (ADR 0084); absent before. */
  OrderReceived: Schema.Struct({ orderId: Id, stockOnce: StockOnce }),
  OrderClosed: Schema.Struct({ orderId: Id }),
  OrderCancelled: Schema.Struct({
    orderId: Id,
    by: Schema.Literals(['buyer', 'seller', 'admin']),
    reason: Schema.NullOr(Text),
  }),
  OrderSuspended: Schema.Struct({ orderId: Id, reason: Text }),
  OrderResumed: Schema.Struct({ orderId: Id }),
  /** The buyer disputes a shipped or received order: why, in their words (ADR 0060). */
  OrderDisputeOpened: Schema.Struct({
    orderId: Id,
    cause: Schema.Literals(DISPUTE_CAUSES),
    details: Schema.NullOr(Text),
  }),
  /** The seller's answer to the dispute. */
  OrderDisputeAnswered: Schema.Struct({ orderId: Id, answer: Text }),
  /** An admin decides: the return accepted (the order is returned) or the dispute rejected, with the reason. */
  OrderDisputeResolved: Schema.Struct({
    orderId: Id,
    decision: Schema.Literals(DISPUTE_DECISIONS),
    reason: Text,
  }),
  /** The seller put the returned pieces back on sale at one of their warehouses, once per order (ADR 0078). */
  OrderRestocked: Schema.Struct({
    orderId: Id,
    productId: Id,
    warehouseId: Id,
    warehouseName: Text,
    quantity: Quantity,
    stockOnce: StockOnce,
  }),
};

/** The reservations of one product at one warehouse (stream `stock-<productId>-<warehouseId>`). */
const stockSchemas = {
  StockReserved: Schema.Struct({ productId: Id, warehouseId: Id, orderId: Id, quantity: Quantity }),
  StockReleased: Schema.Struct({ productId: Id, warehouseId: Id, orderId: Id }),
  StockConsumed: Schema.Struct({ productId: Id, warehouseId: Id, orderId: Id }),
};

type Events<S extends Record<string, Schema.Top>> = {
  [K in keyof S & string]: DomainEvent<K, S[K]['Type']>;
}[keyof S & string];

export type OrderEvent = Events<typeof orderSchemas>;
export type StockEvent = Events<typeof stockSchemas>;
export type OrderRequested = Extract<OrderEvent, { type: 'OrderRequested' }>['data'];

export const orderEvents = new EventCodec<OrderEvent>(orderSchemas);
export const stockEvents = new EventCodec<StockEvent>(stockSchemas);

/** З-000123: the number buyers and suppliers say on the phone. */
export const orderNumber = (orderId: number): string => `З-${String(orderId).padStart(6, '0')}`;

export const orderStream = (orderId: number): string => `order-${orderId}`;
export const stockStream = (productId: number, warehouseId: number): string =>
  `stock-${productId}-${warehouseId}`;
