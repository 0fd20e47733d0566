import { describe, expect, it } from 'vitest';
import { history, project, twice } from '../../tests/support/catalog-history.ts';
import { recordedEvents } from '../../tests/support/recorded-events.ts';
import { warehousesProjection } from './warehouses.ts';

describe('warehouses projection', () => {
  it('keeps the latest details of each warehouse, twice or once', async () => {
    const once = await project(warehousesProjection, [history]);
    expect(once).toEqual([
      {
        _id: '1',
        id: 1,
        supplierId: 7,
        name: 'Склад № 1',
        address: 'ул. Смазчиков, 3',
        city: 'Екатеринбург',
        workingHours: 'Пн–Пт',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:10.000Z',
      },
    ]);
    expect(await project(warehousesProjection, twice(history))).toEqual(once);
    const removed = recordedEvents('warehouse-1', [
      { type: 'WarehouseRemoved', data: { warehouseId: 1 } },
    ]).map((event) => ({
      ...event,
      position: { commit: 100, prepare: 100 },
    }));
    expect(await project(warehousesProjection, [history, removed])).toEqual([]);
  });

  it('a removed warehouse stays removed when the removal, or the batches around it, are applied twice', async () => {
    const removed = recordedEvents('warehouse-1', [
      { type: 'WarehouseRemoved', data: { warehouseId: 1 } },
    ]).map((event) => ({
      ...event,
      position: { commit: 100, prepare: 100 },
    }));
    const all = [...history, ...removed];
    expect(await project(warehousesProjection, [history, removed, removed])).toEqual([]);
    expect(await project(warehousesProjection, twice(all))).toEqual([]);
    expect(await project(warehousesProjection, [all, all])).toEqual([]);
  });
});
