export type JobHandler<T> = (data: T) => Promise<void>;

export interface AddOptions {
  /** Jobs with the same id never run in parallel: while one is active, at most one more waits
   * (the latest added), as BullMQ's deduplication with keepLastIfActive. */
  readonly deduplicationId?: string;
}

/** Background job queue. Jobs carry small instructions ("catch up"), never domain data. */
export interface JobQueue {
  readonly kind: 'inline' | 'bullmq';
  add<T>(queue: string, data: T, options?: AddOptions): Promise<void>;
  /** Starts processing a queue in this process, one job at a time. */
  process<T>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** Whether jobs can be added now: false while Redis is unreachable (the inline queue always can). */
  available(): boolean;
  /** Told once when the queue becomes unavailable (with the cause) and once when it is back. */
  onAvailabilityChange(listener: (available: boolean, cause: string | null) => void): void;
  /** Resolves when no job of this process's queues is waiting or active (tests, shutdown). */
  drain(): Promise<void>;
  close(): Promise<void>;
}
