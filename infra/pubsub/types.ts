export type MessageHandler = (message: unknown) => void;

/** Fire-and-forget messages between processes (projection progress, realtime pushes). */
export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is active; the returned function unsubscribes. */
  subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
