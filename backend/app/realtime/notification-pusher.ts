import type { RecordedEvent, Subscription } from '../../../infra/event-store/index.ts';
import type { PubSub } from '../../../infra/pubsub/index.ts';
import type { ReadModels } from '../../../projections/index.ts';
import { notificationsProjection } from '../../../projections/index.ts';
import { NOTIFICATIONS_PROJECTION, type NotificationItem } from '../../modules/notifications/published.ts';
import type { NotificationQueries } from '../../modules/notifications/index.ts';
import { followForPushes, publishPush, type PusherDeps } from './push.ts';

const TYPES = new Set(notificationsProjection.eventTypes);

/**
 * Pushes `{ type: 'notification', data }` to a person's sockets once the notifications read model
 * holds the notice an event gave them (ADR 0029), so a client that refetches on the push sees it.
 * Runs where the projectors run (one process: the API embedded, the worker in production), so
 * every notice is published once, through pub/sub to whichever API process holds the sockets.
 */
export function startNotificationPusher(
  deps: {
    readModels: ReadModels;
    /** The notifications module's reads: the notices an event gave. */
    notices: NotificationQueries;
    pubsub: PubSub;
    /** What else a new notice means (its e-mail copy); a failure there is logged, never stops the push. */
    onNotice?: (notice: NotificationItem) => Promise<unknown>;
  } & PusherDeps,
): Subscription {
  const push = async (event: RecordedEvent): Promise<void> => {
    if (
      !TYPES.has(event.type) ||
      event.type.startsWith('Notification') ||
      event.type === 'AllNotificationsRead'
    )
      return;
    const keys = notificationsProjection.keys({
      ...event,
      data: notificationsProjection.decode(event.type, event.data),
    });
    if (keys.length === 0) return;
    await deps.readModels.waitFor(event.position, [NOTIFICATIONS_PROJECTION]);
    for (const item of await deps.notices.givenBy(event.id, keys)) {
      const { userId, ref: _ref, seen: _seen, ...notice } = item;
      await publishPush(deps.pubsub, {
        userId: String(userId),
        type: 'notification',
        data: { ...notice, isRead: false },
      });
      await deps
        .onNotice?.(item)
        .catch((error: unknown) =>
          deps.logger.error({ err: error, notificationId: item.id }, 'notification e-mail copy failed'),
        );
    }
  };
  return followForPushes(deps, 'notification', push);
}
