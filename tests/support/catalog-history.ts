import type { RecordedEvent } from '../../infra/event-store/index.ts';
import type { Doc, ReadStore } from '../../infra/read-store/index.ts';
import { checkProductDetails } from '../../backend/modules/catalog/index.ts';
import { ProjectionSpecification, type ProjectionDefinition } from '../../backend/kit/read/index.ts';
import { recordedEvents } from './recorded-events.ts';

/**
 * One catalogue history for the catalogue's read models (products, product search, warehouses):
 * a warehouse, a product rejected then published with stock, another edited and archived.
 */
export const details = checkProductDetails({
  name: 'Колёсная пара РУ1Ш-957-Г',
  price: 465000,
  description: 'Колёсная пара для грузовых вагонов.',
  categoryId: 2,
  quality: 'new',
  images: ['/uploads/images/kp.png'],
  characteristics: [{ name: 'ГОСТ', value: 'ГОСТ 4835-2013' }],
});
export const edited = {
  ...details,
  name: 'Колёсная пара РВ2Ш-957-Г',
  quality: 'repaired' as const,
  price: 270000,
};

export const history: RecordedEvent[] = recordedEvents(
  (event) =>
    'productId' in (event.data as object)
      ? `product-${(event.data as { productId: number }).productId}`
      : `warehouse-1`,
  [
    {
      type: 'WarehouseCreated',
      data: {
        warehouseId: 1,
        supplierId: 7,
        name: 'Склад',
        address: 'ул. Смазчиков, 3',
        city: 'Екатеринбург',
        workingHours: '',
      },
    },
    { type: 'ProductCreated', data: { productId: 10, supplierId: 7, ...details } },
    { type: 'ProductStockChanged', data: { productId: 10, stocks: [{ warehouseId: 1, quantity: 4 }] } },
    { type: 'ProductSubmitted', data: { productId: 10 } },
    { type: 'ProductRejected', data: { productId: 10, reason: 'Нет фото' } },
    { type: 'ProductSubmitted', data: { productId: 10 } },
    { type: 'ProductPublished', data: { productId: 10 } },
    { type: 'ProductCreated', data: { productId: 11, supplierId: 7, ...details } },
    { type: 'ProductDetailsChanged', data: { productId: 11, ...edited } },
    { type: 'ProductArchived', data: { productId: 11 } },
    {
      type: 'WarehouseChanged',
      data: {
        warehouseId: 1,
        name: 'Склад № 1',
        address: 'ул. Смазчиков, 3',
        city: 'Екатеринбург',
        workingHours: 'Пн–Пт',
      },
    },
  ],
  { at: (index) => `2026-01-01T00:00:${String(index).padStart(2, '0')}.000Z` },
);

export const project = <D extends Doc>(
  definition: ProjectionDefinition<D>,
  batches: RecordedEvent[][],
  store?: ReadStore,
) => ProjectionSpecification.for(definition).project(batches, { ...(store ? { store } : {}) });

/** The history in overlapping batches, as a replay after a crash applies it. */
export const twice = (events: RecordedEvent[]) => [
  events.slice(0, 5),
  events.slice(0, 5),
  events.slice(5),
  events.slice(3),
];
