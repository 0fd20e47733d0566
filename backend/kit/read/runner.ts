import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '../../../infra/event-store/index.ts';
import type { BulkOp, Doc, ReadStore } from '../../../infra/read-store/index.ts';
import type { ProjectedDoc, ProjectionDefinition } from './definition.ts';
import { CHECKPOINTS, checkpointDoc, readCheckpoint } from './storage.ts';

export interface BatchApplied {
  readonly projection: string;
  readonly collection: string;
  readonly position: Position;
  readonly events: number;
}

export const DEFAULT_BATCH_SIZE = 1000;
/** A projection lets requests in after this long on one batch (ADR 0063: no task holds the loop > 50 ms). */
const SLICE_MS = 10;
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Applies one batch of events to a projection's collection. Each document remembers the position
 * of the last event applied to it, so re-applying a batch after a crash changes nothing.
 */
export async function applyBatch(
  definition: ProjectionDefinition,
  store: ReadStore,
  collection: string,
  events: readonly RecordedEvent[],
): Promise<void> {
  const ops = await batchOps(definition, store, collection, events);
  if (ops.length > 0) await store.collection<ProjectedDoc>(collection).bulkWrite(ops);
}

/** The writes one batch of events makes to a projection's collection (read, not yet written). */
async function batchOps(
  definition: ProjectionDefinition,
  store: ReadStore,
  collection: string,
  events: readonly RecordedEvent[],
): Promise<BulkOp<ProjectedDoc>[]> {
  const target = store.collection<ProjectedDoc>(collection);
  const working = new Map<string, ProjectedDoc | null>();
  const handled = new Set(definition.eventTypes);
  let sliceStarted = performance.now();
  for (const raw of events) {
    if (!handled.has(raw.type)) continue;
    if (performance.now() - sliceStarted > SLICE_MS) {
      await nextTurn();
      sliceStarted = performance.now();
    }
    // An adapter may read payload and metadata lazily (getters, which a spread does not copy).
    const event: RecordedEvent = {
      id: raw.id,
      streamId: raw.streamId,
      revision: raw.revision,
      type: raw.type,
      position: raw.position,
      created: raw.created,
      data: definition.decode(raw.type, raw.data),
      get metadata() {
        return raw.metadata;
      },
    };
    for (const key of definition.keys(event)) {
      let doc = working.has(key) ? working.get(key)! : await target.get(key);
      if (doc && comparePositions(doc._pos, event.position) >= 0) continue;
      const next = definition.evolve(doc as Doc | null, event, key) as ProjectedDoc | null;
      doc = next ? { ...next, _id: key, _pos: event.position } : null;
      working.set(key, doc);
    }
  }
  const ops: BulkOp<ProjectedDoc>[] = [];
  for (const [key, doc] of working) ops.push(doc ? { upsert: doc } : { delete: key });
  return ops;
}

/**
 * Brings one projection's collection up to the end of the log, batch by batch. Each batch's
 * documents and the checkpoint after it are written together (`writeAll`: one transaction on
 * SQLite), so a crash leaves both before the batch or both after it. Callers guarantee one runner
 * per collection at a time.
 */
export async function catchUp(options: {
  readonly definition: ProjectionDefinition;
  readonly events: EventStore;
  readonly store: ReadStore;
  readonly collection: string;
  readonly batchSize?: number;
  readonly onBatch?: (batch: BatchApplied) => void | Promise<void>;
}): Promise<Position> {
  const { definition, events, store, collection, onBatch } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let position = await readCheckpoint(store, collection);
  for (;;) {
    const batch = await events.readAll(position, batchSize);
    if (batch.length === 0) return position;
    const ops = await batchOps(definition, store, collection, batch);
    position = batch.at(-1)!.position;
    await store.writeAll([
      { collection, ops },
      { collection: CHECKPOINTS, ops: [{ upsert: checkpointDoc(collection, definition.name, position) }] },
    ]);
    await onBatch?.({ projection: definition.name, collection, position, events: batch.length });
    await nextTurn();
  }
}
