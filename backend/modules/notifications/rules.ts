import { DISPUTE_CAUSE_LABELS, type OrderEvent } from '../orders/published.ts';
import type { ProductEvent } from '../catalog/published.ts';
import type { ServiceEvent, ServiceRequestEvent } from '../services/published.ts';
import type { IdentityEvent } from '../identity/published.ts';
import type { ConversationEvent } from '../messaging/published.ts';
import type { CompanyEvent } from '../companies/published.ts';
import type { QuoteRequestEvent } from '../quote-requests/published.ts';
import type { NotificationThingDoc } from './view.ts';
import { formatRoubles, formatRussianDate } from '../../../shared/format/index.ts';

/*
 * Who learns what from which event, in Russian (ADR 0029). Pure: the projection applies these to
 * the thing's document, which remembers its number, name and parties for the later events.
 */

export type NotifyingEvent =
  | OrderEvent
  | ServiceRequestEvent
  | ProductEvent
  | ServiceEvent
  | IdentityEvent
  | ConversationEvent
  | CompanyEvent
  | QuoteRequestEvent;

/** Company events that concern its people: the name for the wording, the check by an admin. */
const COMPANY_EVENTS = new Set([
  'CompanyRegistered',
  'CompanyDetailsChanged',
  'CompanyVerified',
  'CompanyVerificationRevoked',
  'UserJoinedCompany',
]);

export interface Notice {
  readonly to: number;
  readonly type: string;
  readonly title: string;
  readonly text: string;
  readonly link: string;
  /** The message it tells of: reading the conversation up to it reads the notice too. */
  readonly ref?: number;
}

/** How much of a message a notice quotes. */
const EXCERPT = 140;

/** What the thing's document learns from an event (before its notices are worded). */
export interface ThingUpdate {
  readonly parties?: Record<string, number>;
  readonly label?: string;
  readonly requesterRole?: string | null;
}

const rub = formatRoubles;
const ORDERS_OF = { buyer: '/profile/orders', seller: '/profile/products' } as const;
const ROLE_LABELS: Record<string, string> = { buyer: 'Покупатель', supplier: 'Поставщик' };

/** The key of the thing an event is about; null for events that concern no one's notifications. */
export function thingKey(event: NotifyingEvent): string | null {
  const data = event.data as Record<string, unknown>;
  if (COMPANY_EVENTS.has(event.type)) return `company:${data.companyId as number}`;
  if (event.type === 'MessagePosted' || event.type === 'ConversationRead')
    return `conversation:${data.conversationId as string}`;
  if (event.type.startsWith('Quote')) return `quoteRequest:${data.requestId as number}`;
  if (event.type.startsWith('Order')) return `order:${data.orderId as number}`;
  if (event.type.startsWith('ServiceRequest')) return `serviceRequest:${data.requestId as number}`;
  if (
    event.type.startsWith('Product') &&
    event.type !== 'ProductStockChanged' &&
    event.type !== 'ProductPartLinked'
  )
    return `product:${data.productId as number}`;
  if (event.type.startsWith('Service')) return `service:${data.serviceId as number}`;
  if (['UserBlocked', 'UserUnblocked', 'UserRoleChanged', 'UserPasswordChanged'].includes(event.type))
    return `account:${data.userId as number}`;
  return null;
}

/** What the document remembers from an event that introduces or renames the thing. */
export function thingUpdate(event: NotifyingEvent, role: string | null): ThingUpdate {
  switch (event.type) {
    case 'OrderRequested':
      return {
        parties: { buyer: event.data.buyerId, seller: event.data.sellerId },
        label: `${event.data.number} (${event.data.productName})`,
      };
    case 'QuoteRequestDrafted':
      // Keyed: the buyer, and each asked supplier as `s<id>` (every one hears of the request alone).
      return {
        parties: {
          buyer: event.data.buyerId,
          ...Object.fromEntries(event.data.suppliers.map((id) => [`s${id}`, id])),
        },
        label: `${event.data.number} (${event.data.lines.length} поз.)`,
      };
    case 'ServiceRequestSent':
      return {
        parties: { requester: event.data.requesterId, supplier: event.data.supplierId },
        label: `${event.data.number} (${event.data.serviceName})`,
        requesterRole: role,
      };
    case 'ProductCreated':
      return { parties: { owner: event.data.supplierId }, label: event.data.name };
    case 'ProductDetailsChanged':
      return { label: event.data.name };
    case 'ServiceCreated':
      return { parties: { owner: event.data.supplierId }, label: event.data.name };
    case 'ServiceEdited':
      return { label: event.data.name };
    case 'UserBlocked':
    case 'UserUnblocked':
    case 'UserRoleChanged':
    case 'UserPasswordChanged':
      return { parties: { owner: event.data.userId }, label: '' };
    case 'CompanyRegistered':
    case 'CompanyDetailsChanged':
      return { label: event.data.name };
    case 'UserJoinedCompany':
      // Keyed by person: everyone who joins hears of the company's check.
      return { parties: { [`u${event.data.userId}`]: event.data.userId } };
    case 'MessagePosted':
      // Keyed by person: a feedback conversation gains its asker's party only through its first message.
      return {
        parties: Object.fromEntries(event.data.parties.map((id) => [`u${id}`, id])),
        label: event.data.subject.label,
      };
    default:
      return {};
  }
}

/** The notices an event gives, worded with what the thing's document knows. */
export function noticesOf(
  event: NotifyingEvent,
  thing: Pick<NotificationThingDoc, 'parties' | 'label' | 'requesterRole'>,
): Notice[] {
  const p = thing.parties;
  const order = (to: 'buyer' | 'seller', title: string, text = thing.label): Notice[] =>
    p[to] === undefined ? [] : [{ to: p[to]!, type: 'order', title, text, link: ORDERS_OF[to] }];
  const request = (to: 'requester' | 'supplier', title: string, text = thing.label): Notice[] =>
    p[to] === undefined
      ? []
      : [
          {
            to: p[to]!,
            type: 'serviceRequest',
            title,
            text,
            link:
              to === 'supplier' || thing.requesterRole === 'supplier'
                ? '/profile/services'
                : '/profile/orders',
          },
        ];
  const owner = (type: string, title: string, text: string, link: string): Notice[] =>
    p.owner === undefined ? [] : [{ to: p.owner, type, title, text, link }];
  const because = (reason: string | null | undefined) =>
    reason ? `${thing.label}. Причина: ${reason}` : thing.label;

  // A request for quotes (ADR 0069): its asked suppliers are parties `s<id>`; none learns of another.
  const quote = (link: string) => ({ link, type: 'order' });
  const suppliersOf = (except: ReadonlySet<number> = new Set()) =>
    Object.entries(p)
      .filter(([key, id]) => key.startsWith('s') && !except.has(id))
      .map(([, id]) => id);
  const toSuppliers = (
    requestId: number,
    title: string,
    text: string,
    except?: ReadonlySet<number>,
  ): Notice[] =>
    suppliersOf(except).map((to) => ({ to, title, text, ...quote(`/profile/products?quote=${requestId}`) }));
  const toBuyer = (requestId: number, title: string, text: string): Notice[] =>
    p.buyer === undefined
      ? []
      : [{ to: p.buyer, title, text, ...quote(`/profile/orders?quote=${requestId}`) }];

  switch (event.type) {
    case 'QuoteRequestSent':
      return toSuppliers(
        event.data.requestId,
        'Новый запрос предложений',
        `${thing.label}: покупатель ждёт ваше предложение`,
      );
    case 'QuoteAnswered':
      return toBuyer(
        event.data.requestId,
        'Получено предложение',
        `${thing.label}: поставщик ${event.data.version === 1 ? 'дал' : 'изменил'} предложение`,
      );
    case 'QuoteDeclined':
      return toBuyer(event.data.requestId, 'Поставщик отказался от участия', because(event.data.reason));
    case 'QuoteRequestDeadlineExtended':
      return toSuppliers(
        event.data.requestId,
        'Срок приёма предложений продлён',
        `${thing.label}: до ${formatRussianDate(event.data.deadline.slice(0, 10))}`,
      );
    case 'QuoteRequestAwarded': {
      // The winners hear of their orders; the others, politely, that another offer was chosen.
      const winners = new Set(event.data.awards.map((award) => award.supplierId));
      return toSuppliers(
        event.data.requestId,
        'Запрос предложений завершён',
        `${thing.label}: покупатель выбрал другое предложение. Спасибо за участие`,
        winners,
      );
    }
    case 'QuoteRequestCancelled':
      return toSuppliers(event.data.requestId, 'Запрос предложений отменён', because(event.data.reason));
    case 'QuoteRequestSuspended':
      return [
        ...toBuyer(
          event.data.requestId,
          'Запрос предложений приостановлен администратором',
          because(event.data.reason),
        ),
        ...toSuppliers(
          event.data.requestId,
          'Запрос предложений приостановлен администратором',
          because(event.data.reason),
        ),
      ];
    case 'OrderRequested':
      if (event.data.quoteRequest)
        return order(
          'seller',
          'Ваше предложение выбрано',
          `${thing.label}: ${event.data.quantity} шт. по запросу ${event.data.quoteRequest.number}. Ждите подтверждения покупателя`,
        );
      return order(
        'seller',
        'Новая заявка на товар',
        `${thing.label}: ${event.data.quantity} шт., ${event.data.deliveryType === 'pickup' ? 'самовывоз' : 'доставка'}`,
      );
    case 'OrderAccepted':
      return order(
        'buyer',
        'Продавец предложил условия',
        `${thing.label}: ${rub(event.data.unitPrice)} за шт., поставка ${formatRussianDate(event.data.deliveryDate)}. Подтвердите заказ`,
      );
    case 'OrderDeclinedBySeller':
      return order('buyer', 'Продавец отклонил заявку', because(event.data.reason));
    case 'OrderConfirmed':
      return order('seller', 'Покупатель подтвердил заказ');
    case 'OrderDeclinedByBuyer':
      return order('seller', 'Покупатель отказался от условий', because(event.data.reason));
    case 'OrderShipped':
      return order(
        'buyer',
        'Заказ отгружен',
        event.data.carrier
          ? `${thing.label}: ${event.data.carrier}, накладная № ${event.data.trackingNumber ?? '—'}`
          : thing.label,
      );
    case 'OrderReadyForPickup':
      return order('buyer', 'Заказ готов к самовывозу');
    case 'OrderReceived':
      return order('seller', 'Покупатель получил заказ');
    case 'OrderClosed':
      return order('buyer', 'Заказ закрыт');
    case 'OrderCancelled': {
      const to: Array<'buyer' | 'seller'> =
        event.data.by === 'buyer' ? ['seller'] : event.data.by === 'seller' ? ['buyer'] : ['buyer', 'seller'];
      return to.flatMap((side) => order(side, 'Заказ отменён', because(event.data.reason)));
    }
    case 'OrderSuspended':
      return (['buyer', 'seller'] as const).flatMap((side) =>
        order(side, 'Заявка приостановлена администратором', because(event.data.reason)),
      );
    case 'OrderResumed':
      return (['buyer', 'seller'] as const).flatMap((side) => order(side, 'Заявка возобновлена'));
    case 'OrderDisputeOpened': {
      const cause = DISPUTE_CAUSE_LABELS[event.data.cause];
      return order(
        'seller',
        'Покупатель открыл спор по заказу',
        `${thing.label}. ${cause}${event.data.details ? `: ${event.data.details}` : ''}`,
      );
    }
    case 'OrderDisputeAnswered':
      return order('buyer', 'Продавец ответил по спору', `${thing.label}: ${event.data.answer}`);
    case 'OrderDisputeResolved': {
      const title =
        event.data.decision === 'returnAccepted'
          ? 'Спор решён: возврат принят'
          : 'Спор решён: в возврате отказано';
      return (['buyer', 'seller'] as const).flatMap((side) => order(side, title, because(event.data.reason)));
    }
    case 'ServiceRequestSent':
      return request('supplier', 'Новая заявка на услугу');
    case 'ServiceRequestQuoted':
      return request(
        'requester',
        'Поставщик предложил стоимость',
        `${thing.label}: ${rub(event.data.price)}${event.data.date ? `, ${formatRussianDate(event.data.date)}` : ''}`,
      );
    case 'ServiceRequestAccepted':
      return request('supplier', 'Заказчик принял предложение');
    case 'ServiceRequestDeclined':
      return event.data.by === 'supplier'
        ? request('requester', 'Поставщик отклонил заявку', because(event.data.reason))
        : request('supplier', 'Заказчик отклонил предложение', because(event.data.reason));
    case 'ServiceRequestCancelled':
      return request('supplier', 'Заказчик отменил заявку', because(event.data.reason));
    case 'ServiceRequestCompleted':
      return request('requester', 'Услуга оказана');
    case 'ProductPublished':
      return owner('product', 'Товар опубликован', thing.label, '/profile/products');
    case 'ProductRejected':
      return owner('product', 'Товар отклонён модератором', because(event.data.reason), '/profile/products');
    case 'ServicePublished':
      return owner('service', 'Услуга опубликована', thing.label, '/profile/services');
    case 'ServiceRejected':
      return owner(
        'service',
        'Услуга отклонена модератором',
        because(event.data.reason),
        '/profile/services',
      );
    case 'UserBlocked':
      return owner(
        'account',
        'Учётная запись заблокирована',
        `Причина: ${event.data.reason}`,
        '/profile/profile',
      );
    case 'UserUnblocked':
      return owner('account', 'Учётная запись разблокирована', event.data.reason, '/profile/profile');
    case 'UserRoleChanged':
      return owner(
        'account',
        `Ваша роль изменена: ${ROLE_LABELS[event.data.role] ?? event.data.role}`,
        `Причина: ${event.data.reason}`,
        '/profile/profile',
      );
    case 'UserPasswordChanged':
      return owner(
        'account',
        'Пароль изменён',
        'Если это были не вы, сразу обратитесь в поддержку',
        '/profile/profile',
      );
    case 'CompanyVerified':
      return Object.values(p).map((to) => ({
        to,
        type: 'account',
        title: 'Компания проверена',
        text: `${thing.label}: реквизиты подтверждены администратором площадки`,
        link: '/profile/company',
      }));
    case 'CompanyVerificationRevoked':
      return Object.values(p).map((to) => ({
        to,
        type: 'account',
        title: 'Проверка компании снята',
        text: because(event.data.reason),
        link: '/profile/company',
      }));
    case 'MessagePosted': {
      // A message of files only is told by their names.
      const said =
        event.data.text || (event.data.attachments ?? []).map((file) => `📎 ${file.name}`).join(', ');
      const excerpt = said.length > EXCERPT ? `${said.slice(0, EXCERPT - 1).trimEnd()}…` : said;
      const feedback = event.data.subject.kind === 'feedback';
      // An answer to a site question is mailed to the address given with it (ADR 0030), so it is a kind of its own.
      const [type, title] = feedback ? ['question', 'Ответ на ваш вопрос'] : ['message', 'Новое сообщение'];
      const { subject } = event.data;
      // A question about a request for quotes opens in the request's own thread (ADR 0072): the
      // supplier's invitation in 'Мои товары', the buyer's request in 'Мои заказы'.
      const linkFor = (to: number) =>
        subject.kind === 'quoteRequest' && subject.supplierId !== undefined
          ? `${to === subject.supplierId ? ORDERS_OF.seller : ORDERS_OF.buyer}?quote=${subject.id}&chat=${subject.supplierId}`
          : `/profile/messages?c=${encodeURIComponent(event.data.conversationId)}`;
      return Object.values(p).map((to) => ({
        to,
        type,
        title,
        text: `${thing.label}: ${excerpt}`,
        link: linkFor(to),
        ref: event.data.messageId,
      }));
    }
    default:
      return [];
  }
}
