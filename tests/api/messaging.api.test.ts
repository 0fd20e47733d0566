import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONVERSATION_MESSAGES } from '../../backend/modules/messaging/index.ts';
import { TEST_IMAGES } from '../support/images.ts';
import { openClient } from '../support/realtime-client.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** Conversations between the parties of a service request: post, read, live push, strangers refused (ADR 0030). */

interface Thread {
  id: string;
  subject: { kind: string; id: number; label: string };
  messages: Array<{ id: number; authorId: number; text: string; authorName: string | null }>;
  unreadCount: number;
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

let server: TestServer;
let supplier: SignedIn;
let buyer: SignedIn;
let stranger: SignedIn;
let admin: SignedIn;
let key: string;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    seedDemo: false,
    logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }),
  });
  admin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  buyer = await server.registerUser({ role: 'buyer' });
  stranger = await server.registerUser({ role: 'buyer' });
  const created = await server.request('/api/services', {
    method: 'POST',
    token: supplier.accessToken,
    json: { name: 'Сертификация деталей', priceType: 'custom', isRemote: true },
  });
  const serviceId = ((await created.json()) as { id: number }).id;
  await server.request(`/api/services/${serviceId}/submit`, { method: 'POST', token: supplier.accessToken });
  await server.request(`/api/admin/services/${serviceId}/publish`, {
    method: 'POST',
    token: admin.accessToken,
  });
  const request = await server.request('/api/service-requests', {
    method: 'POST',
    token: buyer.accessToken,
    json: { serviceId, description: 'Нужна декларация на клин', contactEmail: buyer.user.email },
  });
  key = `serviceRequest-${((await request.json()) as { id: number }).id}`;
}, 60_000);

afterAll(() => server.stop());

describe('conversations', () => {
  it('an unstarted conversation is an empty thread for its parties; the first message starts it', async () => {
    const empty = await json<Thread>(
      await server.request(`/api/conversations/${key}`, { token: supplier.accessToken }),
    );
    expect(empty.messages).toEqual([]);
    const posted = await server.request(`/api/conversations/${key}/messages`, {
      method: 'POST',
      token: buyer.accessToken,
      json: { text: '  Добрый день!\r\nКогда сможете начать?  ' },
    });
    expect(posted.status).toBe(201);
    const thread = await json<Thread>(posted);
    expect(thread.subject).toMatchObject({
      kind: 'serviceRequest',
      label: expect.stringMatching(/^Заявка У-\d{6}: Сертификация деталей$/),
    });
    expect(thread.messages).toMatchObject([
      { id: 1, authorId: buyer.user.id, text: 'Добрый день!\nКогда сможете начать?' },
    ]);
  });

  it('the other party sees it unread, live on the socket, and reads it', async () => {
    const socket = await openClient(server.wsPort);
    expect((await socket.auth(supplier.accessToken, supplier.user.id)).type).toBe('auth_ok');
    await server.request(`/api/conversations/${key}/messages`, {
      method: 'POST',
      token: buyer.accessToken,
      json: { text: 'Документы пришлю сегодня' },
    });
    const pushed = await socket.next();
    expect(pushed).toMatchObject({
      type: 'new_message',
      data: { conversationId: key, message: { text: 'Документы пришлю сегодня', authorId: buyer.user.id } },
    });
    const list = await json<{ conversations: Thread[]; unreadCount: number }>(
      await server.request('/api/conversations', { token: supplier.accessToken }),
    );
    expect(list.conversations.find((c) => c.id === key)?.unreadCount).toBe(2);
    expect(list.unreadCount).toBe(2);
    await server.request(`/api/conversations/${key}/read`, { method: 'PUT', token: supplier.accessToken });
    const after = await json<{ unreadCount: number }>(
      await server.request('/api/conversations', { token: supplier.accessToken }),
    );
    expect(after.unreadCount).toBe(0);
    // The buyer's own messages are never unread for them.
    expect(
      (
        await json<{ unreadCount: number }>(
          await server.request('/api/conversations', { token: buyer.accessToken }),
        )
      ).unreadCount,
    ).toBe(0);
    socket.socket.close();
  });

  it('is closed to anyone but the parties (404), open to admins; empty and long texts are refused', async () => {
    expect((await server.request(`/api/conversations/${key}`, { token: stranger.accessToken })).status).toBe(
      404,
    );
    const intrusion = await server.request(`/api/conversations/${key}/messages`, {
      method: 'POST',
      token: stranger.accessToken,
      json: { text: 'Привет' },
    });
    expect(intrusion.status).toBe(404);
    expect(
      (
        await json<{ conversations: Thread[] }>(
          await server.request('/api/conversations', { token: stranger.accessToken }),
        )
      ).conversations,
    ).toEqual([]);
    expect((await server.request(`/api/conversations/${key}`, { token: admin.accessToken })).status).toBe(
      200,
    );
    const empty = await server.request(`/api/conversations/${key}/messages`, {
      method: 'POST',
      token: buyer.accessToken,
      json: { text: ' \n ' },
    });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toMatchObject({ message: CONVERSATION_MESSAGES.textRequired });
    const long = await server.request(`/api/conversations/${key}/messages`, {
      method: 'POST',
      token: buyer.accessToken,
      json: { text: 'я'.repeat(4001) },
    });
    expect(await json(long)).toMatchObject({ message: CONVERSATION_MESSAGES.textTooLong });
    expect((await server.request('/api/conversations/product-1', { token: buyer.accessToken })).status).toBe(
      404,
    );
  });

  const upload = async (
    kind: 'images' | 'documents',
    bytes: Uint8Array,
    name: string,
    type: string,
  ): Promise<string> => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    const response = await server.request(`/api/uploads/${kind}`, {
      method: 'POST',
      body: form,
      token: buyer.accessToken,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { url: string }).url;
  };

  it('carries files uploaded through the site, with or without text; anything else is refused and nothing is posted', async () => {
    const photo = await upload('images', TEST_IMAGES.png, 'клин.png', 'image/png');
    const act = await upload('documents', Buffer.from('%PDF-1.4\n%%EOF\n'), 'акт.pdf', 'application/pdf');
    const posted = await server.request(`/api/conversations/${key}/messages`, {
      method: 'POST',
      token: buyer.accessToken,
      json: {
        text: '',
        attachments: [
          { url: photo, name: 'клин.png' },
          { url: act, name: ' акт\nосмотра.pdf ' },
        ],
      },
    });
    expect(posted.status).toBe(201);
    const thread = await json<
      Thread & { messages: Array<{ attachments?: Array<{ url: string; name: string }> }> }
    >(posted);
    expect(thread.messages.at(-1)).toMatchObject({
      text: '',
      attachments: [
        { url: photo, name: 'клин.png' },
        { url: act, name: 'акт осмотра.pdf' },
      ],
    });
    const count = thread.messages.length;

    const refused = async (attachments: unknown, message: string) => {
      const answer = await server.request(`/api/conversations/${key}/messages`, {
        method: 'POST',
        token: buyer.accessToken,
        json: { text: 'Смотрите файл', attachments },
      });
      expect([JSON.stringify(attachments), answer.status]).toEqual([JSON.stringify(attachments), 400]);
      expect(await json(answer)).toMatchObject({ message });
    };
    await refused(
      [{ url: 'https://evil.example/x.pdf', name: 'x.pdf' }],
      CONVERSATION_MESSAGES.attachmentForeign,
    );
    await refused(
      [{ url: '/uploads/avatars/0123456789abcdef0123456789abcdef.png', name: 'a.png' }],
      CONVERSATION_MESSAGES.attachmentForeign,
    );
    await refused(
      [{ url: '/uploads/images/../documents/x.pdf', name: 'x.pdf' }],
      CONVERSATION_MESSAGES.attachmentForeign,
    );
    await refused(
      Array.from({ length: 6 }, () => ({ url: photo, name: 'клин.png' })),
      CONVERSATION_MESSAGES.attachmentsTooMany,
    );
    await refused([{ url: photo, name: ' ' }], CONVERSATION_MESSAGES.attachmentName);
    const after = await json<Thread>(
      await server.request(`/api/conversations/${key}`, { token: buyer.accessToken }),
    );
    expect(after.messages).toHaveLength(count);
  });
});

describe('questions sent through the site', () => {
  const ask = (json: unknown, token?: string) =>
    server.request('/api/feedback', {
      method: 'POST',
      json,
      ...(token ? { token } : {}),
      headers: { 'X-Forwarded-For': '198.51.100.77' },
    });

  it('reach the admins as conversations; an answer reaches a signed-in asker in theirs and by e-mail', async () => {
    const asked = await ask(
      { name: 'Пётр', email: buyer.user.email, message: 'Есть ли корпус автосцепки СА-3?', source: 'home' },
      buyer.accessToken,
    );
    expect(asked.status).toBe(201);
    const { id } = await json<{ id: number }>(asked);
    const questionKey = `feedback-${id}`;
    const adminList = await json<{ conversations: Thread[] }>(
      await server.request('/api/conversations', { token: admin.accessToken }),
    );
    const listed = adminList.conversations.find((c) => c.id === questionKey);
    expect(listed).toMatchObject({
      subject: { kind: 'feedback', id, label: `Вопрос с сайта № ${id}` },
      unreadCount: 1,
    });
    const thread = await json<Thread>(
      await server.request(`/api/conversations/${questionKey}`, { token: admin.accessToken }),
    );
    expect(thread.messages).toMatchObject([
      { id: 0, text: 'Есть ли корпус автосцепки СА-3?', authorName: `Пётр, ${buyer.user.email}` },
    ]);
    expect(
      (await server.request(`/api/conversations/${questionKey}`, { token: stranger.accessToken })).status,
    ).toBe(404);

    const answered = await server.request(`/api/conversations/${questionKey}/messages`, {
      method: 'POST',
      token: admin.accessToken,
      json: { text: 'Есть, 4 штуки на складе в Перми.' },
    });
    expect(answered.status).toBe(201);
    const mine = await json<Thread>(
      await server.request(`/api/conversations/${questionKey}`, { token: buyer.accessToken }),
    );
    expect(mine.messages.map((m) => m.text)).toEqual([
      'Есть ли корпус автосцепки СА-3?',
      'Есть, 4 штуки на складе в Перми.',
    ]);
    await vi.waitFor(() => {
      const letter = logLines
        .map((line) => JSON.parse(line) as { mailTo?: string; text?: string })
        .find((entry) => entry.mailTo === buyer.user.email && entry.text?.includes('Ответ:'));
      expect(letter?.text).toContain('Есть, 4 штуки на складе в Перми.');
    });
    const questions = await json<{ items: Array<{ id: number; status: string }> }>(
      await server.request('/api/admin/feedback', { token: admin.accessToken }),
    );
    expect(questions.items.find((item) => item.id === id)?.status).toBe('processed');
  });

  it('a guest’s question is answered by e-mail; only admins see its conversation', async () => {
    const asked = await ask({
      name: 'Гость',
      email: 'guest-asker@example.ru',
      message: 'Сколько стоит доставка в Омск?',
      source: 'contacts',
    });
    const { id } = await json<{ id: number }>(asked);
    expect(
      (
        await server.request(`/api/conversations/feedback-${id}/messages`, {
          method: 'POST',
          token: buyer.accessToken,
          json: { text: 'Я не админ' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.request(`/api/conversations/feedback-${id}/messages`, {
          method: 'POST',
          token: admin.accessToken,
          json: { text: 'Доставка в Омск — 3 дня.' },
        })
      ).status,
    ).toBe(201);
    await vi.waitFor(() =>
      expect(
        logLines.some((line) => line.includes('guest-asker@example.ru') && line.includes('Доставка в Омск')),
      ).toBe(true),
    );
    expect(
      (await server.request(`/api/conversations/feedback-${id}`, { token: buyer.accessToken })).status,
    ).toBe(404);
  });
});
