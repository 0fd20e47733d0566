import assert from 'node:assert/strict';
import type { EventMetadata, RecordedEvent } from '../../../infra/event-store/index.ts';
import { MemoryReadStore, type Doc, type ReadStore } from '../../../infra/read-store/index.ts';
import type { DomainEvent } from '../write/index.ts';
import type { ProjectionDefinition } from './definition.ts';
import { applyBatch } from './runner.ts';

/** An event as a test gives it: the payload, and where it matters who wrote it, when and where. */
export type GivenEvent = DomainEvent & {
  readonly streamId?: string;
  readonly metadata?: Partial<EventMetadata>;
};

const GIVEN_AT = '2026-01-15T09:00:00.000Z';
/** The collection a specification writes its documents to. */
export const SPEC_COLLECTION = 'spec';

/** Recorded events in the order given, with positions 1, 2, … as the store would assign them. */
export function recordEvents(events: readonly GivenEvent[]): RecordedEvent[] {
  const revisions = new Map<string, number>();
  return events.map((event, index) => {
    const streamId = event.streamId ?? 'given';
    const revision = revisions.get(streamId) ?? 0;
    revisions.set(streamId, revision + 1);
    const metadata: EventMetadata = {
      userId: null,
      role: null,
      at: GIVEN_AT,
      correlationId: `given-${index}`,
      causationId: null,
      ...event.metadata,
    };
    return {
      id: `given-${index}`,
      streamId,
      revision,
      type: event.type,
      data: event.data,
      metadata,
      position: { commit: index + 1, prepare: index + 1 },
      created: metadata.at,
    };
  });
}

/**
 * given events (applied once, then every event applied a second time in its own batch, as a replay
 * after a crash would) → then documents. Payloads go through the projection's own decoder, so an
 * event that breaks its schema fails here as it would in the runner.
 *
 * ```ts
 * await ProjectionSpecification.for(ordersProjection).given(requested, accepted).then([doc]);
 * ```
 */
export class ProjectionSpecification<D extends Doc> {
  private readonly definition: ProjectionDefinition<D>;
  private constructor(definition: ProjectionDefinition<D>) {
    this.definition = definition;
  }

  static for<D extends Doc>(definition: ProjectionDefinition<D>): ProjectionSpecification<D> {
    return new ProjectionSpecification(definition);
  }

  /**
   * The documents (without `_pos`) after these batches of recorded events, applied exactly as
   * given: for tests of a replay in a particular shape. Sorted by `_id` unless told otherwise;
   * written to a fresh memory store unless a store is given (collection `spec`), to read it back
   * raw or to compare stores.
   */
  async project(
    batches: readonly (readonly RecordedEvent[])[],
    options: { sort?: Record<string, 1 | -1>; store?: ReadStore } = {},
  ): Promise<D[]> {
    const definition: ProjectionDefinition = this.definition;
    const store = options.store ?? new MemoryReadStore();
    for (const batch of batches) await applyBatch(definition, store, SPEC_COLLECTION, batch);
    const docs = await store.collection(SPEC_COLLECTION).find({}, { sort: options.sort ?? { _id: 1 } });
    return docs.map(({ _pos, ...doc }) => doc as D);
  }

  given(...events: readonly GivenEvent[]) {
    const recorded = recordEvents(events);
    const project = (batches: readonly (readonly RecordedEvent[])[]) => this.project(batches);
    return {
      /** The documents, sorted by `_id` (without `_pos`); the same after every event is applied twice. */
      async documents(): Promise<D[]> {
        const once = await project([recorded]);
        const twice = await project([recorded, ...recorded.map((event) => [event])]);
        assert.deepStrictEqual(twice, once, 'applying the events a second time changed the documents');
        return once;
      },
      async then(expected: readonly D[]): Promise<void> {
        assert.deepStrictEqual(await this.documents(), expected);
      },
    };
  }
}
