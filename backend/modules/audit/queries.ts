import type { EventStore } from '../../../infra/event-store/index.ts';
import { pageCount, type PageCount, type ReadModels } from '../../kit/read/index.ts';
import { AUDIT_ENTITY_LABELS, notFound, type AuditEntityType } from '../../kit/write/index.ts';
import { auditedEvents, describeEvent, historyStream } from './sources.ts';
import {
  AUDIT_ENTITIES_PROJECTION,
  AUDIT_PROJECTION,
  foldName,
  type AuditEntityDoc,
  type AuditEntryDoc,
  type AuditEntryDto,
} from './view.ts';

/** The admin's filter of the audit trail; every part optional. */
export interface AuditFilter {
  readonly actorId?: string | undefined;
  readonly entityType?: AuditEntityType | undefined;
  readonly entityId?: string | undefined;
  /** A part of the entity's name («боковая рама»), of its number, or of the decision («отклон»). */
  readonly search?: string | undefined;
  readonly action?: string | undefined;
  /** ISO times, inclusive. */
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export interface AuditPage extends PageCount {
  entries: AuditEntryDto[];
}

/** A person's name for the audit (full name, else e-mail); given by the composition root. */
export type UserNames = (userId: string) => Promise<string | null>;

export const MESSAGES = { entityNotFound: 'История не найдена: нет такой записи' } as const;

/** The audit trail: admins' decisions from the read model, and any entity's whole history from its stream. */
export class AuditQueries {
  private readonly deps: { readModels: ReadModels; store: EventStore; userNames: UserNames };

  constructor(deps: AuditQueries['deps']) {
    this.deps = deps;
  }

  private async mongoFilter(filter: AuditFilter): Promise<Record<string, unknown> | null> {
    const query: Record<string, unknown> = {};
    if (filter.actorId) query.actorId = filter.actorId;
    if (filter.entityType) query.entityType = filter.entityType;
    if (filter.entityType && filter.entityId) query.entityKey = `${filter.entityType}:${filter.entityId}`;
    if (filter.from || filter.to)
      query.at = { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lte: filter.to } : {}) };
    if (filter.search) {
      // Entities an admin decided about whose name holds the words; a number finds its id too.
      const words = foldName(filter.search).split(/\s+/).filter(Boolean);
      const entities = await (
        await this.deps.readModels.collection<AuditEntityDoc>(AUDIT_ENTITIES_PROJECTION)
      ).find({
        decided: true,
        ...(filter.entityType ? { entityType: filter.entityType } : {}),
      });
      const keys = entities
        .filter((entity) =>
          words.every((word) => entity.searchName.includes(word) || entity.entityId === word),
        )
        .map((entity) => entity._id);
      if (keys.length === 0) return null;
      query.entityKey = filter.entityType && filter.entityId ? query.entityKey : { $in: keys };
    }
    return query;
  }

  private async dto(docs: readonly AuditEntryDoc[]): Promise<AuditEntryDto[]> {
    const entities = await this.deps.readModels.collection<AuditEntityDoc>(AUDIT_ENTITIES_PROJECTION);
    const names = new Map<string, string | null>();
    const actors = new Map<string, string | null>();
    for (const doc of docs) {
      if (!names.has(doc.entityKey))
        names.set(doc.entityKey, (await entities.get(doc.entityKey))?.name ?? null);
      if (doc.actorId !== null && !actors.has(doc.actorId))
        actors.set(doc.actorId, await this.deps.userNames(doc.actorId));
    }
    return docs.map((doc) => ({
      id: doc.id,
      at: doc.at,
      actor: {
        id: doc.actorId === null ? null : /^\d+$/.test(doc.actorId) ? Number(doc.actorId) : doc.actorId,
        role: doc.actorRole,
        name: doc.actorId === null ? null : (actors.get(doc.actorId) ?? null),
      },
      entity: {
        type: doc.entityType,
        typeLabel: AUDIT_ENTITY_LABELS[doc.entityType],
        id: doc.entityId,
        name: names.get(doc.entityKey) ?? null,
      },
      eventType: doc.eventType,
      action: doc.action,
      reason: doc.reason,
      changes: doc.changes,
      correlationId: doc.correlationId,
    }));
  }

  private async matching(filter: AuditFilter, page: number, limit: number) {
    const query = await this.mongoFilter(filter);
    if (query === null) return { docs: [] as AuditEntryDoc[], total: 0 };
    const entries = await this.deps.readModels.collection<AuditEntryDoc>(AUDIT_PROJECTION);
    const sort = { at: -1, seq: -1 } as const;
    if (!filter.action) {
      const [total, docs] = await Promise.all([
        entries.count(query),
        entries.find(query, { sort, skip: (page - 1) * limit, limit }),
      ]);
      return { docs, total };
    }
    let docs = await entries.find(query, { sort });
    // The decision's words («отклон», «заблок») are matched on the Russian text.
    if (filter.action) {
      const action = foldName(filter.action);
      docs = docs.filter((doc) => foldName(doc.action).includes(action));
    }
    return { docs: docs.slice((page - 1) * limit, page * limit), total: docs.length };
  }

  /** Newest first. */
  async list(filter: AuditFilter, page: number, limit: number): Promise<AuditPage> {
    const { docs, total } = await this.matching(filter, page, limit);
    return { entries: await this.dto(docs), total, totalPages: pageCount(total, limit), page };
  }

  /** Every matching entry (the CSV export), newest first, at most `max`. */
  async all(filter: AuditFilter, max: number): Promise<AuditEntryDto[]> {
    return (await this.list(filter, 1, max)).entries;
  }

  /**
   * Everything that happened to one entity, oldest first, read straight from its stream: what
   * its owner did as well as what admins decided, each with who and when.
   */
  async history(
    entityType: AuditEntityType,
    entityId: string,
  ): Promise<{ entity: AuditEntryDto['entity']; events: AuditEntryDto[] }> {
    const streamId = historyStream(entityType, entityId);
    if (!streamId) throw notFound(MESSAGES.entityNotFound);
    const recorded = await this.deps.store.readStream(streamId);
    const events: AuditEntryDoc[] = [];
    for (const event of recorded) {
      if (!auditedEvents.handles(event.type)) continue;
      const decoded = auditedEvents.check(event.type, event.data);
      const description = describeEvent(decoded);
      if (!description || description.entityType !== entityType || description.entityId !== entityId)
        continue;
      events.push({
        _id: event.id,
        id: event.id,
        at: event.metadata.at,
        seq: event.position.commit,
        actorId: event.metadata.userId,
        actorRole: event.metadata.role,
        entityType,
        entityId,
        entityKey: `${entityType}:${entityId}`,
        eventType: event.type,
        action: description.action,
        reason: description.reason ?? null,
        changes: [...(description.changes ?? [])],
        correlationId: event.metadata.correlationId,
      });
    }
    if (events.length === 0) throw notFound(MESSAGES.entityNotFound);
    const dtos = await this.dto(events);
    return { entity: dtos[0]!.entity, events: dtos };
  }
}
