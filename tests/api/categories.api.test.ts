import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { CATEGORY_MESSAGES, SERVICE_CATEGORY_MESSAGES } from '../../backend/modules/categories/index.ts';
import { expectServedPictures, type ServiceCategory } from '../support/service-categories.ts';

interface Category {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  parent_id: number | null;
  position: number;
  is_name_filter: boolean;
  children?: Category[];
}

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.token('admin');
});
afterAll(() => server.stop());

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const serviceCategories = async (): Promise<ServiceCategory[]> =>
  json<ServiceCategory[]>(await server.request('/api/service-categories'));
interface Refusal {
  message: string;
  fields?: Record<string, string>;
}

describe('public category reads', () => {
  it('gives every demo category (not the name filters) a picture that the site serves', async () => {
    const tree = await json<Array<Category & { image: string | null }>>(
      await server.request('/api/categories?tree_view=true'),
    );
    const cards = tree.flatMap((root) => [
      root,
      ...(root.children as Array<Category & { image: string | null }>),
    ]);
    expect(
      cards.filter((category) => !category.image?.startsWith('/uploads/images/')).map((c) => c.name),
    ).toEqual([]);
    const picture = await server.request(tree[0]!.image!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('serves the demo tree: roots in order, nested children, name filters hidden', async () => {
    const tree = await json<Category[]>(await server.request('/api/categories?tree_view=true'));
    expect(tree.map((c) => c.name)).toEqual([
      'Тележка',
      'Автосцепное устройство',
      'Тормозное оборудование',
      'Буксовый узел и подшипники',
      'Кузов и рама',
    ]);
    const bogie = tree[0]!;
    expect(bogie.children!.map((c) => c.slug)).toContain('kolesnye-pary');
    const wheelsets = bogie.children!.find((c) => c.slug === 'kolesnye-pary')!;
    expect(wheelsets.children).toEqual([]);
    expect(JSON.stringify(tree)).not.toContain('"is_name_filter":true');
  });

  it('serves the flat list with name filters and parent ids in both spellings', async () => {
    const flat = await json<Category[]>(await server.request('/api/categories'));
    const filter = flat.find((c) => c.name === 'Колёсная пара РУ1Ш-957-Г')!;
    expect(filter.is_name_filter).toBe(true);
    expect(filter.parentId).toBe(filter.parent_id);
    expect(flat.find((c) => c.id === filter.parentId)!.name).toBe('Колёсные пары');
    expect(flat.every((c) => !('children' in c))).toBe(true);
  });

  it('answers the filters of a category: its name-filter subcategories and the default qualities', async () => {
    const flat = await json<Category[]>(await server.request('/api/categories'));
    const coupler = flat.find((c) => c.slug === 'avtoscepka-sa-3')!;
    const response = await server.request(`/api/categories/filters/${coupler.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: ['Корпус автосцепки 106.01.001-0', 'Замок автосцепки 106.01.002', 'Замкодержатель 106.01.003'],
      quality: ['Новые', 'Отремонтированные'],
    });
  });

  it('answers 404 with a Russian message for an unknown category', async () => {
    for (const path of [
      '/api/categories/filters/99999',
      '/api/categories/99999',
      '/api/categories/filters/abc',
    ]) {
      const response = await server.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: CATEGORY_MESSAGES.notFound });
    }
  });
});

describe('admin category commands', () => {
  it('refuses anonymous callers with 401 and other roles with 403', async () => {
    const anonymous = await server.request('/api/admin/categories', {
      method: 'POST',
      json: { name: 'Новая' },
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: 'Необходимо войти в систему' });
    for (const role of ['buyer', 'supplier'] as const) {
      const response = await server.request('/api/admin/categories', {
        method: 'POST',
        json: { name: 'Новая' },
        token: server.token(role),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        message: 'У вас нет прав для выполнения этого действия',
      });
    }
  });

  it('refuses forged tokens with 401', async () => {
    const forged = admin.slice(0, -4) + (admin.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const response = await server.request('/api/admin/categories', {
      method: 'POST',
      json: { name: 'Новая' },
      token: forged,
    });
    expect(response.status).toBe(401);
  });

  it('answers malformed JSON with 400 and an oversized body with 413, in Russian', async () => {
    const malformed = await server.request('/api/admin/categories', {
      method: 'POST',
      body: '{"name": ',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: 'Некорректный JSON в теле запроса' });
    const huge = await server.request('/api/admin/categories', {
      method: 'POST',
      json: { name: 'x'.repeat(2_000_000) },
      token: admin,
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ message: 'Слишком большой запрос' });
  });

  it('answers invalid fields with 400 and field messages', async () => {
    const response = await server.request('/api/admin/categories', {
      method: 'POST',
      json: { name: 5, parentId: 'x' },
      token: admin,
    });
    expect(response.status).toBe(400);
    const body = await json<{ message: string; fields: Record<string, string> }>(response);
    expect(Object.keys(body.fields).sort()).toEqual(['name', 'parentId']);
    expect(body.message).toMatch(/[а-яё]/i);
    const notObject = await server.request('/api/admin/categories', {
      method: 'POST',
      json: [1, 2],
      token: admin,
    });
    expect(notObject.status).toBe(400);
  });

  it('creates, renames, moves, reorders, marks and deletes, each visible at once in the reads', async () => {
    const created = await server.request('/api/admin/categories', {
      method: 'POST',
      json: { name: '  Цистерны  ', image: '/files/tank.jpg' },
      token: admin,
    });
    expect(created.status).toBe(201);
    const tanks = await json<Category>(created);
    expect(tanks).toMatchObject({ name: 'Цистерны', slug: 'cisterny', parentId: null, position: 5 });

    const child = await json<Category>(
      await server.request('/api/admin/categories', {
        method: 'POST',
        json: { name: 'Котлы', parentId: tanks.id },
        token: admin,
      }),
    );
    const second = await json<Category>(
      await server.request('/api/admin/categories', {
        method: 'POST',
        json: { name: 'Арматура', parentId: tanks.id },
        token: admin,
      }),
    );

    const renamed = await server.request(`/api/admin/categories/${child.id}`, {
      method: 'PUT',
      json: { name: 'Котлы цистерн' },
      token: admin,
    });
    expect(await json<Category>(renamed)).toMatchObject({ name: 'Котлы цистерн', slug: 'kotly' });

    const reordered = await server.request('/api/admin/categories/reorder', {
      method: 'POST',
      json: { parentId: tanks.id, orderedIds: [second.id, child.id] },
      token: admin,
    });
    expect((await json<Category[]>(reordered)).map((c) => c.id)).toEqual([second.id, child.id]);

    const marked = await server.request(`/api/admin/categories/${second.id}/name-filter`, {
      method: 'PUT',
      json: { isNameFilter: true },
      token: admin,
    });
    expect(await json<Category>(marked)).toMatchObject({ is_name_filter: true });
    const filters = await json<{ name: string[] }>(
      await server.request(`/api/categories/filters/${tanks.id}`),
    );
    expect(filters.name).toEqual(['Арматура']);

    const refused = await server.request(`/api/admin/categories/${tanks.id}`, {
      method: 'DELETE',
      token: admin,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: CATEGORY_MESSAGES.hasChildren });

    const moved = await server.request(`/api/admin/categories/${child.id}/move`, {
      method: 'POST',
      json: { parentId: null },
      token: admin,
    });
    expect(await json<Category>(moved)).toMatchObject({ parentId: null });
    const cycle = await server.request(`/api/admin/categories/${tanks.id}/move`, {
      method: 'POST',
      json: { parentId: tanks.id },
      token: admin,
    });
    expect(cycle.status).toBe(400);

    expect(
      (await server.request(`/api/admin/categories/${second.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(204);
    expect(
      (await server.request(`/api/admin/categories/${tanks.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(204);
    const tree = await json<Category[]>(await server.request('/api/categories?tree_view=true'));
    expect(tree.some((c) => c.id === tanks.id)).toBe(false);
    expect(tree.at(-1)).toMatchObject({ id: child.id, name: 'Котлы цистерн' });
    expect(
      (await server.request(`/api/admin/categories/${tanks.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(404);
  });

  it('answers 409 for a duplicate sibling name', async () => {
    const response = await server.request('/api/admin/categories', {
      method: 'POST',
      json: { name: 'тележка' },
      token: admin,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: CATEGORY_MESSAGES.duplicateName });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await server.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Запрашиваемый ресурс не найден' });
  });
});

describe('public service category reads', () => {
  it('serves the service categories depth first in order, roots with parentId null', async () => {
    const list = await serviceCategories();
    for (const category of list) {
      expect(Object.keys(category).sort()).toEqual(['id', 'image', 'name', 'parentId', 'slug']);
    }
    const roots = list.filter((c) => c.parentId === null);
    expect(roots.map((c) => c.name)).toEqual([
      'Ремонт колёсных пар',
      'Механическая обработка',
      'Дефектоскопия',
      'Сертификация',
      'Логистика',
    ]);
    expect(roots[0]).toMatchObject({ slug: 'remont-kolesnyh-par' });
    const children = list.slice(1, 3);
    expect(children.every((c) => c.parentId === roots[0]!.id)).toBe(true);

    const one = await server.request(`/api/service-categories/${roots[2]!.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(roots[2]);
    for (const path of ['/api/service-categories/99999', '/api/service-categories/abc']) {
      const missing = await server.request(path);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ message: SERVICE_CATEGORY_MESSAGES.notFound });
    }
  });

  it('gives every root service category a picture that the site serves as WebP', async () => {
    const list = await serviceCategories();
    await expectServedPictures(server, list);
    const roots = list.filter((c) => c.parentId === null);
    expect(new Set(roots.map((c) => c.image)).size).toBe(roots.length);
  });
});

describe('admin service category commands: access', () => {
  const routes: Array<[string, string, unknown]> = [
    ['POST', '/api/admin/service-categories', { name: 'Новая' }],
    ['PUT', '/api/admin/service-categories/1', { name: 'Новая' }],
    ['DELETE', '/api/admin/service-categories/1', undefined],
  ];

  it('refuses anonymous callers with 401 and buyers and suppliers with 403', async () => {
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
  });
});

describe('admin service category commands', () => {
  it('creates, renames, reorders and deletes, each visible at once in the reads', async () => {
    const created = await server.request('/api/admin/service-categories', {
      method: 'POST',
      json: { name: '  Ремонт автосцепки  ', image: '/files/sa3.jpg' },
      token: admin,
    });
    expect(created.status).toBe(201);
    const repair = await json<ServiceCategory>(created);
    expect(repair).toEqual({
      id: repair.id,
      name: 'Ремонт автосцепки',
      slug: 'remont-avtoscepki',
      image: '/files/sa3.jpg',
      parentId: null,
    });
    expect((await serviceCategories()).at(-1)).toEqual(repair);

    const child = await json<ServiceCategory>(
      await server.request('/api/admin/service-categories', {
        method: 'POST',
        json: { name: 'Наплавка', parentId: repair.id },
        token: admin,
      }),
    );
    expect(child).toMatchObject({ parentId: repair.id, slug: 'naplavka' });

    const renamed = await server.request(`/api/admin/service-categories/${child.id}`, {
      method: 'PUT',
      json: { name: 'Наплавка и сварка' },
      token: admin,
    });
    expect(await renamed.json()).toEqual({ ...child, name: 'Наплавка и сварка' });

    const image = await server.request(`/api/admin/service-categories/${child.id}/image`, {
      method: 'PUT',
      json: { image: 'https://cdn.example.ru/weld.png' },
      token: admin,
    });
    expect(await image.json()).toMatchObject({ image: 'https://cdn.example.ru/weld.png' });

    const roots = (await serviceCategories()).filter((c) => c.parentId === null).map((c) => c.id);
    const reordered = await server.request('/api/admin/service-categories/reorder', {
      method: 'POST',
      json: { parentId: null, orderedIds: [repair.id, ...roots.filter((id) => id !== repair.id)] },
      token: admin,
    });
    expect((await json<ServiceCategory[]>(reordered)).map((c) => c.id)[0]).toBe(repair.id);
    const list = await serviceCategories();
    expect(list.slice(0, 2).map((c) => c.id)).toEqual([repair.id, child.id]);

    const refused = await server.request(`/api/admin/service-categories/${repair.id}`, {
      method: 'DELETE',
      token: admin,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: SERVICE_CATEGORY_MESSAGES.hasChildren });

    expect(
      (await server.request(`/api/admin/service-categories/${child.id}`, { method: 'DELETE', token: admin }))
        .status,
    ).toBe(204);
    expect(
      (await server.request(`/api/admin/service-categories/${repair.id}`, { method: 'DELETE', token: admin }))
        .status,
    ).toBe(204);
    expect((await serviceCategories()).some((c) => c.id === repair.id || c.id === child.id)).toBe(false);
    expect((await server.request(`/api/service-categories/${repair.id}`)).status).toBe(404);
  });

  it('answers a duplicate sibling name with 409 and invalid fields with 400', async () => {
    const duplicate = await server.request('/api/admin/service-categories', {
      method: 'POST',
      json: { name: 'логистика' },
      token: admin,
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ message: SERVICE_CATEGORY_MESSAGES.duplicateName });

    const invalid = await server.request('/api/admin/service-categories', {
      method: 'POST',
      json: { name: 7, parentId: 'x', image: 'javascript:alert(1)' },
      token: admin,
    });
    expect(invalid.status).toBe(400);
    const body = await json<Refusal>(invalid);
    expect(Object.keys(body.fields!).sort()).toEqual(['image', 'name', 'parentId']);
    expect(body.fields!.name).toBe(SERVICE_CATEGORY_MESSAGES.nameRequired);

    const badSlug = await server.request('/api/admin/service-categories', {
      method: 'POST',
      json: { name: 'Покраска', slug: 'Покраска' },
      token: admin,
    });
    expect(badSlug.status).toBe(400);
    expect(await badSlug.json()).toMatchObject({ fields: { slug: SERVICE_CATEGORY_MESSAGES.badSlug } });
  });
});

describe('health', () => {
  it('tells anyone only that the service is up', async () => {
    expect(await json(await server.request('/api/health'))).toEqual({ status: 'ok' });
    expect(await json(await server.request('/api/health', { token: server.token('supplier') }))).toEqual({
      status: 'ok',
    });
  });

  it('reports to an admin the adapters and each projection at the head with no lag', async () => {
    const health = await json<{
      status: string;
      head: unknown;
      projections: Array<{ name: string; position: unknown; lag: number }>;
    }>(await server.request('/api/health', { token: admin }));
    expect(health.status).toBe('ok');
    const categories = health.projections.find((p) => p.name === 'categories')!;
    expect(categories.position).toEqual(health.head);
    expect(categories.lag).toBe(0);
  });
});
