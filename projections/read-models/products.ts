import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  PRODUCTS_PROJECTION,
  productEvents,
  publishedDetails,
  type ProductDoc,
  type ProductEvent,
} from '../../backend/modules/catalog/published.ts';

/**
 * One document per product: the product page, the supplier's and the moderator's views. An edit of
 * a published product waits in `revision` while the fields stay the published version (ADR 0036).
 */
export const productsProjection = typedProjection<ProductDoc, ProductEvent>({
  name: PRODUCTS_PROJECTION,
  version: 2,
  events: productEvents,
  indexes: [
    // With the id: a seller's products and the sitemap's pages of published ones are read in
    // their order from the index, a page at a time (ADR 0074).
    { fields: { supplierId: 1, id: 1 } },
    { fields: { categoryId: 1 } },
    { fields: { status: 1, id: 1 } },
    { fields: { warehouseIds: 1 } },
  ],
  keys: (event) => [String(event.data.productId)],
  evolve(doc, event) {
    const at = event.metadata.at;
    if (event.type === 'ProductCreated') {
      const { productId, supplierId, ...details } = event.data;
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
        revision: null,
      };
    }
    if (!doc) return null;
    const revision = doc.revision ?? null;
    switch (event.type) {
      case 'ProductDetailsChanged': {
        const { productId: _productId, ...details } = event.data;
        if (revision) return { ...doc, revision: { ...revision, details, updatedAt: at }, updatedAt: at };
        return { ...doc, ...details, updatedAt: at };
      }
      case 'ProductSubmitted':
        if (revision)
          return {
            ...doc,
            revision: {
              ...revision,
              status: 'submitted',
              rejectionReason: null,
              submittedAt: at,
              updatedAt: at,
            },
            updatedAt: at,
          };
        if (doc.status === 'published') {
          // The edit that follows goes into the revision; the published version stays public.
          return {
            ...doc,
            revision: {
              details: publishedDetails(doc),
              status: 'submitted',
              rejectionReason: null,
              submittedAt: at,
              updatedAt: at,
            },
            updatedAt: at,
          };
        }
        return { ...doc, status: 'submitted', submittedAt: at, updatedAt: at };
      case 'ProductPublished':
        return {
          ...doc,
          ...(revision?.details ?? {}),
          revision: null,
          status: 'published',
          publishedAt: at,
          rejectionReason: null,
          updatedAt: at,
        };
      case 'ProductRejected':
        if (revision)
          return {
            ...doc,
            revision: { ...revision, status: 'rejected', rejectionReason: event.data.reason, updatedAt: at },
            updatedAt: at,
          };
        return { ...doc, status: 'rejected', rejectionReason: event.data.reason, updatedAt: at };
      case 'ProductArchived':
        // Out of the catalogue: the supplier's latest version is what comes back on restoring.
        return { ...doc, ...(revision?.details ?? {}), revision: null, status: 'archived', updatedAt: at };
      case 'ProductRestored':
        return { ...doc, status: 'draft', updatedAt: at };
      case 'ProductStockChanged': {
        const stocks = event.data.stocks.map(({ warehouseId, quantity }) => ({ warehouseId, quantity }));
        return {
          ...doc,
          stocks,
          warehouseIds: stocks.map((stock) => stock.warehouseId),
          quantity: stocks.reduce((sum, stock) => sum + stock.quantity, 0),
          updatedAt: at,
        };
      }
      case 'ProductPartLinked':
        return { ...doc, partId: event.data.partId, updatedAt: at };
    }
  },
});
