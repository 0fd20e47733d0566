export { OrdersBoard } from './OrdersBoard';
export type { OrderSide } from './model';
export { placeOrder, type OrderRequest } from './api/placeOrder';
