import { EventEmitter } from 'node:events';
import type { MessageHandler, PubSub } from './types.ts';

/** In-process pub/sub: messages are copied, as they would be through a broker. */
export class MemoryPubSub implements PubSub {
  readonly kind = 'memory' as const;
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    const copy = JSON.parse(JSON.stringify(message)) as unknown;
    queueMicrotask(() => this.emitter.emit(channel, copy));
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>> {
    this.emitter.on(channel, handler);
    return async () => {
      this.emitter.off(channel, handler);
    };
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
