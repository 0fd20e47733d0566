import type { AuditCatalog } from '../../kit/write/index.ts';
import type { NotificationEvent } from './events.ts';

const person = (userId: number) => ({ entityType: 'user', entityId: String(userId), routine: true }) as const;

/** A person reading or deleting their notifications is part of their history, never a decision. */
export const notificationAudit: AuditCatalog<NotificationEvent> = {
  NotificationRead: (d) => ({ ...person(d.userId), action: 'Прочитал уведомление' }),
  AllNotificationsRead: (d) => ({ ...person(d.userId), action: 'Прочитал все уведомления' }),
  NotificationDeleted: (d) => ({ ...person(d.userId), action: 'Удалил уведомление' }),
  EmailCopiesChosen: (d) => ({
    ...person(d.userId),
    action: d.types.length
      ? `Выбрал уведомления на почту: ${d.types.join(', ')}`
      : 'Отключил уведомления на почту',
  }),
};
