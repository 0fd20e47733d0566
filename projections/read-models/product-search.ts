import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  PRODUCT_SEARCH_PROJECTION,
  SEARCH_META_ID,
  productEvents,
  searchFieldsOf,
  type ProductEvent,
  type ProductSearchDoc,
  type SearchCardFields,
  type SearchMetaDoc,
} from '../../backend/modules/catalog/published.ts';

type SearchDoc = ProductSearchDoc | SearchMetaDoc;

const pick = (doc: ProductSearchDoc): SearchCardFields => ({
  categoryId: doc.categoryId,
  quality: doc.quality,
  name: doc.name,
  partNumber: doc.partNumber ?? null,
  price: doc.price,
  leadTimeDays: doc.leadTimeDays ?? null,
  excerpt: doc.excerpt,
  image: doc.image,
  terms: doc.terms,
});

/**
 * One search document per product: the list card and its normalised terms (words, stems, part
 * numbers) by field. The API process keeps its in-process index fresh from these documents; every
 * product event also touches `_last`, whose `_pos` tells the index that something changed (ADR 0011).
 */
export const productSearchProjection = typedProjection<SearchDoc, ProductEvent>({
  name: PRODUCT_SEARCH_PROJECTION,
  version: 4,
  events: productEvents,
  indexes: [{ fields: { '_pos.commit': 1 } }],
  keys: (event) => [String(event.data.productId), SEARCH_META_ID],
  evolve(doc, event, key) {
    if (key === SEARCH_META_ID) return { _id: SEARCH_META_ID, kind: 'meta' };
    if (doc?.kind === 'meta') return doc;
    if (event.type === 'ProductCreated') {
      const { productId, supplierId, ...details } = event.data;
      return {
        _id: String(productId),
        kind: 'product',
        id: productId,
        supplierId,
        status: 'draft',
        quantity: 0,
        warehouseIds: [],
        partId: null,
        ...searchFieldsOf(details),
        revision: null,
        pending: null,
      };
    }
    if (doc === null) return null;
    // An edit of a published product is moderated aside: the card stays the published one (ADR 0036).
    const revision = doc.revision ?? null;
    switch (event.type) {
      case 'ProductDetailsChanged': {
        const { productId: _productId, ...details } = event.data;
        return revision
          ? { ...doc, pending: searchFieldsOf(details) }
          : { ...doc, ...searchFieldsOf(details) };
      }
      case 'ProductSubmitted':
        if (revision || doc.status === 'published')
          return { ...doc, revision: 'submitted', pending: doc.pending ?? pick(doc) };
        return { ...doc, status: 'submitted' };
      case 'ProductPublished':
        return { ...doc, ...(doc.pending ?? {}), status: 'published', revision: null, pending: null };
      case 'ProductRejected':
        return revision ? { ...doc, revision: 'rejected' } : { ...doc, status: 'rejected' };
      case 'ProductArchived':
        return { ...doc, ...(doc.pending ?? {}), status: 'archived', revision: null, pending: null };
      case 'ProductRestored':
        return { ...doc, status: 'draft' };
      case 'ProductStockChanged':
        // Where it lies: the search finds it by those warehouses' cities (ADR 0060).
        return {
          ...doc,
          quantity: event.data.stocks.reduce((sum, stock) => sum + stock.quantity, 0),
          warehouseIds: event.data.stocks
            .filter((stock) => stock.quantity > 0)
            .map((stock) => stock.warehouseId),
        };
      case 'ProductPartLinked':
        // The catalogue's cards show the part's offers (ADR 0066).
        return { ...doc, partId: event.data.partId };
    }
  },
});
