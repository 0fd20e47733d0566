import { Redis } from 'ioredis';
import { closeRedis } from '../redis/close.ts';
import type { MessageHandler, PubSub } from './types.ts';

export interface RedisPubSubOptions {
  /** Prepended to every channel name, so deployments (and test runs) sharing a Redis stay apart. */
  readonly prefix?: string | undefined;
  /** A throwing handler is reported here and does not keep the message from the other handlers. */
  readonly onHandlerError?: (channel: string, error: unknown) => void;
}

interface Entry {
  readonly handler: MessageHandler;
}

interface Channel {
  readonly entries: Set<Entry>;
  /** Resolves once Redis acknowledged the SUBSCRIBE for this channel. */
  readonly ready: Promise<unknown>;
}

async function connected(redis: Redis): Promise<Redis> {
  redis.on('error', () => {}); // ioredis reconnects by itself; failures surface on commands
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return redis;
}

/** Redis pub/sub: one connection publishes, another (in subscriber mode) receives. */
export class RedisPubSub implements PubSub {
  readonly kind = 'redis' as const;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly prefix: string;
  private readonly onHandlerError: (channel: string, error: unknown) => void;
  private readonly channels = new Map<string, Channel>();

  private constructor(publisher: Redis, subscriber: Redis, options: RedisPubSubOptions) {
    this.publisher = publisher;
    this.subscriber = subscriber;
    this.prefix = options.prefix ?? '';
    this.onHandlerError =
      options.onHandlerError ??
      ((channel, error) => console.error(`pub/sub handler failed on channel ${channel}`, error));
    this.subscriber.on('message', (channel: string, message: string) => this.deliver(channel, message));
  }

  static async connect(redisUrl: string, options: RedisPubSubOptions = {}): Promise<RedisPubSub> {
    // Messages are fire-and-forget: while Redis is away a publish fails at once instead of waiting
    // (and holding up its caller, a projector for instance) until Redis returns.
    const publisher = await connected(new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false }));
    try {
      const subscriber = await connected(new Redis(redisUrl, { lazyConnect: true }));
      return new RedisPubSub(publisher, subscriber, options);
    } catch (error) {
      publisher.disconnect();
      throw error;
    }
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
    await this.publisher.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>> {
    const fullChannel = this.prefix + channel;
    let state = this.channels.get(fullChannel);
    if (!state) {
      // ioredis resolves subscribe() on the server's acknowledgement.
      state = { entries: new Set(), ready: this.subscriber.subscribe(fullChannel) };
      this.channels.set(fullChannel, state);
    }
    const entry: Entry = { handler };
    state.entries.add(entry);
    const current = state;
    try {
      await current.ready;
    } catch (error) {
      current.entries.delete(entry);
      if (this.channels.get(fullChannel) === current && current.entries.size === 0)
        this.channels.delete(fullChannel);
      throw error;
    }
    return async () => {
      if (!current.entries.delete(entry) || current.entries.size > 0) return;
      if (this.channels.get(fullChannel) !== current) return;
      this.channels.delete(fullChannel);
      // Commands on one connection run in order: a later SUBSCRIBE to the channel still wins. While
      // Redis is away there is nothing to unsubscribe from (and waiting would hold up a shutdown);
      // a resubscription on reconnect delivers to no handler.
      if (this.subscriber.status !== 'ready') return;
      await this.subscriber.unsubscribe(fullChannel);
    };
  }

  async close(): Promise<void> {
    this.channels.clear();
    await Promise.all([closeRedis(this.subscriber), closeRedis(this.publisher)]);
  }
}
