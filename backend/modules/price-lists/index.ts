export { readTable, TABLE_MESSAGES } from './table.ts';
export { readTableOffThread } from './table-reader.ts';
export { ROW_MESSAGES } from './rows.ts';
export { PriceListImports, type SellerCatalog } from './importer.ts';
export { RememberedMappings } from './mapping.ts';
