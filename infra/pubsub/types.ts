/** A handler may be async: its rejection is reported like a throw, never left unhandled. */
export type MessageHandler = (message: unknown) => unknown;

/** Fire-and-forget messages between processes (projection progress, realtime pushes). */
export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is active; the returned function unsubscribes. */
  subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
