import type { Doc } from '../../../infra/read-store/index.ts';
import type { DeliveryType, DisputeCause } from './events.ts';
import type { DisputeStatus, OrderStatus } from './order-decider.ts';

export const ORDERS_PROJECTION = 'orders';

/** One step of an order's timeline: who did what, when, and why. */
export interface OrderStep {
  at: string;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  reason: string | null;
  /** What the step recorded besides (a shipment's carrier and waybill); absent on earlier documents. */
  details?: string | null;
}

/** How a delivery travels: the seller's carrier and waybill (ТТН) or tracking number (ADR 0060). */
export interface OrderShipment {
  carrier: string;
  trackingNumber: string;
  shippedAt: string;
}

/** The buyer's dispute of a shipped or received order, the seller's answer and an admin's decision. */
export interface OrderDispute {
  status: DisputeStatus;
  cause: DisputeCause;
  causeLabel: string;
  details: string | null;
  openedAt: string;
  answer: string | null;
  answeredAt: string | null;
  /** The admin's reason for the decision. */
  resolution: string | null;
  resolvedAt: string | null;
}

/** Where and how many returned pieces went back on sale. */
export interface OrderRestock {
  warehouseId: number;
  warehouseName: string;
  quantity: number;
  at: string;
}

/** Read-model document of one order request (projection `orders`). */
export interface OrderDoc extends Doc {
  id: number;
  number: string;
  /** Null for an order from a request for quotes that names no product (ADR 0069). */
  productId: number | null;
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
  /** The awarded request for quotes this order came from; absent on earlier documents (ADR 0069). */
  quoteRequest?: { id: number; number: string } | null;
  status: OrderStatus;
  suspended: boolean;
  /** The seller's answer. */
  offer: { unitPrice: number; quantity: number; deliveryDate: string; terms: string | null } | null;
  /** Absent on documents projected before shipments carried a waybill. */
  shipment?: OrderShipment | null;
  dispute?: OrderDispute | null;
  /** Returned pieces the seller put back on sale (ADR 0078); absent on earlier documents. */
  restock?: OrderRestock | null;
  history: OrderStep[];
  /** Lower case, ё as е: number, product name. */
  searchText: string;
  createdAt: string;
  updatedAt: string;
}

export interface OrderDto extends Omit<
  OrderDoc,
  '_id' | '_pos' | 'searchText' | 'shipment' | 'dispute' | 'restock'
> {
  statusLabel: string;
  restock: OrderRestock | null;
  shipment: OrderShipment | null;
  dispute: (OrderDispute & { statusLabel: string }) | null;
  /** Price per piece and total as agreed, else as listed. */
  unitPrice: number;
  total: number;
  buyer: { id: number; name: string | null };
  seller: { id: number; name: string | null };
}

export const foldText = (text: string): string => text.toLowerCase().replaceAll('ё', 'е');
