import type { Doc, IndexSpec } from '../../../infra/read-store/index.ts';
import type { Position, RecordedEvent } from '../../../infra/event-store/index.ts';
import type { DomainEvent, EventCodec } from '../write/index.ts';

/** A read-model document as stored: `_pos` is the position of the last event applied to it. */
export interface ProjectedDoc extends Doc {
  _pos: Position;
}

/** An event handed to a projection: payload already checked against its schema. */
export type ProjectedEvent = RecordedEvent;

export interface ProjectionDefinition<D extends Doc = Doc> {
  /** Stable name; collections are named `<name>_v<version>...`. */
  readonly name: string;
  /** Bump when the document shape or the evolve logic changes: a rebuild follows. */
  readonly version: number;
  readonly eventTypes: readonly string[];
  readonly indexes: readonly IndexSpec[];
  /** Checks an event's payload when read (the module's codec). */
  decode(type: string, data: unknown): unknown;
  /**
   * What `decode` checks a type's payload with, compared by identity: projections reading the log
   * together decode an event once per decoder and share the payload. Without it, each decodes.
   */
  decoder?(type: string): object | undefined;
  /** Ids of the documents an event changes. */
  keys(event: ProjectedEvent): readonly string[];
  /** The document after the event; null deletes it. Must be pure. `key` is the document's id (one
   * of `keys(event)`), for projections whose events touch documents of more than one kind. */
  evolve(doc: D | null, event: ProjectedEvent, key: string): D | null;
}

export function defineProjection<D extends Doc>(
  definition: ProjectionDefinition<D>,
): ProjectionDefinition<D> {
  return definition;
}

/** A decoded event of a module's union `E`, with the store's record around it (metadata, position). */
export type TypedProjectedEvent<E extends DomainEvent> = Omit<RecordedEvent, 'type' | 'data'> & E;

/** A projection written against its module's event codec: `keys` and `evolve` see typed events. */
export interface TypedProjection<D extends Doc, E extends DomainEvent> {
  readonly name: string;
  readonly version: number;
  readonly indexes: readonly IndexSpec[];
  /** The codec of the events this projection reads; its types are the projection's event types. */
  readonly events: EventCodec<E>;
  keys(event: TypedProjectedEvent<E>): readonly string[];
  evolve(doc: D | null, event: TypedProjectedEvent<E>, key: string): D | null;
}

/**
 * Builds the runner's definition from a typed one. The runner decodes every payload with the same
 * codec before `keys` and `evolve` see it, so the one narrowing below is checked at run time.
 */
export function typedProjection<D extends Doc, E extends DomainEvent>(
  projection: TypedProjection<D, E>,
): ProjectionDefinition<D> {
  const typed = (event: ProjectedEvent) => event as TypedProjectedEvent<E>;
  return {
    name: projection.name,
    version: projection.version,
    indexes: projection.indexes,
    eventTypes: projection.events.types,
    decode: (type, data) => projection.events.check(type, data).data,
    decoder: (type) => projection.events.schemaOf(type),
    keys: (event) => projection.keys(typed(event)),
    evolve: (doc, event, key) => projection.evolve(doc, typed(event), key),
  };
}
