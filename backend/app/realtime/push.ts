import { PubSubUnavailableError, type PubSub } from '../../../infra/pubsub/index.ts';
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
