import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '../../backend/modules/services/index.ts';
import { LIST_MESSAGES as SERVICE_LIST_MESSAGES } from '../../backend/modules/services/http.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** Services and service requests through the real server (ADR 0028). */

interface Service {
  id: number;
  name: string;
  price: number | null;
  priceType: string;
  images: string[];
  category: { id: number; name: string } | null;
  supplier: { id: number; firstName: string | null; lastName: string | null; email: string | null } | null;
}
interface OwnService extends Service {
  status: string;
  rejectionReason: string | null;
  live: { name: string } | null;
  hasPendingEdit: boolean;
}
interface ServicePage {
  services: Service[];
  totalItems: number;
  totalPages: number;
  currentPage: number;
}
interface ServiceRequest {
  id: number;
  number: string;
  status: string;
  quote: { price: number } | null;
  history: Array<{ action: string }>;
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let buyer: SignedIn;
let categories: Array<{ id: number; name: string; parentId: number | null }>;
const tag = `t${Date.now().toString(36)}`;

const form = (overrides: Record<string, unknown> = {}) => ({
  name: `Ультразвуковая дефектоскопия ${tag}`,
  shortDescription: 'Контроль боковых рам и надрессорных балок',
  description: '<p>По РД 32.159-2015.</p><script>alert(1)</script>',
  price: 4500,
  priceType: 'fixed',
  duration: '2 часа',
  location: 'Пермь',
  isRemote: false,
  requirements: 'Очищенные от грязи детали',
  images: [],
  categoryId: categories[0]!.id,
  ...overrides,
});

async function publishedService(
  overrides: Record<string, unknown> = {},
  owner = supplier,
): Promise<OwnService> {
  const created = await server.request('/api/services', {
    method: 'POST',
    token: owner.accessToken,
    json: form(overrides),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = await json<OwnService>(created);
  expect(
    (await server.request(`/api/services/${id}/submit`, { method: 'POST', token: owner.accessToken })).status,
  ).toBe(200);
  const published = await server.request(`/api/admin/services/${id}/publish`, {
    method: 'POST',
    token: admin.accessToken,
  });
  expect(published.status).toBe(200);
  return json<OwnService>(published);
}

const list = async (query: string): Promise<ServicePage> => {
  const response = await server.request(`/api/services?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<ServicePage>(response);
};

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  buyer = await server.registerUser({ role: 'buyer' });
  for (const name of ['Ремонт вагонов', 'Неразрушающий контроль']) {
    const response = await server.request('/api/admin/service-categories', {
      method: 'POST',
      token: admin.accessToken,
      json: { name },
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }
  const child = await server.request('/api/admin/service-categories', {
    method: 'POST',
    token: admin.accessToken,
    json: {
      name: 'Магнитопорошковый контроль',
      parentId: (await json<{ id: number }>(await server.request('/api/service-categories'))).id,
    },
  });
  void child;
  categories = await json(await server.request('/api/service-categories'));
}, 60_000);

afterAll(() => server.stop());

describe('the supplier drafts, the admin moderates', () => {
  it('a draft is not public; published, it is, with its category and supplier, and sanitized HTML', async () => {
    const created = await server.request('/api/services', {
      method: 'POST',
      token: supplier.accessToken,
      json: form(),
    });
    expect(created.status).toBe(201);
    const draft = await json<OwnService & { description: string }>(created);
    expect(draft).toMatchObject({ status: 'draft', live: null });
    expect(draft.description).not.toContain('<script');
    expect((await server.request(`/api/services/${draft.id}`)).status).toBe(404);
    expect(await json(await server.request(`/api/services/${draft.id}`))).toMatchObject({
      message: SERVICE_MESSAGES.serviceNotFound,
    });

    await server.request(`/api/services/${draft.id}/submit`, { method: 'POST', token: supplier.accessToken });
    const published = await server.request(`/api/admin/services/${draft.id}/publish`, {
      method: 'POST',
      token: admin.accessToken,
    });
    expect(published.status).toBe(200);
    const page = await json<Service>(await server.request(`/api/services/${draft.id}`));
    expect(page).toMatchObject({ id: draft.id, priceType: 'fixed', price: 4500, images: [] });
    expect(page.category).toMatchObject({ id: categories[0]!.id, name: categories[0]!.name });
    expect(page.supplier).toMatchObject({ id: supplier.user.id, email: supplier.user.email });
  });

  it('an edit of a published service waits for moderation while the public page keeps the published version', async () => {
    const service = await publishedService();
    const edited = await server.request(`/api/services/${service.id}`, {
      method: 'PUT',
      token: supplier.accessToken,
      json: form({ name: `Дефектоскопия с выездом ${tag}`, price: 6000 }),
    });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({
      status: 'submitted',
      hasPendingEdit: true,
      live: { name: service.name },
    });
    expect(await json(await server.request(`/api/services/${service.id}`))).toMatchObject({
      name: service.name,
      price: 4500,
    });
    const queue = await json<{ services: OwnService[] }>(
      await server.request('/api/admin/services', { token: admin.accessToken }),
    );
    expect(queue.services.map((s) => s.id)).toContain(service.id);

    const rejected = await server.request(`/api/admin/services/${service.id}/reject`, {
      method: 'POST',
      token: admin.accessToken,
      json: { reason: 'Цена без НДС не указана' },
    });
    expect(await json(rejected)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Цена без НДС не указана',
    });
    expect(await json(await server.request(`/api/services/${service.id}`))).toMatchObject({
      name: service.name,
    });
  });

  it('refuses bad fields with Russian messages per field, and strangers', async () => {
    const bad = await server.request('/api/services', {
      method: 'POST',
      token: supplier.accessToken,
      json: form({
        name: '',
        price: -1,
        priceType: 'monthly',
        location: '',
        images: ['javascript:alert(1)'],
      }),
    });
    expect(bad.status).toBe(400);
    const body = await json<{ fields: Record<string, string> }>(bad);
    expect(Object.keys(body.fields).sort()).toEqual(['images', 'location', 'name', 'price', 'priceType']);
    expect(body.fields.name).toBe(SERVICE_MESSAGES.name);
    const noCategory = await server.request('/api/services', {
      method: 'POST',
      token: supplier.accessToken,
      json: form({ categoryId: 999_999 }),
    });
    expect(await json(noCategory)).toMatchObject({ message: SERVICE_MESSAGES.categoryNotFound });
    const other = await server.registerUser({ role: 'supplier' });
    const service = await publishedService();
    const foreign = await server.request(`/api/services/${service.id}`, {
      method: 'PUT',
      token: other.accessToken,
      json: form(),
    });
    expect(foreign.status).toBe(403);
    expect(
      (await server.request('/api/services', { method: 'POST', token: buyer.accessToken, json: form() }))
        .status,
    ).toBe(403);
  });
});

describe('GET /api/services', () => {
  it('finds by Russian word forms, ё, a typo and the wrong keyboard layout; filters, sorts and pages', async () => {
    const cheap = await publishedService({
      name: `Обточка колёсных пар ${tag}`,
      price: 1000,
      priceType: 'hourly',
    });
    const dear = await publishedService({
      name: `Ремонт колёсной пары ${tag}`,
      price: 90000,
      priceType: 'daily',
      categoryId: categories[1]!.id,
    });
    const custom = await publishedService({
      name: `Колесные пары: освидетельствование ${tag}`,
      price: null,
      priceType: 'custom',
    });
    const ids = (page: ServicePage) => page.services.map((s) => s.id);

    for (const query of ['колесных', 'колёсная пара', 'rjktcysq', 'калёсных']) {
      const found = ids(await list(`search=${encodeURIComponent(query)}&limit=100`));
      expect(found, query).toEqual(expect.arrayContaining([cheap.id, dear.id, custom.id]));
    }
    const byPrice = await list(`search=${tag}&sort=priceAsc&limit=100`);
    expect(byPrice.services.map((s) => s.price).filter((p) => p !== null)).toEqual(
      [...byPrice.services.map((s) => s.price).filter((p) => p !== null)].sort((a, b) => a! - b!),
    );
    // Over all the services (no category), by price either way; a service without a price last.
    const these = (page: ServicePage) =>
      ids(page).filter((id) => [cheap.id, dear.id, custom.id].includes(id));
    expect(these(await list(`search=${tag}&sort=priceAsc&limit=100`))).toEqual([
      cheap.id,
      dear.id,
      custom.id,
    ]);
    expect(these(await list(`search=${tag}&sort=priceDesc&limit=100`))).toEqual([
      dear.id,
      cheap.id,
      custom.id,
    ]);
    const dearFirst = await list(`search=${tag}&sort=priceDesc&limit=100`);
    const prices = dearFirst.services.map((service) => service.price ?? -1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(ids(await list(`search=${tag}&priceType=hourly,daily&limit=100`)).sort()).toEqual(
      [cheap.id, dear.id].sort(),
    );
    expect(ids(await list(`search=${tag}&priceFrom=5000&priceTo=100000&limit=100`))).toContain(dear.id);
    expect(ids(await list(`search=${tag}&priceFrom=5000&priceTo=100000&limit=100`))).not.toContain(cheap.id);
    expect(ids(await list(`categoryId=${categories[1]!.id}&limit=100`))).toContain(dear.id);
    const first = await list(`search=${tag}&limit=2&page=1`);
    expect(first).toMatchObject({ currentPage: 1, totalPages: Math.ceil(first.totalItems / 2) });
    expect(first.services).toHaveLength(2);
  });

  it('answers bad parameters with 400 and a Russian message', async () => {
    for (const [query, message] of [
      ['sort=cheapest', SERVICE_LIST_MESSAGES.sort],
      ['page=0', SERVICE_LIST_MESSAGES.page],
      ['limit=1000', SERVICE_LIST_MESSAGES.limit],
      ['priceFrom=-5', SERVICE_LIST_MESSAGES.priceFrom],
      ['priceFrom=10&priceTo=5', SERVICE_LIST_MESSAGES.priceTo],
      ['priceType=monthly', SERVICE_LIST_MESSAGES.priceType],
      ['categoryId=abc', SERVICE_LIST_MESSAGES.categoryId],
    ] as const) {
      const response = await server.request(`/api/services?${query}`);
      expect(response.status, query).toBe(400);
      expect(await json(response), query).toMatchObject({ message });
    }
  });
});

describe('service requests', () => {
  it('new → quoted → accepted → done, each step by its party only', async () => {
    const service = await publishedService();
    const sent = await server.request('/api/service-requests', {
      method: 'POST',
      token: buyer.accessToken,
      json: {
        serviceId: service.id,
        description: 'Проверить 12 боковых рам',
        contactPhone: '+7 (342) 200-10-10',
        contactEmail: '',
        preferredDate: null,
      },
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const request = await json<ServiceRequest>(sent);
    expect(request).toMatchObject({ status: 'new', number: `У-${String(request.id).padStart(6, '0')}` });

    const byBuyer = await server.request(`/api/service-requests/${request.id}/quote`, {
      method: 'POST',
      token: buyer.accessToken,
      json: { price: 1 },
    });
    expect(byBuyer.status).toBe(403);
    const quoted = await server.request(`/api/service-requests/${request.id}/quote`, {
      method: 'POST',
      token: supplier.accessToken,
      json: { price: 54000, date: '2099-01-15', comment: 'Две смены' },
    });
    expect(await json(quoted)).toMatchObject({ status: 'quoted', quote: { price: 54000 } });
    expect(
      (
        await server.request(`/api/service-requests/${request.id}/accept`, {
          method: 'POST',
          token: supplier.accessToken,
        })
      ).status,
    ).toBe(403);
    const accepted = await server.request(`/api/service-requests/${request.id}/accept`, {
      method: 'POST',
      token: buyer.accessToken,
    });
    expect(await json(accepted)).toMatchObject({ status: 'accepted' });
    const done = await json<ServiceRequest>(
      await server.request(`/api/service-requests/${request.id}/complete`, {
        method: 'POST',
        token: supplier.accessToken,
      }),
    );
    expect(done.status).toBe('done');
    expect(done.history.map((step) => step.action)).toEqual([
      'Заявка отправлена',
      'Поставщик предложил стоимость',
      'Заказчик принял предложение',
      'Услуга оказана',
    ]);

    const mine = await json<{ requests: ServiceRequest[] }>(
      await server.request('/api/service-requests', { token: buyer.accessToken }),
    );
    expect(mine.requests.map((r) => r.id)).toContain(request.id);
    const incoming = await json<{ requests: ServiceRequest[] }>(
      await server.request('/api/service-requests?side=supplier', { token: supplier.accessToken }),
    );
    expect(incoming.requests.map((r) => r.id)).toContain(request.id);
    const stranger = await server.registerUser({ role: 'buyer' });
    expect(
      (await server.request(`/api/service-requests/${request.id}`, { token: stranger.accessToken })).status,
    ).toBe(403);
  });

  it('refuses the own service, an unpublished one, anonymous callers and bad contacts', async () => {
    const service = await publishedService();
    const own = await server.request('/api/service-requests', {
      method: 'POST',
      token: supplier.accessToken,
      json: { serviceId: service.id, description: 'Своя', contactEmail: 'a@b.ru' },
    });
    expect(own.status).toBe(403);
    expect(await json(own)).toMatchObject({ message: SERVICE_MESSAGES.ownService });
    const anonymous = await server.request('/api/service-requests', {
      method: 'POST',
      json: { serviceId: service.id, description: 'x' },
    });
    expect(anonymous.status).toBe(401);
    const contacts = await server.request('/api/service-requests', {
      method: 'POST',
      token: buyer.accessToken,
      json: {
        serviceId: service.id,
        description: 'Проверка',
        contactPhone: '',
        contactEmail: 'не почта',
        preferredDate: '2001-01-01',
      },
    });
    expect(contacts.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(contacts)).fields).toEqual({
      contactEmail: SERVICE_MESSAGES.email,
      preferredDate: SERVICE_MESSAGES.preferredDate,
    });
    const draft = await json<OwnService>(
      await server.request('/api/services', { method: 'POST', token: supplier.accessToken, json: form() }),
    );
    const unpublished = await server.request('/api/service-requests', {
      method: 'POST',
      token: buyer.accessToken,
      json: { serviceId: draft.id, description: 'x', contactEmail: 'a@b.ru' },
    });
    expect(unpublished.status).toBe(404);
  });

  it('the requester cancels before a quote; the supplier refuses only with a reason', async () => {
    const service = await publishedService();
    const send = async () =>
      json<ServiceRequest>(
        await server.request('/api/service-requests', {
          method: 'POST',
          token: buyer.accessToken,
          json: { serviceId: service.id, description: 'Обточка', contactEmail: 'buyer@example.ru' },
        }),
      );
    const first = await send();
    const cancelled = await server.request(`/api/service-requests/${first.id}/cancel`, {
      method: 'POST',
      token: buyer.accessToken,
      json: {},
    });
    expect(await json(cancelled)).toMatchObject({ status: 'cancelled' });
    const second = await send();
    const noReason = await server.request(`/api/service-requests/${second.id}/decline`, {
      method: 'POST',
      token: supplier.accessToken,
      json: {},
    });
    expect(noReason.status).toBe(400);
    const refused = await server.request(`/api/service-requests/${second.id}/decline`, {
      method: 'POST',
      token: supplier.accessToken,
      json: { reason: 'Станок на ремонте до февраля' },
    });
    expect(await json(refused)).toMatchObject({ status: 'refused' });
  });
});

describe('the demo services', () => {
  it('are at least 30, published, across the service categories, every price type, remote and on-site, with images; a restart does not add more', async () => {
    const demo = await startTestServer();
    try {
      const page = await json<
        Omit<ServicePage, 'services'> & {
          services: Array<Service & { isRemote: boolean; requirements: string }>;
        }
      >(await demo.request('/api/services?limit=100'));
      expect(page.totalItems).toBeGreaterThanOrEqual(30);
      expect(new Set(page.services.map((s) => s.priceType))).toEqual(
        new Set(['fixed', 'hourly', 'daily', 'custom']),
      );
      expect(new Set(page.services.map((s) => s.isRemote))).toEqual(new Set([true, false]));
      expect(page.services.some((s) => s.requirements === '')).toBe(true);
      expect(page.services.some((s) => s.images.length > 0)).toBe(true);
      const roots = await json<Array<{ id: number; parentId: number | null }>>(
        await demo.request('/api/service-categories'),
      );
      for (const root of roots.filter((c) => c.parentId === null)) {
        const inRoot = await json<ServicePage>(await demo.request(`/api/services?categoryId=${root.id}`));
        expect(inRoot.totalItems, `category ${root.id}`).toBeGreaterThan(0);
      }
      const found = await json<ServicePage>(
        await demo.request(`/api/services?search=${encodeURIComponent('обточка колесных пар')}`),
      );
      expect(found.services[0]?.name).toMatch(/Обточка/);
      await demo.stop({ keepData: true });
      const again = await startTestServer({ dataDir: demo.dataDir });
      try {
        expect((await json<ServicePage>(await again.request('/api/services'))).totalItems).toBe(
          page.totalItems,
        );
      } finally {
        await again.stop();
      }
    } catch (error) {
      await demo.stop().catch(() => undefined);
      throw error;
    }
  }, 120_000);
});
