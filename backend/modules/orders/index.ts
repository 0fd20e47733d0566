export {
  orderEvents,
  stockEvents,
  orderNumber,
  DELIVERY_TYPES,
  type OrderEvent,
  type StockEvent,
  type DeliveryType,
  orderStream,
  stockStream,
} from './events.ts';
export {
  orderDecider,
  STATUS_LABELS as ORDER_STATUS_LABELS,
  MESSAGES as ORDER_MESSAGES,
  type OrderStatus,
  type OrderCommand,
} from './order-decider.ts';
export { stockDecider, STOCK_MESSAGES } from './stock-decider.ts';
export { OrderCommands, REQUEST_MESSAGES as ORDER_REQUEST_MESSAGES, type OrdersCatalog } from './commands.ts';
export { OrderQueries, type PartyNames } from './queries.ts';
export { orderAudit, stockAudit } from './audit.ts';
export { ORDERS_PROJECTION, foldText, type OrderDoc, type OrderDto } from './view.ts';
