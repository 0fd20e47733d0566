import { describe, expect, it } from 'vitest';
import { DeciderSpecification, DomainError } from '../../kit/write/index.ts';
import { warehouseEvents, type WarehouseEvent } from './events.ts';
import type { Actor } from './product-decider.ts';
import { MESSAGES, checkWarehouseDetails } from './rules.ts';
import { checkWarehouseOwner, noWarehouse, warehouseDecider } from './warehouse-decider.ts';

function refusal(action: () => unknown): DomainError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

const supplier: Actor = { userId: 7, role: 'supplier' };
const otherSupplier: Actor = { userId: 8, role: 'supplier' };
const buyer: Actor = { userId: 9, role: 'buyer' };
const admin: Actor = { userId: 1, role: 'admin' };

describe('warehouses', () => {
  const warehouse = checkWarehouseDetails({
    name: 'Склад Пермь',
    city: 'Пермь',
    address: 'ул. Героев Хасана, 105',
  });
  const createdWarehouse: WarehouseEvent = {
    type: 'WarehouseCreated',
    data: { warehouseId: 5, supplierId: 7, ...warehouse },
  };
  const warehouses = DeciderSpecification.for(warehouseDecider, warehouseEvents);

  it('a supplier opens, changes and removes their own warehouses', () => {
    expect(warehouse.workingHours).toBe('');
    warehouses
      .given()
      .when({ kind: 'create', warehouseId: 5, details: warehouse, actor: supplier })
      .then([createdWarehouse]);
    const changed = { ...warehouse, workingHours: 'Пн–Пт 9:00–18:00' };
    const opened = warehouses.given(createdWarehouse);
    opened
      .when({ kind: 'change', details: changed, actor: supplier })
      .then([{ type: 'WarehouseChanged', data: { warehouseId: 5, ...changed } }]);
    opened.when({ kind: 'change', details: warehouse, actor: supplier }).then([]);
    opened
      .when({ kind: 'remove', actor: supplier, holdsStock: false })
      .then([{ type: 'WarehouseRemoved', data: { warehouseId: 5 } }]);
  });

  it('a buyer who sells parts keeps them in a warehouse of their own (ADR 0060)', () => {
    warehouses
      .given()
      .when({ kind: 'create', warehouseId: 6, details: warehouse, actor: buyer })
      .then([
        { type: 'WarehouseCreated', data: { warehouseId: 6, supplierId: buyer.userId!, ...warehouse } },
      ]);
  });

  it('refuses others, and removing a warehouse that holds stock', () => {
    warehouses
      .given()
      .when({ kind: 'create', warehouseId: 5, details: warehouse, actor: admin })
      .thenRefused({ status: 403, message: MESSAGES.supplierOnly });
    const opened = warehouses.given(createdWarehouse);
    opened
      .when({ kind: 'change', details: warehouse, actor: buyer })
      .thenRefused({ status: 403, message: MESSAGES.notWarehouseOwner });
    opened
      .when({ kind: 'change', details: warehouse, actor: otherSupplier })
      .thenRefused({ status: 403, message: MESSAGES.notWarehouseOwner });
    warehouses
      .given()
      .when({ kind: 'change', details: warehouse, actor: supplier })
      .thenRefused({ status: 404, message: MESSAGES.warehouseNotFound });
    opened
      .when({ kind: 'remove', actor: supplier, holdsStock: true })
      .thenRefused({ status: 409, message: MESSAGES.warehouseHasStock });
    expect(refusal(() => checkWarehouseDetails({ name: '', city: '', address: '' })).fields).toEqual({
      name: MESSAGES.warehouseName,
      address: MESSAGES.address,
      city: MESSAGES.city,
    });
  });
});

describe('a warehouse read by others', () => {
  const opened = { exists: true, warehouseId: 5, supplierId: 7, details: null };

  it('an admin may read any warehouse when the read allows it; a stranger is refused, an unknown id is 404 first', () => {
    expect(() => checkWarehouseOwner(opened, admin, { adminMayRead: true })).not.toThrow();
    expect(refusal(() => checkWarehouseOwner(opened, admin)).status).toBe(403);
    expect(refusal(() => checkWarehouseOwner(opened, otherSupplier, { adminMayRead: true })).message).toBe(
      MESSAGES.notWarehouseOwner,
    );
    expect(refusal(() => checkWarehouseOwner(noWarehouse, admin, { adminMayRead: true })).status).toBe(404);
  });

  it('a removed warehouse is no warehouse: changing it again is 404', () => {
    const warehouse = checkWarehouseDetails({
      name: 'Склад Пермь',
      city: 'Пермь',
      address: 'ул. Героев Хасана, 105',
    });
    DeciderSpecification.for(warehouseDecider, warehouseEvents)
      .given(
        { type: 'WarehouseCreated', data: { warehouseId: 5, supplierId: 7, ...warehouse } },
        { type: 'WarehouseRemoved', data: { warehouseId: 5 } },
      )
      .when({ kind: 'change', details: warehouse, actor: supplier })
      .thenRefused({ status: 404, message: MESSAGES.warehouseNotFound });
  });
});
