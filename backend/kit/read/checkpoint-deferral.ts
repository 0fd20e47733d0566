import { comparePositions, type Position } from '../../../infra/event-store/index.ts';
import type { BulkOp, Doc, ReadStore } from '../../../infra/read-store/index.ts';
import { CHECKPOINTS, checkpointDoc, readCheckpoint } from './storage.ts';

/** How long the checkpoint of a projection that wrote nothing may stay only in memory. */
export const CHECKPOINT_FLUSH_MS = 1_000;
/**
 * How many events a kept checkpoint may cover: past it, the batch's checkpoint is written as
 * before. A catch-up over the log (a start, a rebuild) still stores its progress batch by batch.
 */
export const CHECKPOINT_DEFER_EVENTS = 1_000;

/**
 * The checkpoints of batches that changed no document of their projection (most projections skip
 * most events: an order wakes 27 projections, three of which write), kept in memory and written
 * together, in one transaction, every CHECKPOINT_FLUSH_MS and when the engine stops. Written one
 * transaction per projection and batch, they were most of the read store's commits under orders
 * (6,309 of 7,118 in `bench:orders`). Readers waiting for such a projection hear its progress
 * message as before; a crash before the flush only makes it read those events again, which it
 * skips again.
 */
export class CheckpointDeferral {
  private readonly pending = new Map<string, { projection: string; position: Position; events: number }>();
  /** Per collection, the count of `written` calls when it was last told of a write (see `flush`). */
  private readonly told = new Map<string, number>();
  private writes = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** Once closed (the engine stopped), a batch's checkpoint is no longer kept: its events are read again at start. */
  private closed = false;
  private readonly store: ReadStore;
  private readonly onError: (error: unknown) => void;

  constructor(store: ReadStore, onError: (error: unknown) => void) {
    this.store = store;
    this.onError = onError;
  }

  /** The checkpoint kept for `collection` (ahead of the stored one), if any. */
  position(collection: string): Position | undefined {
    return this.pending.get(collection)?.position;
  }

  /**
   * Keeps the checkpoint of a batch of `events` that changed nothing; false when it is not kept
   * (the checkpoint kept would cover CHECKPOINT_DEFER_EVENTS or more, or the engine stopped): the
   * caller then writes it.
   */
  defer(collection: string, projection: string, position: Position, events: number): boolean {
    if (this.closed) return false;
    const covered = (this.pending.get(collection)?.events ?? 0) + events;
    if (covered >= CHECKPOINT_DEFER_EVENTS) return false;
    this.pending.set(collection, { projection, position, events: covered });
    this.schedule();
    return true;
  }

  /**
   * Keeps the checkpoint of a projection moved past events it does not handle, without reading
   * them (ADR 0102): nothing was applied, so however many they are, a crash only makes the
   * projection read and skip them again. False once closed: the caller then leaves it behind.
   */
  advance(collection: string, projection: string, position: Position): boolean {
    if (this.closed) return false;
    const kept = this.pending.get(collection);
    if (kept && comparePositions(kept.position, position) >= 0) return true;
    this.pending.set(collection, { projection, position, events: kept?.events ?? 0 });
    this.schedule();
    return true;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flushing = this.flushing.then(() => this.flush()).catch(this.onError);
    }, CHECKPOINT_FLUSH_MS);
    this.timer.unref();
  }

  /**
   * A later checkpoint of `collection` is being written (or the collection dropped): nothing to keep.
   * The runner says so before its write, in the same turn: a flush reading meanwhile then leaves
   * the collection alone instead of writing its older checkpoint over the new one.
   */
  written(collection: string): void {
    this.pending.delete(collection);
    this.writes += 1;
    this.told.set(collection, this.writes);
  }

  /** Writes the kept checkpoints, never over a later one (another process may have run since). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const kept = [...this.pending];
    this.pending.clear();
    const since = this.writes;
    const behind: typeof kept = [];
    for (const entry of kept) {
      const stored = await readCheckpoint(this.store, entry[0]);
      if (comparePositions(stored, entry[1].position) < 0) behind.push(entry);
    }
    // Checked in the turn of the write: a runner that wrote while the checkpoints were read wins.
    const ops: BulkOp<Doc>[] = behind
      .filter(([collection]) => (this.told.get(collection) ?? 0) <= since)
      .map(([collection, { projection, position }]) => ({
        upsert: checkpointDoc(collection, projection, position),
      }));
    if (ops.length > 0) await this.store.writeAll([{ collection: CHECKPOINTS, ops }]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flushing;
    await this.flush();
  }
}
