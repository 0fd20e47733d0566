import type { Doc } from '../../../infra/read-store/index.ts';
import type { DeliveryType } from './events.ts';
import type { OrderStatus } from './order-decider.ts';

export const ORDERS_PROJECTION = 'orders';

/** One step of an order's timeline: who did what, when, and why. */
export interface OrderStep {
  at: string;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  reason: string | null;
}

/** Read-model document of one order request (projection `orders`). */
export interface OrderDoc extends Doc {
  id: number;
  number: string;
  productId: number;
  productName: string;
  /** The seller's part number (артикул) of the product when ordered. */
  partNumber: string | null;
  sellerId: number;
  buyerId: number;
  quantity: number;
  listPrice: number;
  deliveryType: DeliveryType;
  warehouseId: number | null;
  warehouseName: string | null;
  warehouseAddress: string | null;
  deliveryAddress: string | null;
  comment: string | null;
  aboveStock: boolean;
  services: Array<{ id: number; name: string }>;
  /** The signed contract the request is under, with its terms as one line. */
  contract: { id: number; number: string; terms: string } | null;
  status: OrderStatus;
  suspended: boolean;
  /** The seller's answer. */
  offer: { unitPrice: number; quantity: number; deliveryDate: string; terms: string | null } | null;
  history: OrderStep[];
  /** Lower case, ё as е: number, product name. */
  searchText: string;
  createdAt: string;
  updatedAt: string;
}

export interface OrderDto extends Omit<OrderDoc, '_id' | '_pos' | 'searchText'> {
  statusLabel: string;
  /** Price per piece and total as agreed, else as listed. */
  unitPrice: number;
  total: number;
  buyer: { id: number; name: string | null };
  seller: { id: number; name: string | null };
}

export const foldText = (text: string): string => text.toLowerCase().replaceAll('ё', 'е');
