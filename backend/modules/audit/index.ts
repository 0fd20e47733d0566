export {
  AUDIT_SOURCES,
  auditedEvents,
  describeEvent,
  describedTypes,
  historyStream,
  type AuditSource,
} from './sources.ts';
export { AuditQueries, type AuditFilter, type AuditPage, type UserNames } from './queries.ts';
export { auditCsv } from './csv.ts';
export {
  AUDIT_PROJECTION,
  AUDIT_ENTITIES_PROJECTION,
  foldName,
  type AuditEntryDoc,
  type AuditEntityDoc,
  type AuditEntryDto,
} from './view.ts';
