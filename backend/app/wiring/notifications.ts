import { NotificationCommands, NotificationQueries } from '../../modules/notifications/index.ts';
import { notificationsRouter } from '../../modules/notifications/http.ts';
import type { WiringKit } from './kit.ts';

export function wireNotifications({ platform }: WiringKit) {
  const commands = new NotificationCommands(platform.events);
  const queries = new NotificationQueries(platform.readModels);
  return { router: notificationsRouter({ commands, queries, readModels: platform.readModels }) };
}
