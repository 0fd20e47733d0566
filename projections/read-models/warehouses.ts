import { defineProjection } from '../runtime/index.ts';
import {
  WAREHOUSES_PROJECTION,
  warehouseEvents,
  type WarehouseDoc,
  type WarehouseEvent,
} from '../../backend/modules/catalog/index.ts';

/** One document per warehouse of a supplier; removed warehouses disappear. */
export const warehousesProjection = defineProjection<WarehouseDoc>({
  name: WAREHOUSES_PROJECTION,
  version: 1,
  eventTypes: warehouseEvents.types,
  indexes: [{ fields: { supplierId: 1 } }],
  decode: (type, data) => warehouseEvents.check(type, data).data,
  keys: (event) => [String((event as unknown as WarehouseEvent).data.warehouseId)],
  evolve(doc, event) {
    const handled = event as unknown as WarehouseEvent;
    const at = event.metadata.at;
    switch (handled.type) {
      case 'WarehouseCreated': {
        const { warehouseId, supplierId, name, address, city, workingHours } = handled.data;
        return {
          _id: String(warehouseId),
          id: warehouseId,
          supplierId,
          name,
          address,
          city,
          workingHours,
          createdAt: at,
          updatedAt: at,
        };
      }
      case 'WarehouseChanged': {
        if (!doc) return null;
        const { name, address, city, workingHours } = handled.data;
        return { ...doc, name, address, city, workingHours, updatedAt: at };
      }
      case 'WarehouseRemoved':
        return null;
    }
  },
});
