import { auditEntity, changesOf, type AuditCatalog } from '../../kit/write/index.ts';
import type { ProductEvent, WarehouseEvent } from './events.ts';

const product = auditEntity('product');
const warehouse = auditEntity('warehouse');
const DETAILS = {
  name: 'Наименование',
  price: 'Цена',
  categoryId: 'Категория',
  quality: 'Качество',
  images: 'Изображения',
  characteristics: 'Характеристики',
  deliverySet: 'Комплект поставки',
  normativeDocuments: 'Нормативные документы',
  componentDescriptions: 'Описание составных частей',
  services: 'Услуги',
};

/** How the catalogue's events read in the audit and in a product's history. */
export const productAudit: AuditCatalog<ProductEvent> = {
  ProductCreated: (d) => ({
    ...product(d.productId),
    action: 'Создан',
    name: d.name,
    changes: changesOf(d, DETAILS),
  }),
  ProductDetailsChanged: (d) => ({
    ...product(d.productId),
    action: 'Изменён',
    name: d.name,
    changes: changesOf(d, DETAILS),
  }),
  ProductSubmitted: (d) => ({ ...product(d.productId), action: 'Отправлен на модерацию' }),
  ProductPublished: (d) => ({ ...product(d.productId), action: 'Опубликован' }),
  ProductRejected: (d) => ({ ...product(d.productId), action: 'Отклонён', reason: d.reason }),
  ProductArchived: (d) => ({ ...product(d.productId), action: 'Снят с продажи' }),
  ProductRestored: (d) => ({ ...product(d.productId), action: 'Возвращён из архива' }),
  ProductStockChanged: (d) => ({
    ...product(d.productId),
    action: 'Изменены остатки',
    changes: [
      ...(d.order
        ? [
            {
              field: d.order.step === 'receipt' ? 'Выдано по заявке' : 'Возвращено по заявке',
              value: `№ ${d.order.orderId}`,
            },
          ]
        : []),
      ...d.stocks.map((stock) => ({ field: `Склад ${stock.warehouseId}`, value: String(stock.quantity) })),
    ],
  }),
  ProductPartLinked: (d) => ({
    ...product(d.productId),
    action: d.partId === null ? 'Отвязан от номенклатурной позиции' : 'Привязан к номенклатурной позиции',
    changes: d.partId === null ? [] : [{ field: 'Позиция', value: `№ ${d.partId}` }],
  }),
};

export const warehouseAudit: AuditCatalog<WarehouseEvent> = {
  WarehouseCreated: (d) => ({
    ...warehouse(d.warehouseId),
    action: 'Создан',
    name: d.name,
    changes: changesOf(d, { city: 'Город', address: 'Адрес' }),
  }),
  WarehouseChanged: (d) => ({
    ...warehouse(d.warehouseId),
    action: 'Изменён',
    name: d.name,
    changes: changesOf(d, { name: 'Название', city: 'Город', address: 'Адрес', workingHours: 'Часы работы' }),
  }),
  WarehouseRemoved: (d) => ({ ...warehouse(d.warehouseId), action: 'Удалён' }),
};
