/**
 * What the quote-requests module publishes to the read side (read models, the audit, notifications):
 * its events and their streams, how the audit reads them, and the document of its read model. It
 * loads no HTTP, storage or file handling (docs/architecture.md).
 */
export {
  quoteRequestEvents,
  quoteRequestStream,
  OFFERED_CONDITION_LABELS,
  type QuoteRequestEvent,
} from './events.ts';
export { quoteRequestAudit } from './audit.ts';
export { QUOTE_REQUESTS_PROJECTION, type QuoteRequestDoc, type QuoteStep } from './view.ts';
