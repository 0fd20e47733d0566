import {
  Bell,
  CheckCheck,
  MessageSquare,
  Package,
  ShieldCheck,
  Trash2,
  UserRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  useNotificationChange,
  useNotifications,
  NOTIFICATIONS_PAGE_SIZE,
} from '../../entities/notification';
import { serverMessage } from '../../shared/api';
import { formatDate } from '../../shared/lib';
import { toast } from '../../shared/toast';
import {
  Button,
  ListPages,
  StateMessage,
  workspaceStyles as styles,
  LoadError,
  LoadingRows,
} from '../../shared/ui';

export const NOTIFICATIONS_TEXT = {
  loading: 'Загрузка уведомлений…',
  loadError: 'Не удалось загрузить уведомления',
  retry: 'Повторить',
  empty: 'Уведомлений нет',
  emptyHint: 'Здесь появятся новости о ваших заказах, заявках, товарах и услугах.',
  unread: (count: number) => (count === 0 ? 'Все уведомления прочитаны' : `Непрочитанных: ${count}`),
  readAll: 'Прочитать все',
  read: 'Прочитано',
  remove: 'Удалить',
  open: 'Открыть',
  newBadge: 'Новое',
  emailSettings: 'Уведомления на почту',
} as const;

/** The kind of a notice at a glance. */
const ICONS: Record<string, LucideIcon> = {
  order: Package,
  serviceRequest: Wrench,
  service: Wrench,
  message: MessageSquare,
  question: MessageSquare,
  product: ShieldCheck,
  account: UserRound,
};

const T = NOTIFICATIONS_TEXT;

/** 'Уведомления' (every role): newest first, unread marked, read one or all, delete; live (ADR 0029). */
export function NotificationsSection() {
  const [page, setPage] = useState(1);
  const notifications = useNotifications(page);
  const change = useNotificationChange();
  const run = async (value: Parameters<typeof change.mutateAsync>[0]) => {
    try {
      await change.mutateAsync(value);
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Действие не выполнено');
    }
  };

  if (notifications.isPending) {
    return <LoadingRows label={T.loading} rows={4} height={56} />;
  }
  if (notifications.isError) {
    return <LoadError query={notifications} title={T.loadError} retry={T.retry} />;
  }
  const { data } = notifications;
  return (
    <div className={styles.board}>
      <div className={styles.row} role="group" aria-label={T.unread(data.unreadCount)}>
        <span className={styles.label} aria-live="polite">
          {T.unread(data.unreadCount)}
        </span>
        <Button
          disabled={data.unreadCount === 0 || change.isPending}
          onClick={() => void run({ kind: 'readAll' })}
        >
          <CheckCheck size={14} aria-hidden="true" /> {T.readAll}
        </Button>
        <Link to="/profile/profile" className={styles.muted}>
          {T.emailSettings}
        </Link>
      </div>
      {data.notifications.length === 0 ? (
        <StateMessage kind="empty" title={T.empty} description={T.emptyHint} />
      ) : (
        <ul
          className={styles.board}
          aria-label="Уведомления"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {data.notifications.map((notification) => {
            const Icon = ICONS[notification.type] ?? Bell;
            return (
              <li
                key={notification.id}
                className={styles.offer}
                data-unread={!notification.isRead || undefined}
                aria-label={notification.title}
              >
                <div className={styles.row}>
                  <Icon size={16} aria-hidden="true" />
                  <strong>{notification.title}</strong>
                  {!notification.isRead && (
                    <span className={styles.badge} data-tone="go">
                      {T.newBadge}
                    </span>
                  )}
                  <time className={styles.muted} dateTime={notification.createdAt}>
                    {formatDate(notification.createdAt, { withTime: true })}
                  </time>
                </div>
                <p>{notification.text}</p>
                <div className={styles.row}>
                  <Link
                    to={notification.link}
                    onClick={() =>
                      notification.isRead ? undefined : void run({ kind: 'read', id: notification.id })
                    }
                  >
                    {T.open}
                  </Link>
                  {!notification.isRead && (
                    <Button
                      disabled={change.isPending}
                      onClick={() => void run({ kind: 'read', id: notification.id })}
                    >
                      {T.read}
                    </Button>
                  )}
                  <Button
                    aria-label={`${T.remove}: ${notification.title}`}
                    disabled={change.isPending}
                    onClick={() => void run({ kind: 'delete', id: notification.id })}
                  >
                    <Trash2 size={14} aria-hidden="true" /> {T.remove}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ListPages answer={data} page={page} limit={NOTIFICATIONS_PAGE_SIZE} onPageChange={setPage} />
    </div>
  );
}
