import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '../../../infra/event-store/index.ts';
import type { BulkOp, Doc, ReadStore } from '../../../infra/read-store/index.ts';
import type { ProjectedDoc, ProjectionDefinition } from './definition.ts';
import type { CheckpointDeferral } from './checkpoint-deferral.ts';
import { cpuMs, type WriteBatch } from './write-group.ts';
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
/** The most stored documents one read ahead of a batch's events asks for (`batchOps`). */
const READ_AHEAD = 250;
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The payload of `events[at]` as `definition` reads it. */
type Decode = (definition: ProjectionDefinition, event: RecordedEvent, at: number) => unknown;
const decodeAlone: Decode = (definition, event) => definition.decode(event.type, event.data);

/** The payloads of an event as decoded, per decoder, while the event is read by anyone. */
const decodedOf = new WeakMap<RecordedEvent, Map<object, unknown>>();
/**
 * Decodes an event once per decoder: projections following the same module's events check them
 * with the same schema, and 27 of them decoding a batch each was most of a catch-up. Kept on the
 * event read, so every projection handed the same read (a shared catch-up, runners woken by the
 * same append: ADR 0096, 0102) shares it. Projections never change an event (`evolve` is pure),
 * so they may share its payload.
 */
const sharedDecode: Decode = (definition, event) => {
  const decoder = definition.decoder?.(event.type);
  if (!decoder) return definition.decode(event.type, event.data);
  let ofEvent = decodedOf.get(event);
  if (!ofEvent) decodedOf.set(event, (ofEvent = new Map<object, unknown>()));
  if (ofEvent.has(decoder)) return ofEvent.get(decoder);
  const data = definition.decode(event.type, event.data);
  ofEvent.set(decoder, data);
  return data;
};

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
  const { ops } = await batchOps(definition, store, collection, events, 0, Infinity, decodeAlone);
  if (ops.length > 0) await store.collection<ProjectedDoc>(collection).bulkWrite(ops);
}

/**
 * The writes a batch of events makes to a projection's collection (read, not yet written), from
 * `events[from]` on, stopping before the event that would come once `maxDocs` documents are
 * changed (at least one event is taken): `consumed` says how many events the writes cover. No
 * writes means every event from `from` on was taken.
 */
async function batchOps(
  definition: ProjectionDefinition,
  store: ReadStore,
  collection: string,
  events: readonly RecordedEvent[],
  from: number,
  maxDocs: number,
  decode: Decode,
): Promise<{ ops: BulkOp<ProjectedDoc>[]; consumed: number }> {
  const target = store.collection<ProjectedDoc>(collection);
  const working = new Map<string, ProjectedDoc | null>();
  const handled = new Set(definition.eventTypes);
  // Each event as the projection reads it and its keys, worked out once (ahead, by `readAhead`).
  const prepared = new Map<number, { event: RecordedEvent; keys: readonly string[] }>();
  const prepare = (at: number): { event: RecordedEvent; keys: readonly string[] } => {
    let done = prepared.get(at);
    if (!done) {
      const raw = events[at]!;
      // An adapter may read payload and metadata lazily (getters, which a spread does not copy).
      const event: RecordedEvent = {
        id: raw.id,
        streamId: raw.streamId,
        revision: raw.revision,
        type: raw.type,
        position: raw.position,
        created: raw.created,
        data: decode(definition, raw, at),
        get metadata() {
          return raw.metadata;
        },
      };
      prepared.set(at, (done = { event, keys: definition.keys(event) }));
    }
    return done;
  };
  // The stored documents read ahead (null: none stored), before the events that change them.
  const stored = new Map<string, ProjectedDoc | null>();
  /**
   * Reads at once the stored documents the events from `start` on will want next, up to `room` of
   * them: one read of the store where a read per document cost as much as applying the event.
   */
  const readAhead = async (start: number, room: number): Promise<void> => {
    const ids: string[] = [];
    const asked = new Set<string>();
    for (let at = start; at < events.length && ids.length < room; at += 1) {
      if (!handled.has(events[at]!.type)) continue;
      for (const key of prepare(at).keys) {
        if (working.has(key) || stored.has(key) || asked.has(key)) continue;
        asked.add(key);
        ids.push(key);
      }
    }
    const found = await target.getMany(ids);
    for (const id of ids) stored.set(id, found.get(id) ?? null);
  };
  let sliceStarted = performance.now();
  let at = from;
  for (; at < events.length; at += 1) {
    if (!handled.has(events[at]!.type)) continue;
    if (working.size >= maxDocs && at > from) break;
    if (performance.now() - sliceStarted > SLICE_MS) {
      await nextTurn();
      sliceStarted = performance.now();
    }
    const { event, keys } = prepare(at);
    for (const key of keys) {
      if (!working.has(key) && !stored.has(key))
        await readAhead(at, Math.min(READ_AHEAD, Math.max(1, maxDocs - working.size)));
      let doc: ProjectedDoc | null = working.has(key) ? working.get(key)! : (stored.get(key) ?? null);
      if (doc && comparePositions(doc._pos, event.position) >= 0) continue;
      const next = definition.evolve(doc as Doc | null, event, key) as ProjectedDoc | null;
      doc = next ? { ...next, _id: key, _pos: event.position } : null;
      working.set(key, doc);
    }
    prepared.delete(at);
  }
  const ops: BulkOp<ProjectedDoc>[] = [];
  for (const [key, doc] of working) ops.push(doc ? { upsert: doc } : { delete: key });
  return { ops, consumed: at - from };
}

/** The index of the first event after `position` in a batch (its length when there is none). */
function firstAfter(batch: readonly RecordedEvent[], position: Position): number {
  let low = 0;
  let high = batch.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comparePositions(batch[middle]!.position, position) > 0) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** A projection brought up to the end of the log by `catchUpTogether`. */
export interface Follower {
  readonly definition: ProjectionDefinition;
  readonly collection: string;
  readonly onBatch?: (batch: BatchApplied) => void | Promise<void>;
}

/** Tells a follower how far its collection has come and over how many events. */
function reportBatch(follower: Follower, position: Position, events: number): void | Promise<void> {
  return follower.onBatch?.({
    projection: follower.definition.name,
    collection: follower.collection,
    position,
    events,
  });
}

/**
 * Brings one projection's collection up to the end of the log, batch by batch. Each batch's
 * documents and the checkpoint after it are written together (`writeAll`: one transaction on
 * SQLite), so a crash leaves both before the batch or both after it. Callers guarantee one runner
 * per collection at a time.
 */
export async function catchUp(options: {
  readonly definition: ProjectionDefinition;
  readonly events: Pick<EventStore, 'readAll'>;
  readonly store: ReadStore;
  readonly collection: string;
  readonly batchSize?: number;
  readonly onBatch?: (batch: BatchApplied) => void | Promise<void>;
  /** Where the checkpoint of a batch that changes no document is kept a while instead of written. */
  readonly deferral?: CheckpointDeferral;
  /** How a batch and its checkpoint are written (`store.writeAll` unless given; ADR 0104: `WriteGroup`). */
  readonly write?: WriteBatch;
}): Promise<Position> {
  const { definition, collection, onBatch } = options;
  const reached = await catchUpTogether({ ...options, followers: [{ definition, collection, onBatch }] });
  return reached.get(collection)!;
}

/**
 * Brings several projections' collections up to the end of the log with one read of it (ADR
 * 0096): each batch is read once, from the checkpoint of the furthest behind, each event decoded
 * once per schema, and every projection takes the events after its own checkpoint. Each still
 * writes its documents with its checkpoint in transactions of about WRITE_MS of CPU (ADR 0082);
 * the checkpoints of projections a batch changed nothing of are written together, in one
 * transaction. Callers guarantee one runner per collection at a time; `stopped` ends the catch-up
 * between two writes. Gives the position each collection reached.
 */
export async function catchUpTogether(options: {
  readonly followers: readonly Follower[];
  readonly events: Pick<EventStore, 'readAll'>;
  readonly store: ReadStore;
  readonly batchSize?: number;
  readonly deferral?: CheckpointDeferral;
  readonly stopped?: () => boolean;
  readonly write?: WriteBatch;
}): Promise<Map<string, Position>> {
  const { followers, events, store, deferral } = options;
  const write: WriteBatch =
    options.write ??
    (async (writes) => {
      const started = cpuMs();
      await store.writeAll(writes);
      return cpuMs() - started;
    });
  const stopped = options.stopped ?? (() => false);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const states = await Promise.all(
    followers.map(async (follower) => ({
      follower,
      position: deferral?.position(follower.collection) ?? (await readCheckpoint(store, follower.collection)),
      // How many documents one transaction writes: as many as take about WRITE_MS of CPU, learnt
      // from the writes before (a write is synchronous on SQLite: it holds the loop while it runs).
      docsPerWrite: Math.min(FIRST_DOCS_PER_WRITE, batchSize),
    })),
  );
  while (!stopped()) {
    const behind = states.reduce((low, state) =>
      comparePositions(state.position, low.position) < 0 ? state : low,
    );
    const batch = await events.readAll(behind.position, batchSize);
    if (batch.length === 0) break;
    // Projections whose part of the batch changed no document: only their checkpoints move.
    const unchanged: Array<{ state: (typeof states)[number]; events: number }> = [];
    for (const state of states) {
      const { definition, collection } = state.follower;
      for (let from = firstAfter(batch, state.position); from < batch.length && !stopped();) {
        const { ops, consumed } = await batchOps(
          definition,
          store,
          collection,
          batch,
          from,
          state.docsPerWrite,
          sharedDecode,
        );
        from += consumed;
        state.position = batch[from - 1]!.position;
        if (ops.length === 0) {
          if (deferral?.defer(collection, definition.name, state.position, consumed))
            await reportBatch(state.follower, state.position, consumed);
          else unchanged.push({ state, events: consumed });
          break;
        }
        // Told before the write, in its turn: a flush under way must not write an older checkpoint after it.
        deferral?.written(collection);
        const spent = await write([
          { collection, ops },
          {
            collection: CHECKPOINTS,
            ops: [{ upsert: checkpointDoc(collection, definition.name, state.position) }],
          },
        ]);
        state.docsPerWrite = Math.max(
          MIN_DOCS_PER_WRITE,
          Math.min(batchSize, Math.floor((ops.length * WRITE_MS) / Math.max(spent, 0.5))),
        );
        await reportBatch(state.follower, state.position, consumed);
        await nextTurn();
      }
    }
    if (unchanged.length === 0) continue;
    for (const { state } of unchanged) deferral?.written(state.follower.collection);
    await write([
      {
        collection: CHECKPOINTS,
        ops: unchanged.map(({ state }) => ({
          upsert: checkpointDoc(state.follower.collection, state.follower.definition.name, state.position),
        })),
      },
    ]);
    for (const { state, events: consumed } of unchanged)
      await reportBatch(state.follower, state.position, consumed);
    await nextTurn();
  }
  return new Map(states.map((state) => [state.follower.collection, state.position]));
}
