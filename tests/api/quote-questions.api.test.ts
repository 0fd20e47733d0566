import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONVERSATION_MESSAGES } from '../../backend/modules/messaging/index.ts';
import { randomCompany, randomLegalInn } from '../support/requisites.ts';
import { openClient } from '../support/realtime-client.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/**
 * The buyer's questions in a request for quotes (ADR 0072): one thread per request and supplier in
 * the existing conversations, between the buyer and that supplier alone; another supplier, another
 * buyer and a supplier not asked find nothing (404), and nothing of one thread reaches another.
 */

interface Thread {
  id: string;
  subject: { kind: string; id: number; label: string; supplierId?: number };
  parties: Array<{ id: number; name: string | null }>;
  messages: Array<{ id: number; authorId: number; text: string }>;
}

let server: TestServer;
let buyer: SignedIn;
let otherBuyer: SignedIn;
let ural: SignedIn;
let trans: SignedIn;
let notAsked: SignedIn;
let admin: SignedIn;
let requestId: number;

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const get = (path: string, user: SignedIn) => server.request(path, { token: user.accessToken });
const post = (path: string, user: SignedIn, text: string) =>
  server.request(path, { method: 'POST', token: user.accessToken, json: { text } });
const thread = (supplier: SignedIn) => `/api/conversations/quoteRequest-${requestId}-${supplier.user.id}`;
const notices = async (user: SignedIn) =>
  (
    await json<{ notifications: Array<{ title: string; text: string; link: string }> }>(
      await get('/api/notifications?limit=100', user),
    )
  ).notifications;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  [buyer, otherBuyer, ural, trans, notAsked] = await Promise.all([
    server.registerUser({ role: 'buyer' }),
    server.registerUser({ role: 'buyer' }),
    server.registerUser({ role: 'supplier', inn: randomLegalInn() }),
    server.registerUser({ role: 'supplier', inn: randomLegalInn() }),
    server.registerUser({ role: 'supplier', inn: randomLegalInn() }),
  ]);
  await server.request('/api/companies', {
    method: 'POST',
    token: trans.accessToken,
    json: randomCompany('ООО «ТрансКолесо»'),
  });
  const created = await server.request('/api/quote-requests', {
    method: 'POST',
    token: buyer.accessToken,
    json: {
      lines: [{ designation: 'СА-3', name: 'Автосцепка', quantity: 4, unit: 'шт', condition: 'new' }],
      deliveryTo: 'ст. Входная',
      deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      supplierIds: [ural.user.id, trans.user.id],
    },
  });
  expect(created.status).toBe(201);
  requestId = (await json<{ id: number }>(created)).id;
}, 60_000);

afterAll(() => server.stop());

describe('questions in a request for quotes', () => {
  it('the buyer asks one supplier; that supplier sees it live and answers; the other supplier gets nothing', async () => {
    const uralSocket = await openClient(server.wsPort);
    expect((await uralSocket.auth(ural.accessToken, ural.user.id)).type).toBe('auth_ok');
    const transSocket = await openClient(server.wsPort);
    expect((await transSocket.auth(trans.accessToken, trans.user.id)).type).toBe('auth_ok');

    // Not started: an empty thread for its two parties.
    const empty = await json<Thread>(await get(thread(ural), buyer));
    expect(empty).toMatchObject({
      id: `quoteRequest-${requestId}-${ural.user.id}`,
      subject: { kind: 'quoteRequest', id: requestId, supplierId: ural.user.id },
      messages: [],
    });
    expect(empty.parties.map((party) => party.id).sort()).toEqual([buyer.user.id, ural.user.id].sort());

    const asked = await post(`${thread(ural)}/messages`, buyer, 'Рамы с паспортами завода?');
    expect(asked.status).toBe(201);
    expect((await json<Thread>(asked)).subject.label).toMatch(/^Запрос предложений ЗП-\d{6}$/);
    expect(await uralSocket.next()).toMatchObject({
      type: 'new_message',
      data: {
        conversationId: `quoteRequest-${requestId}-${ural.user.id}`,
        message: { text: 'Рамы с паспортами завода?', authorId: buyer.user.id },
      },
    });
    const answered = await post(`${thread(ural)}/messages`, ural, 'Да, с паспортами');
    expect((await json<Thread>(answered)).messages.map((m) => [m.authorId, m.text])).toEqual([
      [buyer.user.id, 'Рамы с паспортами завода?'],
      [ural.user.id, 'Да, с паспортами'],
    ]);

    // The other supplier's socket: the first thing it hears is a message of its own thread, not Ural's.
    await post(`${thread(trans)}/messages`, buyer, 'Колёса какого года?');
    expect(await transSocket.next()).toMatchObject({
      type: 'new_message',
      data: {
        conversationId: `quoteRequest-${requestId}-${trans.user.id}`,
        message: { text: 'Колёса какого года?' },
      },
    });
    const transList = await json<{ conversations: Thread[] }>(await get('/api/conversations', trans));
    expect(transList.conversations.map((c) => c.id)).toEqual([`quoteRequest-${requestId}-${trans.user.id}`]);
    expect(JSON.stringify(transList)).not.toContain('паспорт');
    expect(
      transList.conversations.flatMap((c) => [...c.parties.map((party) => party.id), c.subject.supplierId]),
    ).not.toContain(ural.user.id);
    // The buyer has both threads.
    const buyerList = await json<{ conversations: Thread[] }>(await get('/api/conversations', buyer));
    expect(buyerList.conversations.map((c) => c.id).sort()).toEqual(
      [`quoteRequest-${requestId}-${trans.user.id}`, `quoteRequest-${requestId}-${ural.user.id}`].sort(),
    );
    uralSocket.socket.close();
    transSocket.socket.close();
  });

  it('another supplier, another buyer and a supplier not asked find no thread of the request (404) on every route', async () => {
    for (const [user, supplier] of [
      [trans, ural],
      [otherBuyer, ural],
      [notAsked, ural],
      [notAsked, notAsked],
      [ural, trans],
    ] as const) {
      for (const response of [
        await get(thread(supplier), user),
        await post(`${thread(supplier)}/messages`, user, 'Можно мне?'),
        await server.request(`${thread(supplier)}/read`, { method: 'PUT', token: user.accessToken }),
      ]) {
        expect(response.status).toBe(404);
        expect((await json<{ message: string }>(response)).message).toBe(CONVERSATION_MESSAGES.notFound);
      }
    }
    // The buyer cannot open a thread with a supplier not asked, nor a key without a supplier, nor an order's key with one.
    expect((await get(thread(notAsked), buyer)).status).toBe(404);
    expect((await get(`/api/conversations/quoteRequest-${requestId}`, buyer)).status).toBe(404);
    expect((await get(`/api/conversations/order-${requestId}-${ural.user.id}`, buyer)).status).toBe(404);
    expect((await get(`/api/conversations/quoteRequest-999999-${ural.user.id}`, ural)).status).toBe(404);
    expect((await server.request(thread(ural))).status).toBe(401);
  });

  it('admins read every thread; each side is told with a link to the request', async () => {
    const seen = await json<Thread>(await get(thread(ural), admin));
    expect(seen.messages).toHaveLength(2);
    await vi.waitFor(
      async () => {
        const uralNotice = (await notices(ural)).find((n) => n.title === 'Новое сообщение');
        expect(uralNotice).toMatchObject({
          link: `/profile/products?quote=${requestId}&chat=${ural.user.id}`,
        });
        expect(uralNotice!.text).toContain('Рамы с паспортами завода?');
        const buyerNotice = (await notices(buyer)).find((n) => n.title === 'Новое сообщение');
        expect(buyerNotice).toMatchObject({
          link: `/profile/orders?quote=${requestId}&chat=${ural.user.id}`,
        });
      },
      { timeout: 10_000 },
    );
    expect(JSON.stringify(await notices(trans))).not.toContain('паспорт');
  });
});
