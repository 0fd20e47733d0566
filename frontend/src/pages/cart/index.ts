export { CART_TEXT, CartPage } from './CartPage';
