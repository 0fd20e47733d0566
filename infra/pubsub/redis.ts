import { Redis } from 'ioredis';
import { closeRedis, within } from '../redis/close.ts';
import { untilReady, type RedisHealth } from '../redis/link.ts';
import { PubSubUnavailableError, type MessageHandler, type PubSub } from './types.ts';

export interface RedisPubSubOptions {
  /** Prepended to every channel name, so deployments (and test runs) sharing a Redis stay apart. */
  readonly prefix?: string | undefined;
  /** A throwing handler is reported here and does not keep the message from the other handlers. */
  readonly onHandlerError?: (channel: string, error: unknown) => void;
  /** A publish's deadline (1 s by default). */
  readonly commandTimeoutMs?: number | undefined;
  /** Whether Redis answers now (the platform's PING watch): while it does not, nothing waits for it. */
  readonly health?: RedisHealth | undefined;
}

/** How long connecting and subscribing (steps of a process's start) wait for a Redis that is not
 * known to be away; past it they go on without it, and complete when Redis answers. */
const START_WAIT_MS = 10_000;
const DEFAULT_COMMAND_TIMEOUT_MS = 1000;

interface Entry {
  readonly handler: MessageHandler;
}

interface Channel {
  readonly entries: Set<Entry>;
  /** Resolves once Redis acknowledged a SUBSCRIBE for this channel. */
  readonly acknowledged: Promise<void>;
  readonly acknowledge: () => void;
}

function newChannel(): Channel {
  let acknowledge = (): void => {};
  const acknowledged = new Promise<void>((resolve) => (acknowledge = resolve));
  return { entries: new Set(), acknowledged, acknowledge };
}

/**
 * Redis pub/sub: one connection publishes, another (in subscriber mode) receives. Neither waits for
 * Redis: a publish while Redis is away fails at once, one to a hung Redis after the deadline; the
 * subscriptions are sent again each time the subscriber connects, so a process started while
 * Redis was down, or one that lost its connection, receives once Redis is back.
 */
export class RedisPubSub implements PubSub {
  readonly kind = 'redis' as const;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly prefix: string;
  private readonly commandTimeoutMs: number;
  private readonly health: RedisHealth | undefined;
  private readonly onHandlerError: (channel: string, error: unknown) => void;
  private readonly channels = new Map<string, Channel>();

  private constructor(redisUrl: string, options: RedisPubSubOptions) {
    this.prefix = options.prefix ?? '';
    this.commandTimeoutMs = options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
    this.health = options.health;
    this.onHandlerError =
      options.onHandlerError ??
      ((channel, error) => console.error(`pub/sub handler failed on channel ${channel}`, error));
    // Messages are fire-and-forget: no offline queue, and a deadline, so a publish never holds up
    // its caller (a projector, a pusher) until Redis returns.
    this.publisher = new Redis(redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: this.commandTimeoutMs,
    });
    // Resubscribing is ours (on every 'ready'), so that channels asked for while Redis was down count too.
    this.subscriber = new Redis(redisUrl, { enableOfflineQueue: false, autoResubscribe: false });
    // ioredis reconnects by itself; the outage is reported once where Redis is watched.
    this.publisher.on('error', () => {});
    this.subscriber.on('error', () => {});
    this.subscriber.on('ready', () => this.sendSubscribe([...this.channels.keys()]));
    this.subscriber.on('message', (channel: string, message: string) => this.deliver(channel, message));
  }

  /** Connects in the background and waits a moment for Redis unless it is known to be away. */
  static async connect(redisUrl: string, options: RedisPubSubOptions = {}): Promise<RedisPubSub> {
    const pubsub = new RedisPubSub(redisUrl, options);
    const wait = options.health?.up() === false ? 0 : START_WAIT_MS;
    await Promise.all([untilReady(pubsub.publisher, wait), untilReady(pubsub.subscriber, wait)]);
    return pubsub;
  }

  private sendSubscribe(fullChannels: readonly string[]): void {
    if (fullChannels.length === 0 || this.subscriber.status !== 'ready') return;
    // ioredis resolves subscribe() on the server's acknowledgement of every channel.
    this.subscriber.subscribe(...fullChannels).then(
      () => fullChannels.forEach((name) => this.channels.get(name)?.acknowledge()),
      () => {}, // the connection went away: the next 'ready' subscribes again
    );
  }

  private deliver(fullChannel: string, message: string): void {
    if (!fullChannel.startsWith(this.prefix)) return;
    const channel = fullChannel.slice(this.prefix.length);
    for (const entry of this.channels.get(fullChannel)?.entries ?? []) {
      try {
        // Each handler gets its own copy, as separate subscribers of a broker would.
        const result = entry.handler(JSON.parse(message) as unknown);
        if (result instanceof Promise) result.catch((error: unknown) => this.onHandlerError(channel, error));
      } catch (error) {
        this.onHandlerError(channel, error);
      }
    }
  }

  async publish(channel: string, message: unknown): Promise<void> {
    const json = JSON.stringify(message);
    const outage = this.health?.outage();
    if (outage) throw new PubSubUnavailableError(outage.cause);
    try {
      await this.publisher.publish(this.prefix + channel, json);
    } catch (error) {
      throw new PubSubUnavailableError(error);
    }
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>> {
    const fullChannel = this.prefix + channel;
    let state = this.channels.get(fullChannel);
    if (!state) {
      state = newChannel();
      this.channels.set(fullChannel, state);
      this.sendSubscribe([fullChannel]);
    }
    const entry: Entry = { handler };
    state.entries.add(entry);
    const current = state;
    if (this.health?.up() !== false) {
      await within(current.acknowledged, START_WAIT_MS, 'subscribing').catch(() => {});
    }
    return async () => {
      if (!current.entries.delete(entry) || current.entries.size > 0) return;
      if (this.channels.get(fullChannel) !== current) return;
      this.channels.delete(fullChannel);
      // Commands on one connection run in order: a later SUBSCRIBE to the channel still wins. While
      // Redis is away or hung there is nothing to wait for (it would hold up a shutdown); a
      // resubscription on reconnect no longer includes the channel.
      if (this.subscriber.status !== 'ready') return;
      await within(this.subscriber.unsubscribe(fullChannel), this.commandTimeoutMs, 'unsubscribing').catch(
        () => {},
      );
    };
  }

  async close(): Promise<void> {
    this.channels.clear();
    await Promise.all([closeRedis(this.subscriber), closeRedis(this.publisher)]);
  }
}
