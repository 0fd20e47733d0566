export { AccountingSection } from './AccountingSection';
export { ACCOUNTING_TEXT } from './model';
