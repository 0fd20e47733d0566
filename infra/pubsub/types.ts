/** A handler may be async: its rejection is reported like a throw, never left unhandled. */
export type MessageHandler = (message: unknown) => unknown;

/** Fire-and-forget messages between processes (projection progress, realtime pushes). */
export interface PubSub {
  readonly kind: 'memory' | 'redis';
  /** Rejects with `PubSubUnavailableError` when the broker is away or does not answer in time:
   * the message is lost, as messages are while nobody listens. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is active, or (while the broker is away or slow) once it is
   * registered: it becomes active when the broker answers. The returned function unsubscribes. */
  subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A message that could not be handed to the broker (Redis stopped, unreachable or hung). The
 * outage itself is reported once where it is watched (ADR 0049), not by each publisher. */
export class PubSubUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`pub/sub unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'PubSubUnavailableError';
  }
}
