/**
 * What the catalog module publishes to the read side (read models, the audit, notifications): its
 * events and the streams they live in, how the audit reads them, the documents of its read models,
 * and the Russian text analysis the services' search shares. It loads no HTTP, storage or file
 * handling, so the projection worker stays light; code that runs commands or answers requests uses
 * index.ts (docs/architecture.md).
 */
export {
  PRODUCT_STATUSES,
  PRODUCT_STATUS_LABELS,
  productEvents,
  productStream,
  warehouseEvents,
  warehouseStream,
  type ProductEvent,
  type ProductStatus,
  type Quality,
  type WarehouseEvent,
} from './events.ts';
export { productAudit, warehouseAudit } from './audit.ts';
export {
  PRODUCT_SEARCH_PROJECTION,
  PRODUCTS_PROJECTION,
  publishedDetails,
  SEARCH_META_ID,
  SELLER_SEARCH_PROJECTION,
  WAREHOUSES_PROJECTION,
  type ProductDoc,
  type ProductSearchDoc,
  type SearchCardFields,
  type SearchMetaDoc,
  type SellerSearchDoc,
  type WarehouseDoc,
} from './view.ts';
export { cityTermsOf, companyTermsOf, searchFieldsOf } from './search-doc.ts';
export { analyze, codeKey, fold, fromWrongLayout, lowerBound, withinOneEdit } from './search-text.ts';
/** How an offer's condition reads (the offers table, the catalogue's filters). */
export { CONDITION_LABELS } from './rules.ts';
