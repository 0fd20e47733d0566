export {
  productEvents,
  warehouseEvents,
  PRODUCT_STATUSES,
  QUALITIES,
  type ProductEvent,
  type ProductEventOf,
  type WarehouseEvent,
  type ProductDetails,
  type ProductStatus,
  type Quality,
  type StockLevel,
  type WarehouseDetails,
  productStream,
  warehouseStream,
} from './events.ts';
export {
  MESSAGES as CATALOG_MESSAGES,
  serviceNotLinkable,
  LIMITS as CATALOG_LIMITS,
  QUALITY_LABELS,
  checkProductDetails,
  partNumberKey,
  checkStocks,
  checkWarehouseDetails,
  parseQuality,
  isFileUrl,
} from './rules.ts';
export {
  productDecider,
  canSee,
  publicVersion,
  noProduct,
  type Actor,
  type ProductCommand,
  type ProductState,
  type KnownWarehouse,
} from './product-decider.ts';
export {
  warehouseDecider,
  noWarehouse,
  type WarehouseCommand,
  type WarehouseState,
} from './warehouse-decider.ts';
export {
  CatalogCommands,
  PRODUCT_SEQUENCE,
  WAREHOUSE_SEQUENCE,
  type CategoryExists,
  type Outcome as CatalogOutcome,
} from './commands.ts';
export {
  CatalogQueries,
  CatalogIndexSync,
  CategoryDirectory,
  type SupplierNames,
  type ListQuery,
  type ProductList,
} from './queries.ts';
export { CatalogIndex, parseQuery, isSearchable, mergeDescending, MATCH_QUALITY, type IndexedCard, type ParsedQuery } from './search-index.ts';
export { analyze, fold, codeKey, fromWrongLayout, stem, withinOneEdit, encodeTerms, decodeTerms, type FieldTerms } from './search-text.ts';
export { searchFieldsOf, searchTermsOf } from './search-doc.ts';
export { productChanges, type FieldChange, type ProductRevisionDto } from './changes.ts';
export {
  PRODUCTS_PROJECTION,
  PRODUCT_SEARCH_PROJECTION,
  WAREHOUSES_PROJECTION,
  SEARCH_META_ID,
  CHARACTERISTIC_ORDER,
  excerptOf,
  assetUrl,
  sortCharacteristics,
  productDto,
  publishedDetails,
  cardDto,
  warehouseDto,
  type ProductDoc,
  type ProductSearchDoc,
  type SearchMetaDoc,
  type WarehouseDoc,
  type ProductDto,
  type ProductCardDto,
  type WarehouseDto,
  type Placement,
  type ProductRevision,
  type SearchCardFields,
} from './view.ts';
export { productAudit, warehouseAudit } from './audit.ts';
