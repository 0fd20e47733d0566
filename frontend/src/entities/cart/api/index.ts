export { cartKeys } from './keys';
export { fetchCart } from './getCart';
export { previewCart } from './previewCart';
export { addLine, emptyCart, removeLine, setLine } from './changeCart';
export { mergeGuestCart } from './mergeCart';
export { checkout } from './checkout';
