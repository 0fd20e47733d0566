import { defineProjection } from '../runtime/index.ts';
import {
  PRODUCTS_PROJECTION,
  productEvents,
  type ProductDoc,
  type ProductEvent,
} from '../../backend/modules/catalog/index.ts';

/** One document per product: the product page, the supplier's and the moderator's views. */
export const productsProjection = defineProjection<ProductDoc>({
  name: PRODUCTS_PROJECTION,
  version: 1,
  eventTypes: productEvents.types,
  indexes: [
    { fields: { supplierId: 1 } },
    { fields: { categoryId: 1 } },
    { fields: { status: 1 } },
    { fields: { warehouseIds: 1 } },
  ],
  decode: (type, data) => productEvents.check(type, data).data,
  keys: (event) => [String((event as unknown as ProductEvent).data.productId)],
  evolve(doc, event) {
    const handled = event as unknown as ProductEvent;
    const at = event.metadata.at;
    if (handled.type === 'ProductCreated') {
      const { productId, supplierId, ...details } = handled.data;
      return {
        _id: String(productId),
        id: productId,
        supplierId,
        status: 'draft',
        ...details,
        stocks: [],
        warehouseIds: [],
        quantity: 0,
        rejectionReason: null,
        createdAt: at,
        updatedAt: at,
        submittedAt: null,
        publishedAt: null,
      };
    }
    if (!doc) return null;
    switch (handled.type) {
      case 'ProductDetailsChanged': {
        const { productId: _productId, ...details } = handled.data;
        return { ...doc, ...details, updatedAt: at };
      }
      case 'ProductSubmitted':
        return { ...doc, status: 'submitted', submittedAt: at, updatedAt: at };
      case 'ProductPublished':
        return { ...doc, status: 'published', publishedAt: at, rejectionReason: null, updatedAt: at };
      case 'ProductRejected':
        return { ...doc, status: 'rejected', rejectionReason: handled.data.reason, updatedAt: at };
      case 'ProductArchived':
        return { ...doc, status: 'archived', updatedAt: at };
      case 'ProductRestored':
        return { ...doc, status: 'draft', updatedAt: at };
      case 'ProductStockChanged': {
        const stocks = handled.data.stocks.map(({ warehouseId, quantity }) => ({ warehouseId, quantity }));
        return {
          ...doc,
          stocks,
          warehouseIds: stocks.map((stock) => stock.warehouseId),
          quantity: stocks.reduce((sum, stock) => sum + stock.quantity, 0),
          updatedAt: at,
        };
      }
    }
  },
});
