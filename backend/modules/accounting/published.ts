/**
 * What the accounting module publishes to the read side (read models, the audit, notifications): its
 * events and the streams they live in, how the audit reads them, and the documents of its read
 * models. It loads no HTTP, storage or file handling, so the projection worker stays light; code
 * that runs commands or answers requests uses index.ts (docs/architecture.md).
 */
export {
  documentEvents,
  documentStream,
  parseDocumentId,
  settingsEvents,
  type DocumentEvent,
} from './events.ts';
export { documentAudit, settingsAudit } from './audit.ts';
export { DOCUMENTS_PROJECTION, type DocumentDoc } from './view.ts';
