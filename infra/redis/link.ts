import { Redis } from 'ioredis';
import { closeRedis } from './close.ts';

/** Whether Redis answers, as seen by a PING with a deadline on an interval (ADR 0049). */
export interface RedisHealth {
  /** False while Redis is stopped, unreachable, or connected but not answering in time (hung). */
  up(): boolean;
  /** Since when and why Redis is unavailable; null while it answers. */
  outage(): { readonly since: Date; readonly cause: string } | null;
  /** Told once when Redis becomes unavailable (with the cause) and once when it answers again. */
  onChange(listener: (up: boolean, cause: string | null) => void): void;
}

export interface RedisLinkOptions {
  /** Every command's deadline, the PING's included. */
  readonly commandTimeoutMs: number;
  readonly pingIntervalMs: number;
}

/** PINGs missed in a row before a connected Redis counts as hung: one late answer on a loaded
 * machine is not an outage. A closed connection counts at once. */
const MISSED_PINGS_FOR_OUTAGE = 2;

/** How long a start waits for the first verdict on a Redis that neither answers nor refuses (a
 * hung one accepts the connection and never answers the ready check). */
const FIRST_VERDICT_MS = 10_000;

/**
 * Resolves true once `client` is ready, false when `ms` pass first or, with `untilError`, at the
 * first connection error (a stopped Redis refuses at once: no need to wait for it).
 */
export function untilReady(
  client: Redis,
  ms: number,
  options: { untilError?: boolean } = {},
): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean): void => {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('error', onError);
      resolve(ready);
    };
    const onReady = (): void => done(true);
    const onError = (): void => {
      if (options.untilError) done(false);
    };
    const timer = setTimeout(() => done(false), ms);
    client.once('ready', onReady);
    client.on('error', onError);
  });
}

/**
 * One Redis connection of the process whose liveness is watched: the modules' shared counters use
 * it, and a PING on it every `pingIntervalMs` tells whether Redis answers. It has no offline
 * queue (a command while Redis is away fails at once) and a deadline on every command (a command
 * to a hung Redis fails after `commandTimeoutMs`), so no caller ever waits for Redis.
 */
export class RedisLink implements RedisHealth {
  readonly client: Redis;
  private readonly options: RedisLinkOptions;
  private current: { since: Date; cause: string } | null = null;
  private missed = 0;
  private lastError: string | null = null;
  private probing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly listeners = new Set<(up: boolean, cause: string | null) => void>();

  constructor(url: string, options: RedisLinkOptions) {
    this.options = options;
    this.client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: options.commandTimeoutMs,
    });
    // ioredis reconnects by itself; the outage is reported once, through onChange.
    this.client.on('error', (error: Error) => (this.lastError = error.message));
    this.client.on('close', () => this.unavailable(this.lastError ?? 'connection closed'));
    this.client.on('ready', () => void this.probe());
  }

  /** Waits for the first verdict (a stopped Redis refuses at once), then PINGs on the interval. */
  async start(): Promise<void> {
    await untilReady(this.client, FIRST_VERDICT_MS, { untilError: true });
    await this.probe();
    this.timer = setInterval(() => void this.probe(), this.options.pingIntervalMs);
    this.timer.unref();
  }

  up(): boolean {
    return this.current === null;
  }

  outage(): { readonly since: Date; readonly cause: string } | null {
    return this.current;
  }

  onChange(listener: (up: boolean, cause: string | null) => void): void {
    this.listeners.add(listener);
  }

  private probe(): Promise<void> {
    this.probing ??= this.ping().finally(() => (this.probing = null));
    return this.probing;
  }

  private async ping(): Promise<void> {
    if (this.closed) return;
    if (this.client.status !== 'ready') {
      this.unavailable(this.lastError ?? `not connected (${this.client.status})`);
      return;
    }
    try {
      await this.client.ping();
      this.missed = 0;
      this.available();
    } catch (error) {
      this.missed += 1;
      const message = error instanceof Error ? error.message : String(error);
      if (this.missed >= MISSED_PINGS_FOR_OUTAGE) {
        this.unavailable(
          message === 'Command timed out'
            ? `no answer to PING within ${this.options.commandTimeoutMs} ms`
            : message,
        );
      }
    }
  }

  private unavailable(cause: string): void {
    if (this.closed || this.current) return;
    this.current = { since: new Date(), cause };
    for (const listener of this.listeners) listener(false, cause);
  }

  private available(): void {
    if (this.closed || !this.current) return;
    this.current = null;
    this.lastError = null;
    for (const listener of this.listeners) listener(true, null);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await closeRedis(this.client);
  }
}
