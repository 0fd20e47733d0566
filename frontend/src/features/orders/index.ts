export { OrdersBoard } from './OrdersBoard';
export type { OrderSide } from './model';
