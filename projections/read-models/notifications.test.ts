import { describe, expect, it } from 'vitest';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import type {
  NotificationStateDoc,
  NotificationThingDoc,
} from '../../backend/modules/notifications/published.ts';
import { notificationsProjection } from './notifications.ts';

const by = (userId: number, role: string, hour: number) => ({
  userId: String(userId),
  role,
  at: `2026-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`,
});
const requested = {
  type: 'OrderRequested',
  data: {
    orderId: 5,
    number: 'З-000005',
    productId: 42,
    productName: 'Рама боковая',
    sellerId: 20,
    buyerId: 10,
    quantity: 2,
    listPrice: 98_500,
    deliveryType: 'pickup',
    warehouseId: 3,
    warehouseName: 'Склад Пермь',
    warehouseAddress: 'ул. Промышленная, 12',
    deliveryAddress: null,
    comment: null,
    aboveStock: false,
    services: [],
  },
  metadata: by(10, 'buyer', 8),
} as const;

describe('notifications projection', () => {
  it('words each step of an order for the other party, never for the one who acted', async () => {
    const docs = await ProjectionSpecification.for(notificationsProjection)
      .given(
        requested,
        {
          type: 'OrderAccepted',
          data: { orderId: 5, unitPrice: 97_000.5, quantity: 2, deliveryDate: '2026-12-10', terms: null },
          metadata: by(20, 'supplier', 9),
        },
        {
          type: 'OrderCancelled',
          data: { orderId: 5, by: 'admin', reason: 'Дубликат' },
          metadata: by(1, 'admin', 10),
        },
      )
      .documents();
    const [order] = docs as NotificationThingDoc[];
    expect(order).toMatchObject({ _id: 'order:5', userIds: [20, 10], parties: { buyer: 10, seller: 20 } });
    // Money with its kopecks in two digits and the date as people read it, never ISO.
    expect(order!.items[1]!.text.replace(/\u00a0/g, ' ')).toBe(
      'З-000005 (Рама боковая): 97 000,50 ₽ за шт., поставка 10.12.2026. Подтвердите заказ',
    );
    expect(order!.items.map((item) => [item.userId, item.title, item.link])).toEqual([
      [20, 'Новая заявка на товар', '/profile/products'],
      [10, 'Продавец предложил условия', '/profile/orders'],
      [10, 'Заказ отменён', '/profile/orders'],
      [20, 'Заказ отменён', '/profile/products'],
    ]);
    expect(order!.items[3]!.text).toBe('З-000005 (Рама боковая). Причина: Дубликат');
  });

  it('keeps nothing for what the seed or a bulk load did, and tells a supplier of a moderator’s decision', async () => {
    const docs = await ProjectionSpecification.for(notificationsProjection)
      .given(
        {
          type: 'ServiceCreated',
          data: {
            serviceId: 1,
            supplierId: 20,
            name: 'Обточка',
            shortDescription: '',
            description: '',
            price: null,
            priceType: 'custom',
            duration: '',
            location: 'Пермь',
            isRemote: false,
            requirements: '',
            images: [],
            categoryId: null,
          },
          metadata: { role: 'system' },
        },
        { type: 'ServicePublished', data: { serviceId: 1 }, metadata: { role: 'system' } },
        {
          type: 'ServiceCreated',
          data: {
            serviceId: 2,
            supplierId: 20,
            name: 'Дефектоскопия',
            shortDescription: '',
            description: '',
            price: 100,
            priceType: 'fixed',
            duration: '',
            location: 'Пермь',
            isRemote: false,
            requirements: '',
            images: [],
            categoryId: null,
          },
          metadata: by(20, 'supplier', 8),
        },
        {
          type: 'ServiceRejected',
          data: { serviceId: 2, reason: 'Нет аттестата' },
          metadata: by(1, 'admin', 9),
        },
      )
      .documents();
    expect(docs.map((doc) => doc._id)).toEqual(['service:2']);
    expect((docs[0] as NotificationThingDoc).items).toMatchObject([
      {
        userId: 20,
        type: 'service',
        title: 'Услуга отклонена модератором',
        text: 'Дефектоскопия. Причина: Нет аттестата',
      },
    ]);
  });

  it('keeps what a person read and deleted; reading all forgets the single reads before it', async () => {
    const [state] = (await ProjectionSpecification.for(notificationsProjection)
      .given(
        { type: 'NotificationRead', data: { userId: 7, notificationId: 'a:7' } },
        { type: 'NotificationDeleted', data: { userId: 7, notificationId: 'b:7' } },
        { type: 'AllNotificationsRead', data: { userId: 7, upTo: '2026-11-20T12:00:00.000Z' } },
        { type: 'NotificationRead', data: { userId: 7, notificationId: 'c:7' } },
        { type: 'EmailCopiesChosen', data: { userId: 7, types: ['order', 'message'] } },
      )
      .documents()) as NotificationStateDoc[];
    expect(state).toEqual({
      _id: 'state:7',
      kind: 'state',
      userId: 7,
      readUpTo: '2026-11-20T12:00:00.000Z',
      read: ['c:7'],
      deleted: ['b:7'],
      emailTypes: ['order', 'message'],
    });
  });

  const posted = (
    messageId: number,
    authorId: number,
    text: string,
    hour: number,
    subject = { kind: 'order', id: 5, label: 'Заявка З-000005: Рама боковая' },
  ) => ({
    type: 'MessagePosted',
    data: {
      conversationId: `${subject.kind}-${subject.id}`,
      subject,
      parties: subject.kind === 'feedback' ? [10] : [10, 20],
      messageId,
      authorId,
      text,
    },
    metadata: by(authorId, authorId === 1 ? 'admin' : authorId === 10 ? 'buyer' : 'supplier', hour),
  });

  it('tells the other party of a message with its start, and reading the conversation reads the notices of what was read', async () => {
    const long = `Добрый день. ${'Уточните, пожалуйста, год выпуска и завод-изготовитель. '.repeat(5)}`;
    const docs = await ProjectionSpecification.for(notificationsProjection)
      .given(posted(1, 10, long, 8), posted(2, 1, 'Администратор: проверьте реквизиты', 9), {
        type: 'ConversationRead',
        data: { conversationId: 'order-5', userId: 20, upTo: 1 },
        metadata: by(20, 'supplier', 10),
      })
      .documents();
    const [conversation] = docs as NotificationThingDoc[];
    expect(conversation!._id).toBe('conversation:order-5');
    expect(
      conversation!.items.map((item) => [item.userId, item.type, item.title, item.link, item.seen ?? false]),
    ).toEqual([
      [20, 'message', 'Новое сообщение', '/profile/messages?c=order-5', true],
      [10, 'message', 'Новое сообщение', '/profile/messages?c=order-5', false],
      [20, 'message', 'Новое сообщение', '/profile/messages?c=order-5', false],
    ]);
    expect(conversation!.items[0]!.text.startsWith('Заявка З-000005: Рама боковая: Добрый день.')).toBe(true);
    expect(conversation!.items[0]!.text.endsWith('…')).toBe(true);
    expect(conversation!.items[0]!.text.length).toBeLessThan(long.length);
  });

  it('tells a signed-in asker of an admin’s answer to their site question as a kind of its own', async () => {
    const docs = await ProjectionSpecification.for(notificationsProjection)
      .given(
        posted(1, 1, 'Колёсные пары есть на складе в Перми', 9, {
          kind: 'feedback',
          id: 3,
          label: 'Вопрос с сайта № 3',
        }),
      )
      .documents();
    expect((docs[0] as NotificationThingDoc).items).toMatchObject([
      {
        userId: 10,
        type: 'question',
        title: 'Ответ на ваш вопрос',
        text: 'Вопрос с сайта № 3: Колёсные пары есть на складе в Перми',
        link: '/profile/messages?c=feedback-3',
      },
    ]);
  });

  it('tells of a message of files only by their names', async () => {
    const files = posted(3, 10, '', 11);
    const docs = await ProjectionSpecification.for(notificationsProjection)
      .given({
        ...files,
        data: {
          ...files.data,
          attachments: [{ url: '/uploads/documents/0123456789abcdef0123456789abcdef.pdf', name: 'акт.pdf' }],
        },
      })
      .documents();
    expect((docs[0] as NotificationThingDoc).items[0]!.text).toBe(
      'Заявка З-000005: Рама боковая: 📎 акт.pdf',
    );
  });

  it('tells the company’s people of an admin’s check, with the company’s name', async () => {
    const docs = await ProjectionSpecification.for(notificationsProjection)
      .given(
        {
          type: 'CompanyRegistered',
          data: {
            companyId: 3,
            name: 'ООО «Вагонсервис»',
            inn: '7707083893',
            kpp: '773601001',
            ogrn: '1027700132195',
            legalAddress: 'г. Москва',
            founderId: 10,
          },
          metadata: by(10, 'supplier', 8),
        },
        {
          type: 'UserJoinedCompany',
          data: { userId: 10, companyId: 3, isCompanyAdmin: true },
          metadata: by(10, 'supplier', 8),
        },
        {
          type: 'UserJoinedCompany',
          data: { userId: 11, companyId: 3, isCompanyAdmin: false },
          metadata: by(11, 'supplier', 9),
        },
        { type: 'CompanyVerified', data: { companyId: 3 }, metadata: by(1, 'admin', 10) },
      )
      .documents();
    const company = docs.find((doc) => doc._id === 'company:3') as NotificationThingDoc;
    expect(company.items.map((item) => [item.userId, item.title, item.text])).toEqual([
      [10, 'Компания проверена', 'ООО «Вагонсервис»: реквизиты подтверждены администратором площадки'],
      [11, 'Компания проверена', 'ООО «Вагонсервис»: реквизиты подтверждены администратором площадки'],
    ]);
  });
});
