import { Queue, Worker, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import {
  QueueUnavailableError,
  type AddOptions,
  type JobHandler,
  type JobQueue,
  type QueueStats,
} from './types.ts';
import { closeRedis, within } from '../redis/close.ts';
import { isConnectionError } from '../redis/errors.ts';
import { untilReady, type RedisHealth } from '../redis/link.ts';

export interface BullMqOptions {
  /** BullMQ key prefix; tests use a random one so runs never share queues. */
  readonly prefix?: string | undefined;
  readonly onError?: ((queue: string, error: unknown) => void) | undefined;
  /** How long `drain()` waits before giving up (default 30 s). */
  readonly drainTimeoutMs?: number;
  /** The deadline of adding a job and of reading counts (default 1 s). Not an ioredis
   * `commandTimeout`: the workers' blocking commands share the connection's options (ADR 0049). */
  readonly commandTimeoutMs?: number | undefined;
  /** Whether Redis answers now (the platform's PING watch): a hung Redis keeps the connection
   * "ready", so without it the queue would count as available while nothing answers. */
  readonly health?: RedisHealth | undefined;
  /** BullMQ's job lock and stalled-job check (30 s each by default); tests shorten them to see a
   * lock expire while Redis hangs. */
  readonly lockDurationMs?: number;
  readonly stalledIntervalMs?: number;
}

/**
 * What a job's lock lost while Redis did not answer (or came back empty) leaves behind: BullMQ
 * cannot finish or renew the job, finds its keys gone («Missing key for job N. moveToFinished»,
 * a Redis restarted without its data), or finds it stalled. A job is a wake-up; the next one
 * catches up (ADR 0003), so this is the outage's aftermath, told with the outage, not per job
 * (ADR 0049).
 */
const LOST_LOCK =
  /^(?:Missing lock for job|Missing key for job|Lock mismatch for job|could not renew lock for job)|stalled more than allowable limit/;

export const lostLock = (error: unknown): boolean => error instanceof Error && LOST_LOCK.test(error.message);

/** How long `connect` waits for a Redis that is not known to be away; it never throws. */
const CONNECT_WAIT_MS = 10_000;

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
  private readonly commandTimeoutMs: number;
  private readonly health: RedisHealth | undefined;
  private readonly workerTimings: { lockDuration?: number; stalledInterval?: number };
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Map<string, Worker>();
  private closed = false;
  private up: boolean;
  private lastError: string | null = null;
  private readonly availabilityListeners = new Set<(available: boolean, cause: string | null) => void>();

  private constructor(redisUrl: string, options: BullMqOptions) {
    // Workers block on Redis; BullMQ requires maxRetriesPerRequest: null on their connection. It
    // connects in the background and keeps reconnecting: a process may start while Redis is down.
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.prefix = options.prefix;
    this.onError = options.onError ?? (() => {});
    this.drainTimeoutMs = options.drainTimeoutMs ?? 30_000;
    this.commandTimeoutMs = options.commandTimeoutMs ?? 1000;
    this.health = options.health;
    this.workerTimings = {
      ...(options.lockDurationMs === undefined ? {} : { lockDuration: options.lockDurationMs }),
      ...(options.stalledIntervalMs === undefined ? {} : { stalledInterval: options.stalledIntervalMs }),
    };
    this.up = this.available();
    this.connection.on('error', (error: Error) => (this.lastError = error.message));
    this.connection.on('close', () => this.availabilityChanged());
    this.connection.on('ready', () => this.availabilityChanged());
    this.health?.onChange(() => this.availabilityChanged());
  }

  /** Connects in the background and waits a moment for Redis unless it is known to be away. */
  static async connect(redisUrl: string, options: BullMqOptions = {}): Promise<BullMqJobQueue> {
    const queue = new BullMqJobQueue(redisUrl, options);
    await untilReady(queue.connection, options.health?.up() === false ? 0 : CONNECT_WAIT_MS);
    queue.availabilityChanged();
    return queue;
  }

  private availabilityChanged(): void {
    const available = this.available();
    if (this.closed || available === this.up) return;
    this.up = available;
    // A Redis that came back empty (no persistence) has lost the queues' global concurrency.
    if (available) {
      for (const name of this.workers.keys()) {
        this.queue(name)
          .setGlobalConcurrency(1)
          .catch((error: unknown) => this.report(name, error));
      }
    }
    const cause = available ? null : (this.health?.outage()?.cause ?? this.lastError ?? 'connection closed');
    for (const listener of this.availabilityListeners) listener(available, cause);
  }

  available(): boolean {
    return this.connection.status === 'ready' && this.health?.up() !== false;
  }

  /** Reports what the queue's Redis says, unless it is the outage itself (told once, by the health
   * watch) or its aftermath. */
  private report(queue: string, error: unknown): void {
    if (this.available() && !isConnectionError(error) && !lostLock(error)) this.onError(queue, error);
  }

  /** Redis work a caller would wait for gets the deadline; a known outage fails at once. */
  private bounded<T>(work: () => Promise<T>, what: string): Promise<T> {
    if (!this.available())
      return Promise.reject(new QueueUnavailableError(this.health?.outage()?.cause ?? this.lastError));
    return within(work(), this.commandTimeoutMs, what).catch((error: unknown) => {
      throw isConnectionError(error)
        ? new QueueUnavailableError(error instanceof Error ? error.message : error)
        : error;
    });
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
      queue.on('error', (error) => this.report(name, error));
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** An add that missed its deadline may still be carried out when Redis answers: a wake-up is
   * harmless twice (ADR 0003). */
  async add<T>(queue: string, data: T, options: AddOptions = {}): Promise<void> {
    if (this.closed) return;
    const id = options.deduplicationId;
    await this.bounded(
      () =>
        this.queue(queue).add(
          queue,
          data,
          id === undefined ? {} : { deduplication: { id, keepLastIfActive: true } },
        ),
      `adding a job to ${queue}`,
    );
  }

  async process<T>(queue: string, handler: JobHandler<T>): Promise<void> {
    if (this.closed || this.workers.has(queue)) return;
    // A worker made while Redis is away waits for it by itself; its queue's global concurrency is
    // set whenever the connection becomes available.
    const worker = new Worker(queue, async (job) => handler(job.data as T), {
      connection: this.connection,
      prefix: this.prefix,
      concurrency: 1,
      ...this.workerTimings,
    });
    // A handler's failure is told whatever Redis does (its own connection errors included: a read
    // store's, say); a lost lock is the outage's aftermath.
    worker.on('failed', (_job, error) => {
      if (!lostLock(error)) this.onError(queue, error);
    });
    // While Redis is away the worker reports each reconnection attempt; the outage is told once instead.
    worker.on('error', (error) => this.report(queue, error));
    this.workers.set(queue, worker);
    if (!this.available()) return;
    // Global concurrency holds across processes, so two workers never run a queue's jobs at once.
    await this.bounded(() => this.queue(queue).setGlobalConcurrency(1), `limiting ${queue}`).catch(() => {});
    await within(worker.waitUntilReady(), CONNECT_WAIT_MS, `starting the worker of ${queue}`).catch(() => {});
  }

  async stats(queue: string): Promise<QueueStats> {
    const counts = await this.bounded(
      () => this.queue(queue).getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'failed'),
      `counting the jobs of ${queue}`,
    );
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0),
      active: counts.active ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  async retryFailed(queue: string): Promise<number> {
    return this.bounded(async () => {
      const failed = await this.queue(queue).getFailed(0, 99);
      await Promise.all(failed.map((job) => job.retry()));
      return failed.length;
    }, `retrying the failed jobs of ${queue}`);
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
