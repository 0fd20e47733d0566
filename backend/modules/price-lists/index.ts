export { priceListEvents, mappingStream, type PriceListEvent } from './events.ts';
export { readTable, MAX_ROWS, TABLE_MESSAGES, type Table } from './table.ts';
export { FIELDS as PRICE_LIST_FIELDS, guessMapping, isMapping, stockHeader, type ColumnField, type Warehouse } from './columns.ts';
export { checkRows, parsePrice, ROW_MESSAGES, type CategoryRef, type CheckedRow, type RowValues } from './rows.ts';
export { PriceListImports, type ImportJob, type Seller, type SellerCatalog, type SellerProduct } from './importer.ts';
export { RememberedMappings } from './mapping.ts';
export { exportCsv, exportXlsx, type ExportProduct } from './exporter.ts';
export { priceListAudit } from './audit.ts';
