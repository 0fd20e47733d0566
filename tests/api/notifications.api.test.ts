import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '../../backend/modules/notifications/index.ts';
import { letters } from '../support/outbox.ts';
import { openClient } from '../support/realtime-client.ts';
import { waitFor } from '../support/wait-for.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** Notifications from real domain events, read and deleted by their person, pushed live (ADR 0029). */

interface Notification {
  id: string;
  type: string;
  title: string;
  text: string;
  link: string;
  isRead: boolean;
  createdAt: string;
}
interface NotificationPage {
  notifications: Notification[];
  unreadCount: number;
  totalItems: number;
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let buyer: SignedIn;
let serviceId: number;

const page = async (user: SignedIn): Promise<NotificationPage> =>
  json(await server.request('/api/notifications', { token: user.accessToken }));

async function requestService(of = serviceId): Promise<number> {
  const sent = await server.request('/api/service-requests', {
    method: 'POST',
    token: buyer.accessToken,
    json: { serviceId: of, description: 'Обточить 4 колёсные пары', contactEmail: buyer.user.email },
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { id: number }).id;
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  buyer = await server.registerUser({ role: 'buyer' });
  serviceId = await publishedService(supplier);
}, 60_000);

async function publishedService(owner: SignedIn): Promise<number> {
  const created = await server.request('/api/services', {
    method: 'POST',
    token: owner.accessToken,
    json: { name: 'Обточка колёсных пар', priceType: 'custom', location: 'Пермь', duration: '1 день' },
  });
  const id = ((await created.json()) as { id: number }).id;
  await server.request(`/api/services/${id}/submit`, { method: 'POST', token: owner.accessToken });
  await server.request(`/api/admin/services/${id}/publish`, { method: 'POST', token: admin.accessToken });
  return id;
}

afterAll(() => server.stop());

describe('notifications', () => {
  it('tell the supplier of the moderator’s decision and of a new request, the buyer of the quote; never the actor', async () => {
    const supplierPage = await page(supplier);
    expect(supplierPage.notifications.map((n) => n.title)).toContain('Услуга опубликована');
    const requestId = await requestService();
    const afterRequest = await page(supplier);
    expect(afterRequest.notifications[0]).toMatchObject({
      type: 'serviceRequest',
      title: 'Новая заявка на услугу',
      link: '/profile/services',
      isRead: false,
    });
    expect(afterRequest.unreadCount).toBe(supplierPage.unreadCount + 1);
    expect((await page(buyer)).notifications.map((n) => n.title)).not.toContain('Новая заявка на услугу');

    await server.request(`/api/service-requests/${requestId}/quote`, {
      method: 'POST',
      token: supplier.accessToken,
      json: { price: 32000 },
    });
    const buyerPage = await page(buyer);
    expect(buyerPage.notifications[0]).toMatchObject({
      title: 'Поставщик предложил стоимость',
      link: '/profile/orders',
    });
    expect(buyerPage.notifications[0]!.text).toMatch(/32\s000\s₽/);
  });

  it('read one, read all and delete: each the person’s own, with the unread count recomputed', async () => {
    await requestService();
    await requestService();
    const before = await page(supplier);
    expect(before.unreadCount).toBeGreaterThanOrEqual(2);
    const [first, second] = before.notifications;
    const read = await server.request(`/api/notifications/${encodeURIComponent(first!.id)}/read`, {
      method: 'PUT',
      token: supplier.accessToken,
    });
    expect(await json(read)).toMatchObject({
      id: first!.id,
      isRead: true,
      unreadCount: before.unreadCount - 1,
    });
    // Another person cannot read or delete it: it is not theirs (404 tells nothing more).
    expect(
      (
        await server.request(`/api/notifications/${encodeURIComponent(second!.id)}/read`, {
          method: 'PUT',
          token: buyer.accessToken,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.request(`/api/notifications/${encodeURIComponent(second!.id)}`, {
          method: 'DELETE',
          token: buyer.accessToken,
        })
      ).status,
    ).toBe(404);
    const deleted = await server.request(`/api/notifications/${encodeURIComponent(second!.id)}`, {
      method: 'DELETE',
      token: supplier.accessToken,
    });
    expect(deleted.status).toBe(204);
    const after = await page(supplier);
    expect(after.notifications.map((n) => n.id)).not.toContain(second!.id);
    expect(after.totalItems).toBe(before.totalItems - 1);
    const all = await json<NotificationPage>(
      await server.request('/api/notifications/read-all', { method: 'PUT', token: supplier.accessToken }),
    );
    expect(all.unreadCount).toBe(0);
    expect(all.notifications.every((n) => n.isRead)).toBe(true);
  });

  it('answers only the caller’s own list: another userId is 403, no token 401 «Пользователь не авторизован»', async () => {
    expect(
      (await server.request(`/api/notifications?userId=${supplier.user.id}`, { token: supplier.accessToken }))
        .status,
    ).toBe(200);
    const foreign = await server.request(`/api/notifications?userId=${supplier.user.id}`, {
      token: buyer.accessToken,
    });
    expect(foreign.status).toBe(403);
    expect(await json(foreign)).toMatchObject({ message: NOTIFICATION_MESSAGES.foreign });
    const anonymous = await server.request('/api/notifications');
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toMatchObject({ message: NOTIFICATION_MESSAGES.unauthenticated });
    expect((await server.request('/api/notifications?page=0', { token: buyer.accessToken })).status).toBe(
      400,
    );
  });

  it('reach the person’s socket live, once the list holds them; nobody else’s socket', async () => {
    const supplierSocket = await openClient(server.wsPort);
    const buyerSocket = await openClient(server.wsPort);
    expect((await supplierSocket.auth(supplier.accessToken, supplier.user.id)).type).toBe('auth_ok');
    expect((await buyerSocket.auth(buyer.accessToken, buyer.user.id)).type).toBe('auth_ok');
    await requestService();
    const pushed = await supplierSocket.next();
    expect(pushed).toMatchObject({
      type: 'notification',
      data: { title: 'Новая заявка на услугу', isRead: false },
    });
    const listed = await page(supplier);
    expect(listed.notifications.map((n) => n.id)).toContain((pushed.data as { id: string }).id);
    expect(buyerSocket.inbox).toEqual([]);
    supplierSocket.socket.close();
    buyerSocket.socket.close();
  });

  it('send e-mail copies of the kinds a person chose: orders and requests until they choose, then only what they chose', async () => {
    // A supplier of their own, so no letter of another test is in flight.
    const owner = await server.registerUser({ role: 'supplier' });
    const ownService = await publishedService(owner);
    const settings = await server.request('/api/notifications/settings', { token: owner.accessToken });
    expect(await json(settings)).toMatchObject({ emailTypes: ['order', 'serviceRequest', 'account'] });
    const mine = (subject: string) => async () =>
      (await letters(server.dataDir)).filter(
        (letter) => letter.to === owner.user.email && letter.subject.startsWith(subject),
      );

    await requestService(ownService);
    await waitFor(
      async () => (await mine('Новая заявка на услугу')()).length === 1,
      10_000,
      'the request letter',
    );
    const [letter] = await mine('Новая заявка на услугу')();
    expect(letter!.text).toContain('Обточка колёсных пар');
    expect(letter!.text).toMatch(/Подробнее: http:\/\/\S+\/profile\/services/);

    const chosen = await server.request('/api/notifications/settings', {
      method: 'PUT',
      token: owner.accessToken,
      json: { emailTypes: ['message'] },
    });
    expect(chosen.status).toBe(200);
    expect(await json(chosen)).toMatchObject({ emailTypes: ['message'] });
    const requestId = await requestService(ownService);
    await server.request(`/api/conversations/serviceRequest-${requestId}/messages`, {
      method: 'POST',
      token: buyer.accessToken,
      json: { text: 'Когда сможете принять колёса?' },
    });
    // Notices are mailed in the order of their events: once the message's letter is there, the request's would be too.
    await waitFor(async () => (await mine('Новое сообщение')()).length === 1, 10_000, 'the message letter');
    expect((await mine('Новое сообщение')())[0]!.text).toContain('Когда сможете принять колёса?');
    expect(await mine('Новая заявка на услугу')()).toHaveLength(1);
  });

  it('refuse a choice of an unknown kind with a Russian message and keep the stored one', async () => {
    const bad = await server.request('/api/notifications/settings', {
      method: 'PUT',
      token: buyer.accessToken,
      json: { emailTypes: ['spam'] },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/emailTypes/);
    expect(
      (
        await server.request('/api/notifications/settings', {
          method: 'PUT',
          token: buyer.accessToken,
          json: {},
        })
      ).status,
    ).toBe(400);
    expect(
      (await server.request('/api/notifications/settings', { method: 'PUT', json: { emailTypes: [] } }))
        .status,
    ).toBe(401);
    expect(
      await json(await server.request('/api/notifications/settings', { token: buyer.accessToken })),
    ).toMatchObject({ emailTypes: ['order', 'serviceRequest', 'account'] });
  });

  it('tell of a new message, and reading the conversation reads its notice', async () => {
    const requestId = await requestService();
    await server.request(`/api/conversations/serviceRequest-${requestId}/messages`, {
      method: 'POST',
      token: supplier.accessToken,
      json: { text: 'Пришлите фото колёс' },
    });
    const buyerPage = await page(buyer);
    const notice = buyerPage.notifications.find(
      (n) => n.type === 'message' && n.link === `/profile/messages?c=serviceRequest-${requestId}`,
    );
    expect(notice).toMatchObject({ title: 'Новое сообщение', isRead: false });
    expect(notice!.text).toContain('Пришлите фото колёс');
    expect(
      (
        await server.request(`/api/conversations/serviceRequest-${requestId}/read`, {
          method: 'PUT',
          token: buyer.accessToken,
        })
      ).status,
    ).toBeLessThan(300);
    const after = await page(buyer);
    expect(after.notifications.find((n) => n.id === notice!.id)).toMatchObject({ isRead: true });
    expect(after.unreadCount).toBe(buyerPage.unreadCount - 1);
  });
});
