import type { RecordedEvent, Subscription } from '../../../infra/event-store/index.ts';
import type { PubSub } from '../../../infra/pubsub/index.ts';
import type { ReadModels } from '../../../projections/index.ts';
import {
  CONVERSATIONS_PROJECTION,
  conversationEvents,
  type ConversationEvent,
} from '../../modules/messaging/published.ts';
import { followForPushes, publishPush, type PusherDeps } from './push.ts';

/**
 * Pushes `{ type: 'new_message', data }` to the other party of a conversation (and to none else)
 * once the conversations read model holds the message (ADR 0030); runs where the projectors run,
 * like the notification pusher, so each message is published once.
 */
export function startMessagePusher(
  deps: {
    readModels: ReadModels;
    pubsub: PubSub;
  } & PusherDeps,
): Subscription {
  const push = async (event: RecordedEvent): Promise<void> => {
    if (event.type !== 'MessagePosted') return;
    const posted = conversationEvents.check(event.type, event.data) as Extract<
      ConversationEvent,
      { type: 'MessagePosted' }
    >;
    await deps.readModels.waitFor(event.position, [CONVERSATIONS_PROJECTION]);
    const { conversationId, subject, parties, messageId, authorId, text } = posted.data;
    const data = {
      conversationId,
      subject,
      message: { id: messageId, authorId, authorRole: event.metadata.role, text, at: event.metadata.at },
    };
    for (const userId of parties) {
      if (userId !== authorId)
        await publishPush(deps.pubsub, { userId: String(userId), type: 'new_message', data });
    }
  };
  return followForPushes(deps, 'message', push);
}
