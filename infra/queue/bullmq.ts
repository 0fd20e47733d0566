import { Queue, Worker, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { AddOptions, JobHandler, JobQueue, QueueStats } from './types.ts';
import { closeRedis, within } from '../redis/close.ts';


export interface BullMqOptions {
  /** BullMQ key prefix; tests use a random one so runs never share queues. */
  readonly prefix?: string | undefined;
  readonly onError?: ((queue: string, error: unknown) => void) | undefined;
  /** How long `drain()` waits before giving up (default 30 s). */
  readonly drainTimeoutMs?: number;
}

const DRAIN_POLL_MS = 25;
const BUSY_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'] as const;

/** Jobs are wake-up calls: nothing to keep once done; a few failures stay for inspection. */
const JOB_OPTIONS: JobsOptions = { removeOnComplete: true, removeOnFail: { count: 100 } };

/**
 * Job queue on BullMQ. Each queue is processed one job at a time across all processes: the worker
 * has concurrency 1 and the queue a global concurrency of 1, and deduplicated jobs use
 * keepLastIfActive so at most one more (with the latest data) waits behind the active one.
 */
export class BullMqJobQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly connection: Redis;
  private readonly prefix: string | undefined;
  private readonly onError: (queue: string, error: unknown) => void;
  private readonly drainTimeoutMs: number;
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Map<string, Worker>();
  private closed = false;
  private up = true;
  private lastError: string | null = null;
  private readonly availabilityListeners = new Set<(available: boolean, cause: string | null) => void>();

  private constructor(connection: Redis, options: BullMqOptions) {
    this.connection = connection;
    connection.on('error', (error: Error) => (this.lastError = error.message));
    connection.on('close', () => this.setAvailable(false));
    connection.on('ready', () => this.setAvailable(true));
    this.prefix = options.prefix;
    this.onError = options.onError ?? (() => {});
    this.drainTimeoutMs = options.drainTimeoutMs ?? 30_000;
  }

  static async connect(redisUrl: string, options: BullMqOptions = {}): Promise<BullMqJobQueue> {
    // Workers block on Redis; BullMQ requires maxRetriesPerRequest: null on their connection.
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
    connection.on('error', () => {}); // reconnects on its own; failures surface on commands
    try {
      await connection.connect();
    } catch (error) {
      connection.disconnect();
      throw error;
    }
    return new BullMqJobQueue(connection, options);
  }

  private setAvailable(available: boolean): void {
    if (this.closed || available === this.up) return;
    this.up = available;
    // A Redis that came back empty (no persistence) has lost the queues' global concurrency.
    if (available) {
      for (const name of this.workers.keys()) {
        this.queue(name)
          .setGlobalConcurrency(1)
          .catch((error: unknown) => this.onError(name, error));
      }
    }
    const cause = available ? null : (this.lastError ?? 'connection closed');
    for (const listener of this.availabilityListeners) listener(available, cause);
  }

  available(): boolean {
    return this.up && this.connection.status === 'ready';
  }

  onAvailabilityChange(listener: (available: boolean, cause: string | null) => void): void {
    this.availabilityListeners.add(listener);
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.prefix,
        defaultJobOptions: JOB_OPTIONS,
      });
      queue.on('error', (error) => {
        if (this.available()) this.onError(name, error);
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async add<T>(queue: string, data: T, options: AddOptions = {}): Promise<void> {
    if (this.closed) return;
    const id = options.deduplicationId;
    await this.queue(queue).add(
      queue,
      data,
      id === undefined ? {} : { deduplication: { id, keepLastIfActive: true } },
    );
  }

  async process<T>(queue: string, handler: JobHandler<T>): Promise<void> {
    if (this.closed || this.workers.has(queue)) return;
    // Global concurrency holds across processes, so two workers never run a queue's jobs at once.
    await this.queue(queue).setGlobalConcurrency(1);
    const worker = new Worker(queue, async (job) => handler(job.data as T), {
      connection: this.connection,
      prefix: this.prefix,
      concurrency: 1,
    });
    worker.on('failed', (_job, error) => this.onError(queue, error));
    // While Redis is away the worker reports each reconnection attempt; the outage is told once instead.
    worker.on('error', (error) => {
      if (this.available()) this.onError(queue, error);
    });
    this.workers.set(queue, worker);
    await worker.waitUntilReady();
  }

  async stats(queue: string): Promise<QueueStats> {
    const counts = await this.queue(queue).getJobCounts(
      'waiting',
      'prioritized',
      'delayed',
      'active',
      'failed',
    );
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0),
      active: counts.active ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  async retryFailed(queue: string): Promise<number> {
    const failed = await this.queue(queue).getFailed(0, 99);
    await Promise.all(failed.map((job) => job.retry()));
    return failed.length;
  }

  private async busyJobs(): Promise<number> {
    let busy = 0;
    for (const name of this.workers.keys()) {
      const counts = await this.queue(name).getJobCounts(...BUSY_STATES);
      for (const count of Object.values(counts)) busy += count;
    }
    return busy;
  }

  async drain(): Promise<void> {
    // Like the inline queue, only queues processed here count: jobs nobody processes never drain.
    const deadline = Date.now() + this.drainTimeoutMs;
    while ((await this.busyJobs()) > 0) {
      if (Date.now() > deadline) throw new Error(`Job queue not drained after ${this.drainTimeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // Workers first: close() lets an active job finish before their connections go. Bounded, and
    // forced while Redis is away, so a shutdown never waits for Redis to come back.
    const reachable = this.available();
    const graceful = async (): Promise<void> => {
      await Promise.all([...this.workers.values()].map((worker) => worker.close(!reachable)));
      await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    };
    await within(graceful(), reachable ? 5000 : 1000, 'closing the job queue').catch(() => {});
    this.workers.clear();
    this.queues.clear();
    await closeRedis(this.connection);
  }
}
