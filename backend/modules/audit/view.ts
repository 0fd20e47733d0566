import type { Doc } from '../../../infra/read-store/index.ts';
import type { AuditChange, AuditEntityType } from '../../kit/write/index.ts';

export const AUDIT_PROJECTION = 'auditEntries';
export const AUDIT_ENTITIES_PROJECTION = 'auditEntities';

/** One decision an admin made (projection `auditEntries`): written once, never changed. */
export interface AuditEntryDoc extends Doc {
  /** The event's id. */
  id: string;
  at: string;
  /** The event's global position: the order of decisions made in the same millisecond. */
  seq: number;
  actorId: string | null;
  actorRole: string | null;
  entityType: AuditEntityType;
  entityId: string;
  /** `${entityType}:${entityId}`. */
  entityKey: string;
  eventType: string;
  action: string;
  reason: string | null;
  changes: AuditChange[];
  correlationId: string;
}

/** The last name of an entity the audit knows (projection `auditEntities`), for search and display. */
export interface AuditEntityDoc extends Doc {
  entityType: AuditEntityType;
  entityId: string;
  name: string | null;
  /** Lower case, ё as е: what a search compares. */
  searchName: string;
  /** An admin decided about it at least once: only those are searched. */
  decided: boolean;
}

/** An audit entry as the admin's screen and the CSV show it. */
export interface AuditEntryDto {
  id: string;
  at: string;
  actor: { id: number | string | null; role: string | null; name: string | null };
  entity: { type: AuditEntityType; typeLabel: string; id: string; name: string | null };
  eventType: string;
  action: string;
  reason: string | null;
  changes: AuditChange[];
  correlationId: string;
}

export const foldName = (name: string): string => name.toLowerCase().replaceAll('ё', 'е');
