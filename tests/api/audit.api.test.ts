import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

interface Entry {
  id: string;
  at: string;
  actor: { id: number | string | null; role: string | null; name: string | null };
  entity: { type: string; typeLabel: string; id: string; name: string | null };
  eventType: string;
  action: string;
  reason: string | null;
  changes: Array<{ field: string; value: string }>;
}
interface AuditPage {
  entries: Entry[];
  total: number;
  totalPages: number;
  page: number;
}

let server: TestServer;
let admin: SignedIn;
let otherAdmin: SignedIn;
let supplier: SignedIn;
let productId: number;
const productName = `Рама боковая 100.00.010-4 аудит ${Date.now().toString(36)}`;

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const audit = async (query: string, token = admin.accessToken): Promise<AuditPage> => {
  const response = await server.request(`/api/admin/audit${query}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<AuditPage>(response);
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.createAdmin();
  otherAdmin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  const categories = await json<Array<{ id: number; is_name_filter: boolean; parentId: number | null }>>(
    await server.request('/api/categories'),
  );
  const leaf = categories.find((c) => !c.is_name_filter && c.parentId !== null)!;
  const created = await server.request('/api/products', {
    method: 'POST',
    token: supplier.accessToken,
    json: {
      name: productName,
      price: 98500,
      description: 'Литая боковая рама',
      categoryId: leaf.id,
      quality: 'new',
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  productId = (await json<{ id: number }>(created)).id;
  expect(
    (
      await server.request(`/api/products/${productId}/submit`, {
        method: 'POST',
        token: supplier.accessToken,
      })
    ).status,
  ).toBe(200);
  const rejected = await server.request(`/api/admin/products/${productId}/reject`, {
    method: 'POST',
    token: admin.accessToken,
    json: { reason: 'Нет паспорта на литьё' },
  });
  expect(rejected.status, await rejected.clone().text()).toBe(200);
  const blocked = await server.request(`/api/admin/users/${supplier.user.id}/block`, {
    method: 'PUT',
    token: otherAdmin.accessToken,
    json: { reason: 'Проверка журнала решений' },
  });
  expect(blocked.status).toBe(200);
});
afterAll(() => server.stop());

describe('the audit trail of admins’ decisions', () => {
  it('finds a rejection by the product’s name, with the admin, the reason and the time', async () => {
    const page = await audit(`?search=${encodeURIComponent('боковая рама аудит')}`);
    expect(page.total).toBe(1);
    expect(page.entries[0]).toMatchObject({
      actor: { id: admin.user.id, role: 'admin' },
      entity: { type: 'product', typeLabel: 'Товар', id: String(productId), name: productName },
      eventType: 'ProductRejected',
      action: 'Отклонён',
      reason: 'Нет паспорта на литьё',
    });
    expect(page.entries[0]!.actor.name).toBeTruthy();
  });

  it('filters by admin, entity type, decision and period, newest first', async () => {
    const byOther = await audit(`?actorId=${otherAdmin.user.id}`);
    expect(byOther.entries.map((e) => e.eventType)).toContain('UserBlocked');
    expect(byOther.entries.every((e) => e.actor.id === otherAdmin.user.id)).toBe(true);
    const users = await audit('?entityType=user');
    expect(users.entries.every((e) => e.entity.type === 'user')).toBe(true);
    const blocks = await audit(`?action=${encodeURIComponent('заблок')}`);
    expect(blocks.entries.length).toBeGreaterThan(0);
    expect(blocks.entries.every((e) => e.action === 'Заблокирован')).toBe(true);
    expect((await audit('?from=2000-01-01&to=2000-12-31')).total).toBe(0);
    const all = await audit('?limit=200');
    const times = all.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    // Demo content is written by the system, not an admin: only admins' decisions are entries.
    expect(all.entries.every((e) => e.actor.role === 'admin')).toBe(true);
  });

  it('exports CSV: UTF-8 with a BOM, RFC 4180 quoting, CRLF lines, as an attachment', async () => {
    const response = await server.request(`/api/admin/audit/export.csv?entityType=product`, {
      token: admin.accessToken,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Дата и время (UTC);Администратор;Роль;Объект;Номер;Название;Решение;Причина;Изменения;Событие;Корреляция',
    );
    expect(
      lines.some((line) =>
        line.includes(`;Товар;${productId};${productName};Отклонён;Нет паспорта на литьё;`),
      ),
    ).toBe(true);
  });

  it('shows a product’s whole history from its stream: the supplier’s steps and the admin’s decision', async () => {
    const response = await server.request(`/api/admin/audit/history/product/${productId}`, {
      token: admin.accessToken,
    });
    expect(response.status).toBe(200);
    const history = await json<{ entity: Entry['entity']; events: Entry[] }>(response);
    expect(history.entity).toMatchObject({ type: 'product', name: productName });
    expect(history.events.map((e) => [e.action, e.actor.role])).toEqual([
      ['Создан', 'supplier'],
      ['Отправлен на модерацию', 'supplier'],
      ['Отклонён', 'admin'],
    ]);
    const user = await json<{ events: Entry[] }>(
      await server.request(`/api/admin/audit/history/user/${supplier.user.id}`, { token: admin.accessToken }),
    );
    expect(user.events.map((e) => e.action)).toContain('Заблокирован');
    for (const path of [
      '/api/admin/audit/history/product/999999',
      '/api/admin/audit/history/spaceship/1',
      '/api/admin/audit/history/product/abc',
    ]) {
      const missing = await server.request(path, { token: admin.accessToken });
      expect(missing.status, path).toBe(404);
      expect((await json<{ message: string }>(missing)).message).toBe('История не найдена: нет такой записи');
    }
  });

  it('refuses bad filters in Russian', async () => {
    for (const query of [
      '?entityType=spaceship',
      '?from=вчера',
      '?limit=0',
      '?limit=500',
      '?actorId=abc',
      '?page=0',
    ]) {
      const response = await server.request(`/api/admin/audit${query}`, { token: admin.accessToken });
      expect(response.status, query).toBe(400);
      expect((await json<{ message: string }>(response)).message).toMatch(/[а-яё]/i);
    }
  });

  it('has no route that changes it: the document lists only reads, and writes answer 404', async () => {
    const document = parse(readFileSync(new URL('../../docs/openapi.yaml', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const methods = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/audit'))
      .flatMap(([, item]) => Object.keys(item).filter((key) => key !== 'parameters'));
    expect(methods.length).toBeGreaterThan(0);
    expect(new Set(methods)).toEqual(new Set(['get']));
    const before = await audit('?limit=200');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const)
      for (const path of [
        '/api/admin/audit',
        `/api/admin/audit/${before.entries[0]!.id}`,
        '/api/admin/audit/export.csv',
      ])
        expect(
          (await server.request(path, { method, token: admin.accessToken, json: {} })).status,
          `${method} ${path}`,
        ).toBe(404);
    expect((await audit('?limit=200')).entries).toEqual(before.entries);
  });
});
