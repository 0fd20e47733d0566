import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCompany } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';
import { marketplaceDayIn } from '../support/days.ts';
import { marketplaceYear } from '../../shared/calendar/index.ts';

/*
 * Issue 29, finding 8: a day is a day of the calendar (ADR 0051). 2027-13-45 and 2027-02-30 are
 * refused with a Russian reason wherever a command or a filter takes a date, never shown as typed
 * nor rolled over into March as `Date` would; what the calendar has (29 February 2028) is taken.
 */

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let buyer: SignedIn;
let orderId: number;
let serviceId: number;

/** The next 29 February from today on: a day only leap years have. */
function nextLeapDay(): string {
  for (let year = marketplaceYear(new Date()); ; year += 1) {
    const day = `${year}-02-29`;
    if (new Date(`${day}T00:00:00Z`).getUTCMonth() === 1 && day >= marketplaceDayIn(0)) return day;
  }
}
const noSuchDay = (day: string) => `Такой даты нет в календаре: ${day} — проверьте день и месяц (ГГГГ-ММ-ДД)`;
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
};
const post = (path: string, token: string, body: unknown = {}) =>
  server.request(path, { method: 'POST', token, json: body });
const get = (path: string, token: string) => server.request(path, { token });

/** The refusal: 400, the field told that its day is not in the calendar, and nothing written. */
async function refusedDay(request: () => Promise<Response>, field: string, day: string): Promise<void> {
  const before = await server.platform.events.headPosition();
  const response = await request();
  const answer = (await response.clone().json()) as { message: string; fields?: Record<string, string> };
  expect(response.status, JSON.stringify(answer)).toBe(400);
  expect(answer.fields?.[field], JSON.stringify(answer)).toBe(noSuchDay(day));
  expect(await server.platform.events.headPosition()).toEqual(before);
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  [admin, supplier, buyer] = await Promise.all([
    server.createAdmin(),
    server.registerUser({ role: 'supplier' }),
    server.registerUser({ role: 'buyer' }),
  ]);
  const root = await ok<{ id: number }>(
    await post('/api/admin/categories', admin.accessToken, { name: 'Тележка', parentId: null }),
    201,
  );
  const categoryId = (
    await ok<{ id: number }>(
      await post('/api/admin/categories', admin.accessToken, { name: 'Клинья', parentId: root.id }),
      201,
    )
  ).id;
  const productId = (
    await ok<{ id: number }>(
      await post('/api/products', supplier.accessToken, {
        name: 'Клин фрикционный',
        price: 6800,
        categoryId,
        quality: 'new',
      }),
      201,
    )
  ).id;
  await ok(await post(`/api/products/${productId}/submit`, supplier.accessToken));
  await ok(await post(`/api/admin/products/${productId}/publish`, admin.accessToken));
  orderId = (
    await ok<{ id: number }>(
      await post('/api/orders', buyer.accessToken, {
        productId,
        quantity: 1,
        deliveryType: 'delivery',
        deliveryAddress: 'Пермь, ул. Заводская, 1',
      }),
      201,
    )
  ).id;
  serviceId = (
    await ok<{ id: number }>(
      await post('/api/services', supplier.accessToken, {
        name: 'Обточка колёсной пары',
        description: 'Обточка',
        price: 12_000,
        priceType: 'fixed',
        location: 'Пермь',
      }),
      201,
    )
  ).id;
  await ok(await post(`/api/services/${serviceId}/submit`, supplier.accessToken));
  await ok(await post(`/api/admin/services/${serviceId}/publish`, admin.accessToken));
}, 120_000);
afterAll(() => server.stop());

describe('an order’s delivery date', () => {
  it.each(['2027-13-45', '2027-02-30', '2027-04-31', '2027-02-29'])(
    '%s is refused and the order waits for an answer',
    async (day) => {
      await refusedDay(
        () =>
          post(`/api/orders/${orderId}/accept`, supplier.accessToken, {
            unitPrice: 6800,
            quantity: 1,
            deliveryDate: day,
          }),
        'deliveryDate',
        day,
      );
      expect(
        (await ok<{ status: string; offer: unknown }>(await get(`/api/orders/${orderId}`, buyer.accessToken)))
          .status,
      ).toBe('requested');
    },
  );

  it('29 February of a leap year is a day, shown as it was given', async () => {
    const leapDay = nextLeapDay();
    const accepted = await ok<{ offer: { deliveryDate: string } }>(
      await post(`/api/orders/${orderId}/accept`, supplier.accessToken, {
        unitPrice: 6800,
        quantity: 1,
        deliveryDate: leapDay,
      }),
    );
    expect(accepted.offer.deliveryDate).toBe(leapDay);
  });
});

describe('a news item’s date', () => {
  it('2027-02-30 is refused, never published on 2 March', async () => {
    await refusedDay(
      () =>
        post('/api/admin/news', admin.accessToken, {
          title: 'Новость',
          content: '<p>Текст</p>',
          publishedAt: '2027-02-30T09:00:00.000Z',
        }),
      'publishedAt',
      '2027-02-30',
    );
    await refusedDay(
      () =>
        post('/api/admin/news', admin.accessToken, {
          title: 'Новость',
          content: '<p>Текст</p>',
          publishedAt: '2027-02-30',
        }),
      'publishedAt',
      '2027-02-30',
    );
    const draft = await ok<{ id: number }>(
      await post('/api/admin/news', admin.accessToken, { title: 'Новость', content: '<p>Текст</p>' }),
      201,
    );
    await refusedDay(
      () =>
        post(`/api/admin/news/${draft.id}/publish`, admin.accessToken, {
          publishedAt: '2027-13-45T09:00:00Z',
        }),
      'publishedAt',
      '2027-13-45',
    );
    const scheduled = await ok<{ publishedAt: string }>(
      await post(`/api/admin/news/${draft.id}/publish`, admin.accessToken, {
        publishedAt: '2028-02-29T09:00:00.000Z',
      }),
    );
    expect(scheduled.publishedAt).toBe('2028-02-29T09:00:00.000Z');
  });
});

describe('a contract’s dates', () => {
  it('a start or an end the calendar lacks is refused', async () => {
    const terms = {
      counterpartyInn: randomCompany('x').inn,
      subject: 'Поставка клиньев',
      validFrom: '2027-01-01',
      validTo: '2027-12-31',
    };
    await refusedDay(
      () => post('/api/contracts', supplier.accessToken, { ...terms, validFrom: '2027-02-30' }),
      'validFrom',
      '2027-02-30',
    );
    await refusedDay(
      () => post('/api/contracts', supplier.accessToken, { ...terms, validTo: '2027-13-45' }),
      'validTo',
      '2027-13-45',
    );
  });
});

describe('a service request’s dates', () => {
  it('a wished-for date the calendar lacks is refused', async () => {
    await refusedDay(
      () =>
        post('/api/service-requests', buyer.accessToken, {
          serviceId,
          description: 'Нужна обточка',
          contactPhone: '+7 900 000-00-00',
          preferredDate: '2027-02-30',
        }),
      'preferredDate',
      '2027-02-30',
    );
  });
});

describe('a filter’s period', () => {
  it.each([
    ['/api/orders?from=2027-02-30', 'from', '2027-02-30', () => buyer],
    ['/api/orders?to=2027-13-45', 'to', '2027-13-45', () => buyer],
    ['/api/accounting/documents?from=2027-02-30', 'from', '2027-02-30', () => supplier],
    ['/api/admin/audit?to=2027-02-31', 'to', '2027-02-31', () => admin],
  ] as const)('%s is refused, not read as a day in March', async (path, field, day, caller) => {
    await refusedDay(() => get(path, caller().accessToken), field, day);
  });
});
