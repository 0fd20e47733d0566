import type { Doc, IndexSpec } from '../../infra/read-store/index.ts';
import type { Position, RecordedEvent } from '../../infra/event-store/index.ts';

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
