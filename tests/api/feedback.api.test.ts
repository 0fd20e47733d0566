import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, feedbackStream } from '../../backend/modules/feedback/index.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

interface FeedbackItem {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  message: string;
  source: 'home' | 'contacts';
  status: 'new' | 'processed';
  createdAt: string;
  processedAt: string | null;
  note: string | null;
}
interface FeedbackPage {
  items: FeedbackItem[];
  total: number;
  totalPages: number;
  page: number;
}
interface Refusal {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

const M = FEEDBACK_MESSAGES;
const THANKS = 'Спасибо! Мы ответим вам в ближайшее время.';
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const homeQuestion = {
  name: '  Иван Петров  ',
  phone: ' +7 (900) 123-45-67 ',
  email: 'ivan@zavod.ru',
  message: '  Есть ли в наличии корпус автосцепки СА-3?  ',
  source: 'home',
};
const contactsMessage = {
  name: 'Мария',
  email: 'snab@vagonremont.ru',
  message: 'Хотим стать поставщиком литья',
  source: 'contacts',
};

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

/** Each test sends from its own addresses (the API trusts X-Forwarded-For from loopback), so the
 * per-client limit of one test never touches another. */
let lastAddress = 0;
const nextAddress = (): string => {
  lastAddress += 1;
  return `198.51.100.${lastAddress}`;
};

function submit(server: TestServer, body: unknown, address: string, token?: string): Promise<Response> {
  return server.request('/api/feedback', {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': address },
    ...(token ? { token } : {}),
  });
}

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = server.token('admin', 'admin-1');
});
afterAll(() => server.stop());

const list = async (query = ''): Promise<FeedbackPage> => {
  const response = await server.request(`/api/admin/feedback${query}`, { token: admin });
  expect(response.status).toBe(200);
  return json<FeedbackPage>(response);
};
/** Submissions answer before the read model shows them; the admin's list catches up at once. */
const listed = async (id: number): Promise<FeedbackItem> => {
  let found: FeedbackItem | undefined;
  await waitFor(
    async () => {
      found = (await list('?limit=100')).items.find((item) => item.id === id);
      return found !== undefined;
    },
    5_000,
    `feedback ${id} in the admin list`,
  );
  return found!;
};
const accepted = async (body: unknown, address = nextAddress()): Promise<number> => {
  const response = await submit(server, body, address);
  expect(response.status).toBe(201);
  return (await json<{ id: number }>(response)).id;
};

describe('POST /api/feedback', () => {
  it('accepts the home form: 201 with the thanks, trimmed, visible to the admin as new', async () => {
    const response = await submit(server, homeQuestion, nextAddress());
    expect(response.status).toBe(201);
    const body = await json<{ id: number; message: string }>(response);
    expect(body).toEqual({ id: body.id, message: THANKS });
    expect(Number.isInteger(body.id)).toBe(true);

    const item = await listed(body.id);
    expect(item).toEqual({
      id: body.id,
      name: 'Иван Петров',
      phone: '+7 (900) 123-45-67',
      email: 'ivan@zavod.ru',
      message: 'Есть ли в наличии корпус автосцепки СА-3?',
      source: 'home',
      status: 'new',
      createdAt: item.createdAt,
      processedAt: null,
      note: null,
    });
    expect(item.createdAt).toMatch(ISO_TIME);
  });

  it('accepts the contacts form (name, e-mail, message) and lists it before older questions', async () => {
    const older = await accepted({ ...homeQuestion, email: undefined });
    const response = await submit(server, contactsMessage, nextAddress());
    expect(response.status).toBe(201);
    const { id, message } = await json<{ id: number; message: string }>(response);
    expect(message).toBe(THANKS);
    expect(id).toBeGreaterThan(older);

    expect(await listed(id)).toMatchObject({
      name: 'Мария',
      phone: null,
      email: 'snab@vagonremont.ru',
      message: 'Хотим стать поставщиком литья',
      source: 'contacts',
      status: 'new',
    });
    expect((await listed(older)).email).toBeNull();
    const ids = (await list('?limit=100')).items.map((item) => item.id);
    expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(older));
  });

  it('takes blank or null contacts as absent when the other one is given', async () => {
    const id = await accepted({ ...contactsMessage, phone: '   ', email: ' snab@vagonremont.ru ' });
    expect(await listed(id)).toMatchObject({ phone: null, email: 'snab@vagonremont.ru' });
    const other = await accepted({ ...homeQuestion, email: null });
    expect(await listed(other)).toMatchObject({ phone: '+7 (900) 123-45-67', email: null });
  });

  it('records the signed-in visitor in the event metadata, and no one for an anonymous visitor', async () => {
    const signedIn = await submit(server, contactsMessage, nextAddress(), server.token('buyer', 'buyer-7'));
    expect(signedIn.status).toBe(201);
    const { id } = await json<{ id: number }>(signedIn);
    const [event] = await server.platform.events.readStream(feedbackStream(id));
    expect(event).toMatchObject({
      type: 'FeedbackSubmitted',
      metadata: { userId: 'buyer-7', role: 'buyer' },
    });

    const anonymous = await accepted(contactsMessage);
    const [anonymousEvent] = await server.platform.events.readStream(feedbackStream(anonymous));
    expect(anonymousEvent?.metadata).toMatchObject({ userId: null, role: null });
  });

  it('answers each invalid field with 400 and its Russian message', async () => {
    const cases: Array<[string, unknown, Record<string, string>]> = [
      ['no name', { ...homeQuestion, name: undefined }, { name: M.nameRequired }],
      ['blank name', { ...homeQuestion, name: '   ' }, { name: M.nameRequired }],
      ['long name', { ...homeQuestion, name: 'И'.repeat(101) }, { name: M.nameRequired }],
      ['no question', { ...homeQuestion, message: undefined }, { message: M.messageRequired }],
      ['blank question', { ...homeQuestion, message: ' \n ' }, { message: M.messageRequired }],
      ['long question', { ...homeQuestion, message: 'в'.repeat(5001) }, { message: M.messageRequired }],
      [
        'no contact',
        { ...homeQuestion, phone: undefined, email: undefined },
        { phone: M.contactRequired, email: M.contactRequired },
      ],
      [
        'blank contacts',
        { ...homeQuestion, phone: '  ', email: '' },
        { phone: M.contactRequired, email: M.contactRequired },
      ],
      ['malformed e-mail', { ...homeQuestion, phone: undefined, email: 'ivan@zavod' }, { email: M.badEmail }],
      ['e-mail of another type', { ...contactsMessage, email: 42 }, { email: M.badEmail }],
      ['letters in the phone', { ...homeQuestion, phone: '+7 900 ПЕТРОВ' }, { phone: M.badPhone }],
      ['too few digits', { ...homeQuestion, phone: '12-34-5' }, { phone: M.badPhone }],
      ['too many digits', { ...homeQuestion, phone: '1'.repeat(21) }, { phone: M.badPhone }],
      ['unknown form', { ...homeQuestion, source: 'footer' }, { source: M.badSource }],
      ['no form', { ...homeQuestion, source: undefined }, { source: M.badSource }],
    ];
    const before = (await list()).total;
    for (const [label, body, fields] of cases) {
      const response = await submit(server, body, nextAddress());
      expect(response.status, label).toBe(400);
      expect(await json<Refusal>(response), label).toEqual({
        message: Object.values(fields)[0],
        code: 'bad_request',
        fields,
      });
    }
    expect((await list()).total).toBe(before);
  });

  it('reports every failing field at once, the message being the first in form order', async () => {
    const response = await submit(server, {}, nextAddress());
    expect(response.status).toBe(400);
    expect(await json<Refusal>(response)).toEqual({
      message: M.nameRequired,
      code: 'bad_request',
      fields: {
        name: M.nameRequired,
        phone: M.contactRequired,
        email: M.contactRequired,
        message: M.messageRequired,
        source: M.badSource,
      },
    });

    const formats = await submit(
      server,
      { name: 'Иван', phone: '1', email: 'x', source: 'home' },
      nextAddress(),
    );
    expect(await json<Refusal>(formats)).toMatchObject({
      message: M.badPhone,
      fields: { phone: M.badPhone, email: M.badEmail, message: M.messageRequired },
    });

    for (const body of ['вопрос', [homeQuestion]]) {
      const notObject = await submit(server, body, nextAddress());
      expect(notObject.status).toBe(400);
      expect((await json<Refusal>(notObject)).message).toMatch(/JSON/);
    }
  });
});

describe('rate limit of POST /api/feedback', () => {
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer({ seedDemo: false });
  });
  afterAll(() => fresh.stop());

  it('accepts 5 questions per client in 10 minutes and answers the 6th with 429 and Retry-After', async () => {
    const client = '203.0.113.10';
    // Refused submissions are not counted: a visitor who corrects the form is not locked out.
    for (let i = 0; i < 3; i += 1) expect((await submit(fresh, { source: 'home' }, client)).status).toBe(400);
    for (let i = 0; i < 5; i += 1)
      expect((await submit(fresh, contactsMessage, client)).status, `#${i + 1}`).toBe(201);

    const sixth = await submit(fresh, contactsMessage, client);
    expect(sixth.status).toBe(429);
    expect(await json<Refusal>(sixth)).toEqual({
      message: 'Слишком много обращений. Попробуйте позже.',
      code: 'too_many_requests',
    });
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // Once the allowance is spent even a signed-in visitor from that address waits.
    expect((await submit(fresh, contactsMessage, client, fresh.token('buyer'))).status).toBe(429);
    // Other clients are not affected.
    expect((await submit(fresh, contactsMessage, '203.0.113.11')).status).toBe(201);

    // Only the accepted questions were recorded.
    await waitFor(
      async () => {
        const response = await fresh.request('/api/admin/feedback', { token: fresh.token('admin') });
        return (await json<FeedbackPage>(response)).total === 6;
      },
      5_000,
      'six recorded questions',
    );
  });

  it('counts the addresses of one IPv6 /64 network together', async () => {
    for (let i = 1; i <= 5; i += 1)
      expect((await submit(fresh, contactsMessage, `2001:db8:aa:bb::${i}`)).status).toBe(201);
    expect((await submit(fresh, contactsMessage, '2001:db8:aa:bb:ffff::9')).status).toBe(429);
    expect((await submit(fresh, contactsMessage, '2001:db8:aa:cc::1')).status).toBe(201);
  });
});

describe('admin feedback list', () => {
  it('pages the questions newest first and filters them by status', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 3; i += 1) ids.push(await accepted({ ...contactsMessage, message: `Вопрос ${i}` }));
    await listed(ids[2]!);
    const all = await list();
    expect(all.page).toBe(1);
    expect(all.totalPages).toBe(Math.ceil(all.total / 10));
    expect(all.items.length).toBe(Math.min(10, all.total));
    const times = all.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.items.slice(0, 3).map((item) => item.id)).toEqual([...ids].reverse());

    const second = await list('?page=2&limit=2');
    expect(second).toMatchObject({ page: 2, total: all.total, totalPages: Math.ceil(all.total / 2) });
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));

    const processed = await server.request(`/api/admin/feedback/${ids[0]}/processed`, {
      method: 'PUT',
      json: {},
      token: admin,
    });
    expect(processed.status).toBe(200);
    const fresh = await list('?status=new&limit=100');
    expect(fresh.items.every((item) => item.status === 'new')).toBe(true);
    expect(fresh.items.map((item) => item.id)).not.toContain(ids[0]);
    const done = await list('?status=processed&limit=100');
    expect(done.items.every((item) => item.status === 'processed')).toBe(true);
    expect(done.items.map((item) => item.id)).toContain(ids[0]);
    expect(fresh.total + done.total).toBe((await list()).total);

    const beyond = await list(`?page=${all.totalPages + 1}`);
    expect(beyond.items).toEqual([]);
    expect(await list('?status=&page=&limit=')).toMatchObject({ page: 1, total: all.total });
  });

  it('answers an empty list with page 1 of 1', async () => {
    const empty = await startTestServer({ seedDemo: false });
    try {
      const response = await empty.request('/api/admin/feedback', { token: empty.token('admin') });
      expect(await response.json()).toEqual({ items: [], total: 0, totalPages: 1, page: 1 });
    } finally {
      await empty.stop();
    }
  });

  it('answers invalid list parameters with 400 and Russian field messages', async () => {
    const response = await server.request('/api/admin/feedback?status=done&page=0&limit=101', {
      token: admin,
    });
    expect(response.status).toBe(400);
    const body = await json<Refusal>(response);
    expect(Object.keys(body.fields!).sort()).toEqual(['limit', 'page', 'status']);
    for (const message of Object.values(body.fields!)) expect(message).toMatch(/[а-яё]/i);
  });
});

describe('admin processing', () => {
  it('marks a question processed with a trimmed note, visible at once; a second time is 409', async () => {
    const id = await accepted(homeQuestion);
    const response = await server.request(`/api/admin/feedback/${id}/processed`, {
      method: 'PUT',
      json: { note: '  Перезвонили, выставили счёт  ' },
      token: admin,
    });
    expect(response.status).toBe(200);
    const item = await json<FeedbackItem>(response);
    expect(item).toMatchObject({
      id,
      name: 'Иван Петров',
      status: 'processed',
      note: 'Перезвонили, выставили счёт',
    });
    expect(item.processedAt).toMatch(ISO_TIME);
    expect(item.processedAt! >= item.createdAt).toBe(true);
    expect((await list('?status=processed&limit=100')).items.find((i) => i.id === id)).toEqual(item);

    const events = await server.platform.events.readStream(feedbackStream(id));
    expect(events.map((e) => e.type)).toEqual(['FeedbackSubmitted', 'FeedbackProcessed']);
    expect(events[1]!.metadata).toMatchObject({ userId: 'admin-1', role: 'admin' });

    const again = await server.request(`/api/admin/feedback/${id}/processed`, {
      method: 'PUT',
      json: { note: 'Ещё раз' },
      token: admin,
    });
    expect(again.status).toBe(409);
    expect(await json<Refusal>(again)).toEqual({ message: 'Обращение уже обработано', code: 'conflict' });
  });

  it('processes without a body or with a blank note, leaving the note empty', async () => {
    for (const init of [{}, { json: { note: '   ' } }, { json: { note: null } }]) {
      const id = await accepted(contactsMessage);
      await listed(id);
      const response = await server.request(`/api/admin/feedback/${id}/processed`, {
        method: 'PUT',
        token: admin,
        ...init,
      });
      expect(response.status).toBe(200);
      expect(await json<FeedbackItem>(response)).toMatchObject({ id, status: 'processed', note: null });
    }
  });

  it('answers 404 for an unknown question and 400 for a note that is too long', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const response = await server.request(`/api/admin/feedback/${id}/processed`, {
        method: 'PUT',
        json: {},
        token: admin,
      });
      expect(response.status, id).toBe(404);
      expect(await json<Refusal>(response)).toMatchObject({ message: 'Обращение не найдено' });
    }
    const id = await accepted(contactsMessage);
    const long = await server.request(`/api/admin/feedback/${id}/processed`, {
      method: 'PUT',
      json: { note: 'н'.repeat(2001) },
      token: admin,
    });
    expect(long.status).toBe(400);
    expect(await json<Refusal>(long)).toMatchObject({ fields: { note: M.noteTooLong } });
  });
});

describe('admin feedback: access', () => {
  it('refuses anonymous callers with 401 and buyers and suppliers with 403', async () => {
    const id = await accepted(contactsMessage);
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/feedback', undefined],
      ['GET', '/api/admin/feedback?status=new', undefined],
      ['PUT', `/api/admin/feedback/${id}/processed`, { note: 'Готово' }],
    ];
    for (const [method, path, body] of routes) {
      const anonymous = await server.request(path, { method, json: body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(await anonymous.json()).toMatchObject({ message: 'Необходимо войти в систему' });
      for (const role of ['buyer', 'supplier'] as const) {
        const response = await server.request(path, { method, json: body, token: server.token(role) });
        expect(response.status, `${role} ${method} ${path}`).toBe(403);
        expect(await response.json()).toMatchObject({
          message: 'У вас нет прав для выполнения этого действия',
        });
      }
    }
    expect((await listed(id)).status).toBe('new');
  });
});
