import type { EventStore, RecordedEvent, Subscription } from '../../../infra/event-store/index.ts';
import { PubSubUnavailableError, type PubSub } from '../../../infra/pubsub/index.ts';
import type { Logger } from '../logger.ts';
// The channel from the protocol, not the gateway: the worker pushes but serves no socket.
import { REALTIME_CHANNEL } from './protocol.ts';

/**
 * Publishes a push to a person's sockets. While Redis is away or hangs the push is dropped (the
 * person reads the message or notice from its read model) and nothing is logged: the platform logs
 * the outage once at its start and once at its end (ADR 0049). Other failures are the caller's.
 */
export async function publishPush(
  pubsub: PubSub,
  push: { readonly userId: string; readonly type: 'new_message' | 'notification'; readonly data: unknown },
): Promise<void> {
  await pubsub.publish(REALTIME_CHANNEL, push).catch((error: unknown) => {
    if (!(error instanceof PubSubUnavailableError)) throw error;
  });
}

/** What a pusher is given to follow the log: where to start, and where to tell a failure. */
export interface PusherDeps {
  readonly events: EventStore;
  readonly logger: Logger;
  readonly after: Awaited<ReturnType<EventStore['headPosition']>>;
}

/**
 * Follows the log from `after` and runs `push` on each event; a failed push is logged with its
 * event and the next one goes on, and a stop of the subscription is logged as the pusher's (`name`).
 */
export function followForPushes(
  deps: PusherDeps,
  name: 'message' | 'notification',
  push: (event: RecordedEvent) => Promise<void>,
): Subscription {
  return deps.events.subscribeToAll(
    deps.after,
    (event) =>
      push(event).catch((error: unknown) =>
        deps.logger.error({ err: error, eventId: event.id }, `${name} push failed`),
      ),
    (error) => deps.logger.error({ err: error }, `${name} pusher stopped`),
  );
}
