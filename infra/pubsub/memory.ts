import { EventEmitter } from 'node:events';
import type { MessageHandler, PubSub } from './types.ts';

export interface MemoryPubSubOptions {
  /** A throwing handler is reported here and does not keep the message from the other handlers. */
  readonly onHandlerError?: (channel: string, error: unknown) => void;
}

/** In-process pub/sub: each handler gets its own copy of a message, as through a broker. */
export class MemoryPubSub implements PubSub {
  readonly kind = 'memory' as const;
  private readonly emitter = new EventEmitter();
  private readonly onHandlerError: (channel: string, error: unknown) => void;

  constructor(options: MemoryPubSubOptions = {}) {
    this.emitter.setMaxListeners(0);
    this.onHandlerError =
      options.onHandlerError ??
      ((channel, error) => console.error(`pub/sub handler failed on channel ${channel}`, error));
  }

  async publish(channel: string, message: unknown): Promise<void> {
    const json = JSON.stringify(message);
    queueMicrotask(() => this.emitter.emit(channel, json));
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>> {
    // Parsing per handler gives each its own copy; catching keeps one bad handler from the rest
    // (and from throwing out of a microtask, which would crash the process).
    const listener = (json: string): void => {
      try {
        const result = handler(JSON.parse(json) as unknown);
        if (result instanceof Promise) result.catch((error: unknown) => this.onHandlerError(channel, error));
      } catch (error) {
        this.onHandlerError(channel, error);
      }
    };
    this.emitter.on(channel, listener);
    return async () => {
      this.emitter.off(channel, listener);
    };
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
