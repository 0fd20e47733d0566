/**
 * What the audit module publishes to the read side (read models, the audit, notifications): its
 * events and the streams they live in, how the audit reads them, and the documents of its read
 * models. It loads no HTTP, storage or file handling, so the projection worker stays light; code
 * that runs commands or answers requests uses index.ts (docs/architecture.md).
 */
export {
  AUDIT_ENTITIES_PROJECTION,
  AUDIT_PROJECTION,
  foldName,
  type AuditEntityDoc,
  type AuditEntryDoc,
} from './view.ts';
export { auditedEvents, describedTypes, describeEvent } from './sources.ts';
