import { isDeepStrictEqual } from 'node:util';
import { DomainError, conflict, notFound, deciderOf } from '../../kit/write/index.ts';
import type { WarehouseDetails, WarehouseEvent } from './events.ts';
import type { Actor } from './product-decider.ts';
import { MESSAGES } from './rules.ts';

export interface WarehouseState {
  readonly exists: boolean;
  readonly warehouseId: number;
  readonly supplierId: number;
  readonly details: WarehouseDetails | null;
}

export type WarehouseCommand =
  | {
      readonly kind: 'create';
      readonly warehouseId: number;
      readonly details: WarehouseDetails;
      readonly actor: Actor;
    }
  | { readonly kind: 'change'; readonly details: WarehouseDetails; readonly actor: Actor }
  /** `holdsStock`: some product has stock there (the service asks the catalogue). */
  | { readonly kind: 'remove'; readonly actor: Actor; readonly holdsStock: boolean };

export const noWarehouse: WarehouseState = { exists: false, warehouseId: 0, supplierId: 0, details: null };

const forbidden = (message: string): DomainError => new DomainError(403, 'forbidden', message);

/**
 * Sellers keep stock in warehouses: suppliers, and buyers who sell parts ('Продать зап.части': where
 * the listed parts lie, ADR 0060).
 */
const mayKeepStock = (actor: Actor): boolean => actor.role === 'supplier' || actor.role === 'buyer';

/** A seller's warehouses are theirs alone; admins see them (404 first: unknown ids tell nothing). */
export function checkWarehouseOwner(
  state: WarehouseState,
  actor: Actor,
  options: { adminMayRead?: boolean } = {},
): void {
  if (!state.exists) throw notFound(MESSAGES.warehouseNotFound);
  if (options.adminMayRead && (actor.role === 'admin' || actor.role === 'system')) return;
  if (!mayKeepStock(actor) || actor.userId !== state.supplierId) throw forbidden(MESSAGES.notWarehouseOwner);
}

function decide(command: WarehouseCommand, state: WarehouseState): WarehouseEvent[] {
  switch (command.kind) {
    case 'create': {
      if (state.exists) throw conflict('Склад с таким номером уже существует');
      if (!mayKeepStock(command.actor) || command.actor.userId === null)
        throw forbidden(MESSAGES.supplierOnly);
      return [
        {
          type: 'WarehouseCreated',
          data: { warehouseId: command.warehouseId, supplierId: command.actor.userId, ...command.details },
        },
      ];
    }
    case 'change': {
      checkWarehouseOwner(state, command.actor);
      if (isDeepStrictEqual(state.details, command.details)) return [];
      return [{ type: 'WarehouseChanged', data: { warehouseId: state.warehouseId, ...command.details } }];
    }
    case 'remove': {
      checkWarehouseOwner(state, command.actor);
      if (command.holdsStock) throw conflict(MESSAGES.warehouseHasStock);
      return [{ type: 'WarehouseRemoved', data: { warehouseId: state.warehouseId } }];
    }
  }
}

function evolve(state: WarehouseState, event: WarehouseEvent): WarehouseState {
  switch (event.type) {
    case 'WarehouseCreated': {
      const { warehouseId, supplierId, ...details } = event.data;
      return { exists: true, warehouseId, supplierId, details };
    }
    case 'WarehouseChanged': {
      const { warehouseId: _warehouseId, ...details } = event.data;
      return { ...state, details };
    }
    case 'WarehouseRemoved':
      return noWarehouse;
  }
}

export const warehouseDecider = deciderOf(noWarehouse, evolve, decide);
