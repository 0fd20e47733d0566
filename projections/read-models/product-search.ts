import { defineProjection } from '../runtime/index.ts';
import {
  PRODUCT_SEARCH_PROJECTION,
  SEARCH_META_ID,
  excerptOf,
  productEvents,
  searchTermsOf,
  type ProductEvent,
  type ProductSearchDoc,
  type SearchMetaDoc,
} from '../../backend/modules/catalog/index.ts';

type SearchDoc = ProductSearchDoc | SearchMetaDoc;

/**
 * One search document per product: the list card and its normalised terms (words, stems, part
 * numbers) by field. The API process keeps its in-process index fresh from these documents; every
 * product event also touches `_last`, whose `_pos` tells the index that something changed (ADR 0011).
 */
export const productSearchProjection = defineProjection<SearchDoc>({
  name: PRODUCT_SEARCH_PROJECTION,
  version: 1,
  eventTypes: productEvents.types,
  indexes: [{ fields: { '_pos.commit': 1 } }],
  decode: (type, data) => productEvents.check(type, data).data,
  keys: (event) => [String((event as unknown as ProductEvent).data.productId), SEARCH_META_ID],
  evolve(doc, event, key) {
    if (key === SEARCH_META_ID) return { _id: SEARCH_META_ID, kind: 'meta' };
    const handled = event as unknown as ProductEvent;
    if (doc?.kind === 'meta') return doc;
    if (handled.type === 'ProductCreated') {
      const { productId, supplierId, ...details } = handled.data;
      return {
        _id: String(productId),
        kind: 'product',
        id: productId,
        supplierId,
        categoryId: details.categoryId,
        status: 'draft',
        quality: details.quality,
        name: details.name,
        partNumber: details.partNumber ?? null,
        price: details.price,
        excerpt: excerptOf(details.description),
        image: details.images[0] ?? null,
        quantity: 0,
        terms: searchTermsOf(details),
      };
    }
    if (doc === null) return null;
    switch (handled.type) {
      case 'ProductDetailsChanged': {
        const { productId: _productId, ...details } = handled.data;
        return {
          ...doc,
          categoryId: details.categoryId,
          quality: details.quality,
          name: details.name,
          partNumber: details.partNumber ?? null,
          price: details.price,
          excerpt: excerptOf(details.description),
          image: details.images[0] ?? null,
          terms: searchTermsOf(details),
        };
      }
      case 'ProductSubmitted':
        return { ...doc, status: 'submitted' };
      case 'ProductPublished':
        return { ...doc, status: 'published' };
      case 'ProductRejected':
        return { ...doc, status: 'rejected' };
      case 'ProductArchived':
        return { ...doc, status: 'archived' };
      case 'ProductRestored':
        return { ...doc, status: 'draft' };
      case 'ProductStockChanged':
        return { ...doc, quantity: handled.data.stocks.reduce((sum, stock) => sum + stock.quantity, 0) };
    }
  },
});
