export {
  documentEvents,
  settingsEvents,
  documentStream,
  settingsStream,
  parseDocumentId,
  DEAL_KINDS,
  DOCUMENT_TYPES,
  VAT_RATES,
  type DocumentEvent,
  type SettingsEvent,
  type DealKind,
  type DocumentParty,
  type DocumentLine,
} from './events.ts';
export { documentDecider, settingsDecider, DEFAULT_VAT_RATE, MESSAGES as ACCOUNTING_MESSAGES } from './decider.ts';
export { AccountingCommands, closingTypeOf, type Deals, type DealStage, type Requisites } from './commands.ts';
export { AccountingQueries, type OpenDeal, type OpenDeals } from './queries.ts';
export { documentAudit, settingsAudit } from './audit.ts';
export { rublesInWords } from './amount-in-words.ts';
export { documentPdf } from './pdf.ts';
export { DOCUMENTS_PROJECTION, PAYMENT_LABELS, DOCUMENT_TITLES, type DocumentDoc } from './view.ts';
