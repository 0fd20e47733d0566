/**
 * What the basket publishes to the read side (its read model, the audit): its events and stream,
 * how the audit reads them, and its document. It loads no HTTP or storage (docs/architecture.md).
 */
export { cartEvents, cartStream, type CartEvent } from './events.ts';
export { cartAudit } from './audit.ts';
export { LIMITS as CART_LIMITS } from './rules.ts';
export { CARTS_PROJECTION, type CartDoc, type CartLineDoc, type CheckoutDoc } from './view.ts';
