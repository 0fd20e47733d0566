// Public surface of the part-offers widget: a part's offers side by side and its analogues (ADR 0064, 0065).
export { OffersTable, type OffersTableProps } from './OffersTable';
export { Analogues, ANALOGUES_TEXT } from './Analogues';
export { OFFER_TABLE_TEXT, leadTimeText } from './offers';
