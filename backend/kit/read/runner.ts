import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '../../../infra/event-store/index.ts';
import type { BulkOp, Doc, ReadStore } from '../../../infra/read-store/index.ts';
import type { ProjectedDoc, ProjectionDefinition } from './definition.ts';
import type { CheckpointDeferral } from './checkpoint-deferral.ts';
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
/**
 * The CPU a transaction of a batch's documents aims at (ADR 0082): a batch of 1,000 changed
 * products took 50-70 ms in memory and 70-85 ms on SQLite, over the 50 ms rule, so a batch is
 * written in as many transactions (each with its checkpoint) as keep each one near this.
 */
const WRITE_MS = 20;
const FIRST_DOCS_PER_WRITE = 200;
const MIN_DOCS_PER_WRITE = 10;
/** The main thread's CPU time in ms (the wall clock where the runtime cannot tell it). */
function cpuMs(): number {
  const usage = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.();
  return usage ? (usage.user + usage.system) / 1000 : performance.now();
}
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
  const { ops } = await batchOps(definition, store, collection, events);
  if (ops.length > 0) await store.collection<ProjectedDoc>(collection).bulkWrite(ops);
}

/**
 * The writes a batch of events makes to a projection's collection (read, not yet written), from
 * `events[from]` on, stopping before the event that would come once `maxDocs` documents are
 * changed (at least one event is taken): `consumed` says how many events the writes cover.
 */
async function batchOps(
  definition: ProjectionDefinition,
  store: ReadStore,
  collection: string,
  events: readonly RecordedEvent[],
  from = 0,
  maxDocs = Infinity,
): Promise<{ ops: BulkOp<ProjectedDoc>[]; consumed: number }> {
  const target = store.collection<ProjectedDoc>(collection);
  const working = new Map<string, ProjectedDoc | null>();
  const handled = new Set(definition.eventTypes);
  let sliceStarted = performance.now();
  let at = from;
  for (; at < events.length; at += 1) {
    const raw = events[at]!;
    if (!handled.has(raw.type)) continue;
    if (working.size >= maxDocs && at > from) break;
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
  return { ops, consumed: at - from };
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
  /** Where the checkpoint of a batch that changes no document is kept a while instead of written. */
  readonly deferral?: CheckpointDeferral;
}): Promise<Position> {
  const { definition, events, store, collection, onBatch, deferral } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let position = deferral?.position(collection) ?? (await readCheckpoint(store, collection));
  // How many documents one transaction writes: as many as take about WRITE_MS of CPU, learnt from
  // the writes before (a write is synchronous on SQLite: it holds the loop while it runs).
  let docsPerWrite = Math.min(FIRST_DOCS_PER_WRITE, batchSize);
  for (;;) {
    const batch = await events.readAll(position, batchSize);
    if (batch.length === 0) return position;
    for (let from = 0; from < batch.length;) {
      const { ops, consumed } = await batchOps(definition, store, collection, batch, from, docsPerWrite);
      from += consumed;
      position = batch[from - 1]!.position;
      if (ops.length === 0 && deferral?.defer(collection, definition.name, position, consumed)) {
        await onBatch?.({ projection: definition.name, collection, position, events: consumed });
        continue;
      }
      const started = cpuMs();
      await store.writeAll([
        { collection, ops },
        { collection: CHECKPOINTS, ops: [{ upsert: checkpointDoc(collection, definition.name, position) }] },
      ]);
      const spent = cpuMs() - started;
      deferral?.written(collection);
      if (ops.length > 0)
        docsPerWrite = Math.max(
          MIN_DOCS_PER_WRITE,
          Math.min(batchSize, Math.floor((ops.length * WRITE_MS) / Math.max(spent, 0.5))),
        );
      await onBatch?.({ projection: definition.name, collection, position, events: consumed });
      await nextTurn();
    }
  }
}
