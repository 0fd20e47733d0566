import { typedProjection } from '../../backend/kit/read/index.ts';
import { EventCodec } from '../../backend/kit/write/index.ts';
import { productEvents } from '../../backend/modules/catalog/published.ts';
import { identityEvents } from '../../backend/modules/identity/published.ts';
import {
  NOTIFICATIONS_PROJECTION,
  noticesOf,
  notificationEvents,
  thingKey,
  thingUpdate,
  type NotificationDoc,
  type NotificationEvent,
  type NotificationItem,
  type NotificationStateDoc,
  type NotificationThingDoc,
  type NotifyingEvent,
} from '../../backend/modules/notifications/published.ts';
import { orderEvents } from '../../backend/modules/orders/published.ts';
import { serviceEvents, serviceRequestEvents } from '../../backend/modules/services/published.ts';
import { conversationEvents } from '../../backend/modules/messaging/published.ts';
import { companyEvents } from '../../backend/modules/companies/published.ts';
import { quoteRequestEvents } from '../../backend/modules/quote-requests/published.ts';

type Event = NotifyingEvent | NotificationEvent;

const events: EventCodec<Event> = EventCodec.merge(
  orderEvents,
  serviceRequestEvents,
  productEvents,
  serviceEvents,
  identityEvents,
  conversationEvents,
  companyEvents,
  quoteRequestEvents,
  notificationEvents,
);

const isStateEvent = (event: Event): event is NotificationEvent =>
  event.type === 'NotificationRead' ||
  event.type === 'AllNotificationsRead' ||
  event.type === 'NotificationDeleted' ||
  event.type === 'EmailCopiesChosen';

/** Things created by the seed or a bulk load (no person acted) keep no document: nobody waits for news of them. */
const CREATING = new Set([
  'CompanyRegistered',
  'UserJoinedCompany',
  'MessagePosted',
  'OrderRequested',
  'ServiceRequestSent',
  'QuoteRequestDrafted',
  'ProductCreated',
  'ServiceCreated',
  'UserBlocked',
  'UserUnblocked',
  'UserRoleChanged',
  'UserPasswordChanged',
]);

function evolveState(doc: NotificationStateDoc | null, event: NotificationEvent): NotificationStateDoc {
  const state: NotificationStateDoc = doc ?? {
    _id: `state:${event.data.userId}`,
    kind: 'state',
    userId: event.data.userId,
    readUpTo: null,
    read: [],
    deleted: [],
    emailTypes: null,
  };
  switch (event.type) {
    case 'EmailCopiesChosen':
      return { ...state, emailTypes: [...event.data.types] };
    case 'NotificationRead':
      return state.read.includes(event.data.notificationId)
        ? state
        : { ...state, read: [...state.read, event.data.notificationId] };
    case 'AllNotificationsRead':
      // Everything up to then is read: the single reads before it are no longer needed.
      return { ...state, readUpTo: event.data.upTo, read: [] };
    case 'NotificationDeleted':
      return state.deleted.includes(event.data.notificationId)
        ? state
        : { ...state, deleted: [...state.deleted, event.data.notificationId] };
  }
}

/** Reading a conversation reads the notices of the messages read (ADR 0029 addendum). */
function readConversation(doc: NotificationThingDoc, userId: number, upTo: number): NotificationThingDoc {
  const unseen = (item: NotificationItem) =>
    item.userId === userId && item.ref !== undefined && item.ref <= upTo && !item.seen;
  if (!doc.items.some(unseen)) return doc;
  return { ...doc, items: doc.items.map((item) => (unseen(item) ? { ...item, seen: true } : item)) };
}

/**
 * Notifications (ADR 0029): one document per thing a person hears about (an order, a service
 * request, their product, service or account) holding its notices, and one per person holding what
 * they read and deleted. The projector is the only writer of notices; reading and deleting are the
 * person's own commands.
 */
export const notificationsProjection = typedProjection<NotificationDoc, Event>({
  name: NOTIFICATIONS_PROJECTION,
  version: 3,
  events,
  indexes: [{ fields: { userIds: 1 } }],
  keys(event) {
    if (isStateEvent(event)) return [`state:${event.data.userId}`];
    const key = thingKey(event as NotifyingEvent);
    return key === null ? [] : [key];
  },
  evolve(doc, event, key) {
    if (isStateEvent(event)) return evolveState(doc as NotificationStateDoc | null, event);
    const notifying = event as NotifyingEvent;
    if (notifying.type === 'ConversationRead')
      return doc
        ? readConversation(doc as NotificationThingDoc, notifying.data.userId, notifying.data.upTo)
        : null;
    if (!doc && (!CREATING.has(event.type) || event.metadata.role === 'system')) return null;
    const update = thingUpdate(notifying, event.metadata.role);
    const thing: NotificationThingDoc = {
      ...((doc as NotificationThingDoc | null) ?? {
        _id: key,
        kind: 'thing',
        userIds: [],
        parties: {},
        requesterRole: null,
        label: '',
        items: [],
      }),
    };
    const next: NotificationThingDoc = {
      ...thing,
      parties: { ...thing.parties, ...update.parties },
      label: update.label ?? thing.label,
      requesterRole: update.requesterRole === undefined ? thing.requesterRole : update.requesterRole,
    };
    const notices = noticesOf(notifying, next).filter(
      (notice) => notice.to !== Number(event.metadata.userId),
    );
    if (notices.length === 0) return next;
    const known = new Set(next.items.map((item) => item.id));
    const items = notices
      .map((notice) => ({
        id: `${event.id}:${notice.to}`,
        userId: notice.to,
        type: notice.type,
        title: notice.title,
        text: notice.text,
        link: notice.link,
        createdAt: event.metadata.at,
        ...(notice.ref === undefined ? {} : { ref: notice.ref }),
      }))
      .filter((item) => !known.has(item.id));
    return {
      ...next,
      items: [...next.items, ...items],
      userIds: [...new Set([...next.userIds, ...items.map((item) => item.userId)])],
    };
  },
});
