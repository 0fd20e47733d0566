import type { AddOptions, JobHandler, JobQueue, QueueStats } from './types.ts';

/** Failed jobs kept per queue for a retry, as BullMQ keeps the last 100. */
const KEEP_FAILED = 100;

interface Job {
  data: unknown;
  readonly key: string | undefined;
}

interface Lane {
  running: boolean;
  pending: Job[];
  failed: Job[];
}

/**
 * In-process queue with the semantics the product relies on from BullMQ: one job at a time per
 * queue, and a deduplicated job keeps at most one waiting copy (the latest data) behind the active one.
 */
export class InlineJobQueue implements JobQueue {
  readonly kind = 'inline' as const;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly lanes = new Map<string, Lane>();
  private readonly waitingByKey = new Map<string, Job>();
  private readonly idle = new Set<() => void>();
  private closed = false;
  private readonly onError: (queue: string, error: unknown) => void;

  constructor(onError: (queue: string, error: unknown) => void = () => {}) {
    this.onError = onError;
  }

  private lane(queue: string): Lane {
    let lane = this.lanes.get(queue);
    if (!lane) this.lanes.set(queue, (lane = { running: false, pending: [], failed: [] }));
    return lane;
  }

  available(): boolean {
    return true;
  }

  onAvailabilityChange(): void {}

  async add<T>(queue: string, data: T, options: AddOptions = {}): Promise<void> {
    if (this.closed) return;
    const key =
      options.deduplicationId === undefined ? undefined : `${queue}\u0000${options.deduplicationId}`;
    const waiting = key === undefined ? undefined : this.waitingByKey.get(key);
    if (waiting) {
      waiting.data = data;
    } else {
      const job: Job = { data, key };
      this.lane(queue).pending.push(job);
      if (key !== undefined) this.waitingByKey.set(key, job);
    }
    this.kick(queue);
  }

  async process<T>(queue: string, handler: JobHandler<T>): Promise<void> {
    this.handlers.set(queue, handler as JobHandler<unknown>);
    this.kick(queue);
  }

  private kick(queue: string): void {
    const lane = this.lane(queue);
    const handler = this.handlers.get(queue);
    if (!handler || lane.running || lane.pending.length === 0) return;
    lane.running = true;
    void (async () => {
      for (let job = lane.pending.shift(); job && !this.closed; job = lane.pending.shift()) {
        if (job.key !== undefined) this.waitingByKey.delete(job.key);
        try {
          await handler(job.data);
        } catch (error) {
          lane.failed.push({ data: job.data, key: undefined });
          if (lane.failed.length > KEEP_FAILED) lane.failed.shift();
          this.onError(queue, error);
        }
      }
      lane.running = false;
      this.notifyIdle();
    })();
  }

  async stats(queue: string): Promise<QueueStats> {
    const lane = this.lane(queue);
    return { waiting: lane.pending.length, active: lane.running ? 1 : 0, failed: lane.failed.length };
  }

  async retryFailed(queue: string): Promise<number> {
    const lane = this.lane(queue);
    const failed = lane.failed.splice(0);
    for (const job of failed) await this.add(queue, job.data);
    return failed.length;
  }

  private isIdle(): boolean {
    for (const [queue, lane] of this.lanes) {
      if (lane.running || (lane.pending.length > 0 && this.handlers.has(queue))) return false;
    }
    return true;
  }

  private notifyIdle(): void {
    if (!this.isIdle()) return;
    for (const resolve of this.idle) resolve();
    this.idle.clear();
  }

  drain(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idle.add(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const lane of this.lanes.values()) lane.pending = [];
    this.waitingByKey.clear();
    await this.drain();
  }
}
