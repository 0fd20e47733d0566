import { conflict, deciderOf } from '../../kit/write/index.ts';
import type { StockEvent } from './events.ts';

/** The quantities held for orders of one product at one warehouse, by order. */
export interface StockState {
  readonly reserved: ReadonlyMap<number, number>;
}

export type StockCommand =
  | {
      readonly kind: 'reserve';
      readonly productId: number;
      readonly warehouseId: number;
      readonly orderId: number;
      readonly quantity: number;
      /** What the warehouse holds now, from the product's own stream. */
      readonly onHand: number;
    }
  | {
      readonly kind: 'release' | 'consume';
      readonly productId: number;
      readonly warehouseId: number;
      readonly orderId: number;
    };

export const STOCK_MESSAGES = {
  notEnough: (available: number) => `Недостаточно товара на складе: свободно ${available} шт.`,
} as const;

export const noReservations: StockState = { reserved: new Map() };

export const reservedTotal = (state: StockState): number =>
  [...state.reserved.values()].reduce((sum, n) => sum + n, 0);

/**
 * Reservations never exceed what the warehouse holds: decided on this stream, appended with the
 * revision that was read, so two confirmations at once cannot both take the last pieces.
 */
function decide(command: StockCommand, state: StockState): StockEvent[] {
  const { productId, warehouseId, orderId } = command;
  switch (command.kind) {
    case 'reserve': {
      if (state.reserved.has(orderId)) return [];
      const available = command.onHand - reservedTotal(state);
      if (command.quantity > available) throw conflict(STOCK_MESSAGES.notEnough(Math.max(0, available)));
      return [
        { type: 'StockReserved', data: { productId, warehouseId, orderId, quantity: command.quantity } },
      ];
    }
    case 'release':
      return state.reserved.has(orderId)
        ? [{ type: 'StockReleased', data: { productId, warehouseId, orderId } }]
        : [];
    case 'consume':
      return state.reserved.has(orderId)
        ? [{ type: 'StockConsumed', data: { productId, warehouseId, orderId } }]
        : [];
  }
}

function evolve(state: StockState, event: StockEvent): StockState {
  const reserved = new Map(state.reserved);
  if (event.type === 'StockReserved') reserved.set(event.data.orderId, event.data.quantity);
  else reserved.delete(event.data.orderId);
  return { reserved };
}

export const stockDecider = deciderOf(noReservations, evolve, decide);
