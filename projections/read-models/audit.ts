import { typedProjection } from '../../backend/kit/read/index.ts';
import type { AuditDescription, DomainEvent } from '../../backend/kit/write/index.ts';
import {
  AUDIT_ENTITIES_PROJECTION,
  AUDIT_PROJECTION,
  auditedEvents,
  describeEvent,
  foldName,
  type AuditEntityDoc,
  type AuditEntryDoc,
} from '../../backend/modules/audit/published.ts';

/** Decisions are what admins do: an event is an entry when an admin wrote it and it describes something. */
const byAdmin = (role: string | null): boolean => role === 'admin';

/**
 * A decision: written by an admin, not routine, and not about the admin's own account (an admin
 * changing their own name or password decides nothing about anyone).
 */
function decision(
  event: { metadata: { role: string | null; userId: string | null } },
  description: AuditDescription | null,
): boolean {
  if (description?.journal) return true;
  if (!description || description.routine || !byAdmin(event.metadata.role)) return false;
  return !(description.entityType === 'user' && description.entityId === event.metadata.userId);
}

/** The decisions of every admin, one document per event, written once (the audit trail). */
export const auditEntriesProjection = typedProjection<AuditEntryDoc, DomainEvent>({
  name: AUDIT_PROJECTION,
  version: 1,
  events: auditedEvents,
  indexes: [
    { fields: { at: -1, seq: -1 } },
    { fields: { actorId: 1, at: -1 } },
    { fields: { entityKey: 1, at: -1 } },
    { fields: { entityType: 1, at: -1 } },
  ],
  keys: (event) => (decision(event, describeEvent(event)) ? [event.id] : []),
  evolve(doc, event) {
    // Written once: a replay of the same event finds its document and leaves it as it was.
    if (doc) return doc;
    const description = describeEvent(event)!;
    return {
      _id: event.id,
      id: event.id,
      at: event.metadata.at,
      seq: event.position.commit,
      actorId: event.metadata.userId,
      actorRole: event.metadata.role,
      entityType: description.entityType,
      entityId: description.entityId,
      entityKey: `${description.entityType}:${description.entityId}`,
      eventType: event.type,
      action: description.action,
      reason: description.reason ?? null,
      changes: [...(description.changes ?? [])],
      correlationId: event.metadata.correlationId,
    };
  },
});

/** The last known name of every entity, and whether an admin has decided about it. */
export const auditEntitiesProjection = typedProjection<AuditEntityDoc, DomainEvent>({
  name: AUDIT_ENTITIES_PROJECTION,
  version: 1,
  events: auditedEvents,
  indexes: [{ fields: { decided: 1, entityType: 1 } }],
  keys: (event) => {
    const description = describeEvent(event);
    if (!description || (description.name === undefined && !decision(event, description))) return [];
    return [`${description.entityType}:${description.entityId}`];
  },
  evolve(doc, event, key) {
    const description = describeEvent(event)!;
    const name = description.name ?? doc?.name ?? null;
    return {
      _id: key,
      entityType: description.entityType,
      entityId: description.entityId,
      name,
      searchName: foldName(name ?? ''),
      decided: (doc?.decided ?? false) || decision(event, description),
    };
  },
});
