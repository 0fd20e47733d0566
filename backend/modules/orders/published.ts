/**
 * What the orders module publishes to the read side (read models, the audit, notifications): its
 * events and the streams they live in, how the audit reads them, and the documents of its read
 * models. It loads no HTTP, storage or file handling, so the projection worker stays light; code
 * that runs commands or answers requests uses index.ts (docs/architecture.md).
 */
export { DISPUTE_CAUSE_LABELS, orderEvents, orderStream, stockEvents, type OrderEvent } from './events.ts';
export { orderAudit, stockAudit } from './audit.ts';
export { foldText, ORDERS_PROJECTION, type OrderDoc } from './view.ts';
export {
  ORDER_STATUSES,
  STATUS_LABELS as ORDER_STATUS_LABELS,
  statusAfter,
  type OrderStatus,
} from './statuses.ts';
