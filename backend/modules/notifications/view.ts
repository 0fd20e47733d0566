import type { Doc } from '../../../infra/read-store/index.ts';

export const NOTIFICATIONS_PROJECTION = 'notifications';

/** One notification as a person sees it (id, isRead, createdAt; the rest ours). */
export interface NotificationItem {
  /** `<event id>:<recipient>`: stable across replays. */
  id: string;
  userId: number;
  /** What it is about: order, serviceRequest, product, service, account. */
  type: string;
  title: string;
  text: string;
  /** Where in the site the thing is. */
  link: string;
  createdAt: string;
  /** The message number a message's notice tells of. */
  ref?: number;
  /** Read by reading the conversation it tells of. */
  seen?: boolean;
}

/**
 * The notifications about one thing (an order, a request, a product, a service, an account), with
 * what the projection must remember of it to word later events (its number, name and parties).
 */
export interface NotificationThingDoc extends Doc {
  kind: 'thing';
  /** Everyone who has a notification here (for the per-person query). */
  userIds: number[];
  parties: Record<string, number>;
  /** Role of the requester of a service request (their link goes to their own cabinet section). */
  requesterRole: string | null;
  label: string;
  items: NotificationItem[];
}

/** What one person did with their notifications: read before a time, read one by one, deleted. */
export interface NotificationStateDoc extends Doc {
  kind: 'state';
  userId: number;
  readUpTo: string | null;
  read: string[];
  deleted: string[];
  /** The kinds of notices also sent by e-mail; null until the person chose (the defaults apply). */
  emailTypes: string[] | null;
}

export type NotificationDoc = NotificationThingDoc | NotificationStateDoc;

/** The kinds of notices, as the person chooses their e-mail copies ('Мои данные'). */
export const NOTICE_TYPES = [
  { type: 'order', label: 'Заказы и заявки на товары' },
  { type: 'serviceRequest', label: 'Заявки на услуги' },
  { type: 'message', label: 'Сообщения и ответы на вопросы' },
  { type: 'product', label: 'Модерация товаров' },
  { type: 'service', label: 'Модерация услуг' },
  { type: 'account', label: 'Учётная запись' },
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number]['type'];
/** Copies by e-mail until the person chooses: what a deal or an account cannot wait for. */
export const DEFAULT_EMAIL_TYPES: readonly NoticeType[] = ['order', 'serviceRequest', 'account'];

export interface NotificationSettings {
  emailTypes: NoticeType[];
  types: ReadonlyArray<{ type: NoticeType; label: string }>;
}

export interface NotificationDto extends Omit<NotificationItem, 'userId' | 'ref' | 'seen'> {
  isRead: boolean;
}

export interface NotificationPage {
  notifications: NotificationDto[];
  unreadCount: number;
  totalItems: number;
  totalPages: number;
  currentPage: number;
}
