import { pageCount, type ReadModels } from '../../kit/read/index.ts';
import { notFound } from '../../kit/write/index.ts';
import {
  DEFAULT_EMAIL_TYPES,
  NOTICE_TYPES,
  NOTIFICATIONS_PROJECTION,
  type NoticeType,
  type NotificationSettings,
  type NotificationDoc,
  type NotificationDto,
  type NotificationItem,
  type NotificationPage,
  type NotificationStateDoc,
  type NotificationThingDoc,
} from './view.ts';

export const NOTIFICATION_MESSAGES = {
  notFound: 'Уведомление не найдено',
  foreign: 'Можно смотреть только свои уведомления',
  unauthenticated: 'Пользователь не авторизован',
} as const;

const noState = (userId: number): NotificationStateDoc => ({
  _id: `state:${userId}`,
  kind: 'state',
  userId,
  readUpTo: null,
  read: [],
  deleted: [],
  emailTypes: null,
});

/** A person's notifications, newest first, with what they read and deleted. */
export class NotificationQueries {
  private readonly readModels: ReadModels;
  constructor(readModels: ReadModels) {
    this.readModels = readModels;
  }

  /** The notices one event gave, from the documents of the things it concerns (the pusher sends each once). */
  async givenBy(eventId: string, thingKeys: readonly string[]): Promise<NotificationItem[]> {
    const collection = await this.readModels.collection<NotificationDoc>(NOTIFICATIONS_PROJECTION);
    const items: NotificationItem[] = [];
    for (const key of thingKeys) {
      const doc = (await collection.get(key)) as NotificationThingDoc | null;
      for (const item of doc?.items ?? []) if (item.id.startsWith(`${eventId}:`)) items.push(item);
    }
    return items;
  }

  private async all(userId: number): Promise<{ items: NotificationItem[]; state: NotificationStateDoc }> {
    const collection = await this.readModels.collection<NotificationDoc>(NOTIFICATIONS_PROJECTION);
    const [things, state] = await Promise.all([
      collection.find({ userIds: userId }) as Promise<NotificationThingDoc[]>,
      collection.get(`state:${userId}`) as Promise<NotificationStateDoc | null>,
    ]);
    const items = things.flatMap((thing) => thing.items.filter((item) => item.userId === userId));
    const current = state ?? noState(userId);
    const deleted = new Set(current.deleted);
    return {
      items: items
        .filter((item) => !deleted.has(item.id))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)),
      state: current,
    };
  }

  private static isRead(
    item: NotificationItem,
    state: NotificationStateDoc,
    read: ReadonlySet<string>,
  ): boolean {
    return (
      item.seen === true || (state.readUpTo !== null && item.createdAt <= state.readUpTo) || read.has(item.id)
    );
  }

  async page(userId: number, page: number, limit: number): Promise<NotificationPage> {
    const { items, state } = await this.all(userId);
    const read = new Set(state.read);
    const dto = (item: NotificationItem): NotificationDto => {
      const { userId: _userId, ref: _ref, seen: _seen, ...rest } = item;
      return { ...rest, isRead: NotificationQueries.isRead(item, state, read) };
    };
    return {
      notifications: items.slice((page - 1) * limit, page * limit).map(dto),
      unreadCount: items.filter((item) => !NotificationQueries.isRead(item, state, read)).length,
      totalItems: items.length,
      totalPages: pageCount(items.length, limit),
      currentPage: page,
    };
  }

  /** The kinds of notices the person gets by e-mail too. */
  async settings(userId: number): Promise<NotificationSettings> {
    return { emailTypes: await this.emailTypes(userId), types: NOTICE_TYPES };
  }

  async emailTypes(userId: number): Promise<NoticeType[]> {
    const collection = await this.readModels.collection<NotificationDoc>(NOTIFICATIONS_PROJECTION);
    const state = (await collection.get(`state:${userId}`)) as NotificationStateDoc | null;
    return [...((state?.emailTypes ?? DEFAULT_EMAIL_TYPES) as NoticeType[])];
  }

  /** The notification, if it is this person's and not deleted; 404 otherwise (an id tells nothing). */
  async own(userId: number, notificationId: string): Promise<NotificationItem> {
    const { items } = await this.all(userId);
    const item = items.find((candidate) => candidate.id === notificationId);
    if (!item) throw notFound(NOTIFICATION_MESSAGES.notFound);
    return item;
  }
}
