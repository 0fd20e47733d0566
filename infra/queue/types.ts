export type JobHandler<T> = (data: T) => Promise<void>;

export interface AddOptions {
  /** Jobs with the same id never run in parallel: while one is active, at most one more waits
   * (the latest added), as BullMQ's deduplication with keepLastIfActive. */
  readonly deduplicationId?: string;
}

/** How many jobs of a queue wait, run, and have failed (kept for inspection and retry). */
export interface QueueStats {
  readonly waiting: number;
  readonly active: number;
  readonly failed: number;
}

/** Background job queue. Jobs carry small instructions ("catch up"), never domain data. */
export interface JobQueue {
  readonly kind: 'inline' | 'bullmq';
  add<T>(queue: string, data: T, options?: AddOptions): Promise<void>;
  /** Starts processing a queue in this process, one job at a time. */
  process<T>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** The queue's counts, for the operations console and /metrics. */
  stats(queue: string): Promise<QueueStats>;
  /** Runs the failed jobs of a queue again; answers how many were retried. */
  retryFailed(queue: string): Promise<number>;
  /** Whether jobs can be added now: false while Redis is unreachable (the inline queue always can). */
  available(): boolean;
  /** Told once when the queue becomes unavailable (with the cause) and once when it is back. */
  onAvailabilityChange(listener: (available: boolean, cause: string | null) => void): void;
  /** Resolves when no job of this process's queues is waiting or active (tests, shutdown). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** The queue's Redis is away or did not answer within the deadline (ADR 0049); nothing waits for it. */
export class QueueUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      `job queue unavailable: ${cause instanceof Error ? cause.message : String(cause ?? 'Redis unavailable')}`,
    );
    this.name = 'QueueUnavailableError';
  }
}
