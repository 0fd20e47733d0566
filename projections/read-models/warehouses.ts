import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  WAREHOUSES_PROJECTION,
  warehouseEvents,
  type WarehouseDoc,
  type WarehouseEvent,
} from '../../backend/modules/catalog/published.ts';

/** One document per warehouse of a supplier; removed warehouses disappear. */
export const warehousesProjection = typedProjection<WarehouseDoc, WarehouseEvent>({
  name: WAREHOUSES_PROJECTION,
  version: 1,
  events: warehouseEvents,
  indexes: [{ fields: { supplierId: 1 } }],
  keys: (event) => [String(event.data.warehouseId)],
  evolve(doc, event) {
    const at = event.metadata.at;
    switch (event.type) {
      case 'WarehouseCreated': {
        const { warehouseId, supplierId, name, address, city, workingHours } = event.data;
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
        const { name, address, city, workingHours } = event.data;
        return { ...doc, name, address, city, workingHours, updatedAt: at };
      }
      case 'WarehouseRemoved':
        return null;
    }
  },
});
