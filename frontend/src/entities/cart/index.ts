// Public surface of the basket entity (ADR 0068): its lines for whoever looks, its changes, the guest's merge.
export { cartKeys, checkout } from './api';
export {
  CART_ENTITY_TEXT,
  CART_LIMITS,
  type Cart,
  type CartCheckout,
  type CartLine,
  type CartProduct,
} from './model';
export {
  EMPTY_CART,
  useCart,
  useCartActions,
  useCartCount,
  useCartOwner,
  useGuestCartMerge,
  type CartOwner,
} from './useCart';
