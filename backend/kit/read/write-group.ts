import type { CollectionWrites, ReadStore } from '../../../infra/read-store/index.ts';

/**
 * What a runner writes a batch with: its documents and its checkpoint, all or nothing. Gives the
 * main thread's CPU the write took in ms (its share, when written with others), which sizes the
 * runner's next writes.
 */
export type WriteBatch = (writes: readonly CollectionWrites[]) => Promise<number>;

/**
 * Batches of at most this many documents (a live runner's usual: an order changes one or two per
 * projection) wait for the others of their turn; larger ones (a burst, an import) are sized by
 * their runner to about 20 ms of CPU already, and written alone at once, as before.
 */
export const GROUPED_OPS = 32;
/** Ops of one shared transaction at most: a group never holds the loop much longer than one batch. */
const GROUP_OPS_MAX = 256;

/** The main thread's CPU time in ms (the wall clock where the runtime cannot tell it). */
export function cpuMs(): number {
  const usage = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.();
  return usage ? (usage.user + usage.system) / 1000 : performance.now();
}

const opsOf = (writes: readonly CollectionWrites[]): number =>
  writes.reduce((sum, write) => sum + write.ops.length, 0);

interface Queued {
  readonly writes: readonly CollectionWrites[];
  readonly ops: number;
  readonly resolve: (spent: number) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The small batches of the live runners woken by the same append, written in one transaction (ADR
 * 0104): an order's events are applied by four projections, and each committing its documents and
 * checkpoint alone was four commits of the read store per order. A runner's `write` is queued and
 * written, once the promise jobs pending then have run, with every other queued meanwhile; its
 * promise settles once the transaction holding it has committed (or failed), so a runner reports
 * its batch only once it is stored, as before. Nothing waits a turn of the event loop for it: a
 * reader that does not wait for the read models (an admin's list after a question is sent) sees
 * the batch as soon as before.
 *
 * One transaction still holds each batch with its checkpoint, so a crash leaves every projection
 * of the group either before its batch or after it. If a shared transaction fails, each of its
 * batches is written again alone, so one projection's failing write never fails another's.
 */
export class WriteGroup {
  private readonly store: Pick<ReadStore, 'writeAll'>;
  private queued: Queued[] = [];

  constructor(store: Pick<ReadStore, 'writeAll'>) {
    this.store = store;
  }

  readonly write: WriteBatch = (writes) => {
    const ops = opsOf(writes);
    if (ops > GROUPED_OPS) return this.alone(writes);
    return new Promise<number>((resolve, reject) => {
      this.queued.push({ writes, ops, resolve, reject });
      // Once the promise jobs queued now have run: the runners woken by the same append read,
      // apply and queue their batches in those (their reads are answered at once), so they are all
      // here by then, and the group lands in the same turn as each alone did.
      if (this.queued.length === 1) process.nextTick(() => void this.flush());
    });
  };

  private async alone(writes: readonly CollectionWrites[]): Promise<number> {
    const started = cpuMs();
    await this.store.writeAll(writes);
    return cpuMs() - started;
  }

  private async flush(): Promise<void> {
    const queued = this.queued;
    this.queued = [];
    for (let from = 0; from < queued.length;) {
      let to = from + 1;
      let ops = queued[from]!.ops;
      while (to < queued.length && ops + queued[to]!.ops <= GROUP_OPS_MAX) ops += queued[to++]!.ops;
      await this.together(queued.slice(from, to), ops);
      from = to;
    }
  }

  private async together(group: readonly Queued[], ops: number): Promise<void> {
    if (group.length === 1) {
      const [only] = group;
      await this.alone(only!.writes).then(only!.resolve, only!.reject);
      return;
    }
    const started = cpuMs();
    try {
      await this.store.writeAll(group.flatMap((batch) => batch.writes));
    } catch {
      // Nothing of the group was written: each batch alone, with its own outcome.
      for (const batch of group) await this.alone(batch.writes).then(batch.resolve, batch.reject);
      return;
    }
    const spent = cpuMs() - started;
    for (const batch of group) batch.resolve((spent * batch.ops) / Math.max(ops, 1));
  }
}
