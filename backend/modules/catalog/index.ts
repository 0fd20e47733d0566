export {
  productEvents,
  warehouseEvents,
  type ProductDetails,
  productStream,
  warehouseStream,
} from './events.ts';
export {
  MESSAGES as CATALOG_MESSAGES,
  LIMITS as CATALOG_LIMITS,
  serviceNotLinkable,
  checkProductDetails,
  partNumberKey,
  isFileUrl,
} from './rules.ts';
export { publicVersion, type Actor } from './product-decider.ts';
export { warehouseDecider } from './warehouse-decider.ts';
export { CatalogCommands, PRODUCT_SEQUENCE, WAREHOUSE_SEQUENCE, type StockMove } from './commands.ts';
export { CatalogQueries, type IndexSnapshots, type SupplierNames, type ListQuery } from './queries.ts';
export { CatalogIndex, parseQuery } from './search-index.ts';
export { fromWrongLayout, decodeTerms } from './search-text.ts';
export { PRODUCTS_PROJECTION, type ProductSearchDoc } from './view.ts';
