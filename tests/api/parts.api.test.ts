import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_MESSAGES } from '../../backend/modules/parts/index.ts';
import { randomCompany, randomLegalInn } from '../support/requisites.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** Parts and their offers (ADR 0064): admins keep parts, sellers link offers, buyers compare them. */

let server: TestServer;
let admin: SignedIn;
let ural: SignedIn;
let trans: SignedIn;
let buyer: SignedIn;
let categoryId: number;

const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const send = (path: string, token: string, json: unknown = {}, method = 'POST') =>
  server.request(path, { method, token, json });
const refused = async (response: Response, status: number, message: string) => {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(((await response.json()) as { message: string }).message).toBe(message);
};

interface Offer {
  productId: number;
  supplier: { id: number; name: string | null; verified: boolean };
  conditionName: string;
  price: number;
  vatNote: string;
  quantity: number;
  city: string | null;
}
interface Part {
  id: number;
  designation: string;
  offerCount: number;
  minPrice: number | null;
  maxPrice: number | null;
  designations: Array<{ designation: string; kind: string }>;
  offers: Offer[];
  analogues: Array<{ id: number; designation: string; offerCount: number; minPrice: number | null }>;
}

/** A seller's published offer with stock in a warehouse of that city. */
async function offer(
  seller: SignedIn,
  name: string,
  price: number,
  quality: 'new' | 'repaired',
  city: string,
  quantity: number,
): Promise<number> {
  const warehouse = await ok<{ id: number }>(
    await send('/api/warehouses', seller.accessToken, {
      name: `Склад ${city}`,
      city,
      address: 'ул. Станционная, 1',
    }),
    201,
  );
  const { id } = await ok<{ id: number }>(
    await send('/api/products', seller.accessToken, { name, price, categoryId, quality, description: '' }),
    201,
  );
  await ok(
    await send(
      `/api/products/${id}/stock`,
      seller.accessToken,
      { stocks: [{ warehouseId: warehouse.id, quantity }] },
      'PUT',
    ),
  );
  await ok(await send(`/api/products/${id}/submit`, seller.accessToken));
  await ok(await send(`/api/admin/products/${id}/publish`, admin.accessToken));
  return id;
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  const requisites = randomCompany('АО «УралЛитьё»');
  ural = await server.registerUser({ role: 'supplier', inn: requisites.inn });
  trans = await server.registerUser({ role: 'supplier', inn: randomLegalInn() });
  buyer = await server.registerUser({ role: 'buyer' });
  const company = await ok<{ id: number }>(await send('/api/companies', ural.accessToken, requisites), 201);
  await ok(await send(`/api/admin/companies/${company.id}/verify`, admin.accessToken));
  categoryId = (
    await ok<{ id: number }>(
      await send('/api/admin/categories', admin.accessToken, { name: 'Автосцепное устройство' }),
      201,
    )
  ).id;
}, 60_000);

afterAll(() => server.stop());

describe('parts and their offers', () => {
  let coupler: Part;

  it('an admin creates a part; its designation, however typed, belongs to it alone', async () => {
    coupler = await ok<Part>(
      await send('/api/admin/parts', admin.accessToken, {
        designation: 'СА-3',
        name: 'Автосцепка СА-3',
        categoryId,
      }),
      201,
    );
    expect(coupler).toMatchObject({ designation: 'СА-3', offerCount: 0, minPrice: null, offers: [] });
    // «CA 3» in Latin letters is the same designation.
    await refused(
      await send('/api/admin/parts', admin.accessToken, { designation: 'CA 3', name: 'Автосцепка' }),
      409,
      PART_MESSAGES.designationTaken('CA 3'),
    );
    await refused(
      await send('/api/admin/parts', admin.accessToken, { designation: ' ', name: 'Автосцепка' }),
      400,
      PART_MESSAGES.designation,
    );
    await refused(
      await send('/api/admin/parts', admin.accessToken, {
        designation: 'СА-4',
        name: 'Автосцепка',
        categoryId: 99_999,
      }),
      400,
      PART_MESSAGES.categoryId,
    );
    expect(
      (await send('/api/admin/parts', ural.accessToken, { designation: 'СА-4', name: 'Автосцепка' })).status,
    ).toBe(403);
    expect(
      (
        await server.request('/api/admin/parts', {
          method: 'POST',
          json: { designation: 'СА-4', name: 'Автосцепка' },
        })
      ).status,
    ).toBe(401);
  });

  it('cross-references: the drawing number is the same part; a reference to itself or a designation of another part is refused', async () => {
    const added = await ok<Part>(
      await send(`/api/admin/parts/${coupler.id}/cross-references`, admin.accessToken, {
        designation: '106.01.000-0',
        kind: 'same',
        source: 'чертёж ПКБ ЦВ',
      }),
      201,
    );
    expect(added.designations.map((d) => [d.designation, d.kind])).toEqual([
      ['СА-3', 'canonical'],
      ['106.01.000-0', 'same'],
    ]);
    await refused(
      await send(`/api/admin/parts/${coupler.id}/cross-references`, admin.accessToken, {
        designation: 'са 3',
        kind: 'same',
      }),
      400,
      PART_MESSAGES.selfReference,
    );
    await refused(
      await send('/api/admin/parts', admin.accessToken, {
        designation: '106 01 000 0',
        name: 'Автосцепка в сборе',
      }),
      409,
      PART_MESSAGES.designationTaken('106 01 000 0'),
    );
    await refused(
      await send(`/api/admin/parts/${coupler.id}/cross-references`, admin.accessToken, {
        designation: 'X-1',
        kind: 'twin',
      }),
      400,
      PART_MESSAGES.kind,
    );
    await refused(
      await send('/api/admin/parts/999999/cross-references', admin.accessToken, {
        designation: 'X-1',
        kind: 'same',
      }),
      404,
      PART_MESSAGES.partNotFound,
    );
    // Removed, the drawing number is free for another part again.
    await ok(
      await server.request(
        `/api/admin/parts/${coupler.id}/cross-references?designation=${encodeURIComponent('106.01.000-0')}`,
        { method: 'DELETE', token: admin.accessToken },
      ),
    );
    const other = await ok<Part>(
      await send('/api/admin/parts', admin.accessToken, {
        designation: '106.01.000-0',
        name: 'Автосцепка по чертежу',
      }),
      201,
    );
    expect(other.designation).toBe('106.01.000-0');
  });

  it('sellers link their own offers; the part lists them side by side, cheapest first, with supplier, city, condition and VAT', async () => {
    const dear = await offer(trans, 'Автосцепка СА-3 новая', 98_000, 'new', 'Люберцы', 4);
    const cheap = await offer(ural, 'Автосцепка СА-3 после ремонта', 61_500, 'repaired', 'Нижний Тагил', 2);
    await ok(await send(`/api/products/${dear}/part`, trans.accessToken, { partId: coupler.id }, 'PUT'));
    // Someone else's offer: a seller may not link it, a moderator may.
    await refused(
      await send(`/api/products/${cheap}/part`, trans.accessToken, { partId: coupler.id }, 'PUT'),
      403,
      'Это товар другого поставщика',
    );
    await refused(
      await send(`/api/products/${cheap}/part`, buyer.accessToken, { partId: coupler.id }, 'PUT'),
      403,
      'Это товар другого поставщика',
    );
    await refused(
      await send(`/api/products/${cheap}/part`, ural.accessToken, { partId: 999_999 }, 'PUT'),
      400,
      PART_MESSAGES.partNotFound,
    );
    await refused(
      await send(`/api/products/${cheap}/part`, ural.accessToken, { partId: 'СА-3' }, 'PUT'),
      400,
      PART_MESSAGES.partId,
    );
    await ok(await send(`/api/products/${cheap}/part`, admin.accessToken, { partId: coupler.id }, 'PUT'));

    const product = await ok<{ partId: number | null }>(await server.request(`/api/products/${cheap}`));
    expect(product.partId).toBe(coupler.id);
    const part = await ok<Part>(await server.request(`/api/parts/${coupler.id}`));
    expect(part).toMatchObject({ offerCount: 2, minPrice: 61_500, maxPrice: 98_000 });
    expect(
      part.offers.map((o) => [o.productId, o.conditionName, o.price, o.city, o.quantity, o.supplier.id]),
    ).toEqual([
      [cheap, 'После ремонта', 61_500, 'Нижний Тагил', 2, ural.user.id],
      [dear, 'Новая', 98_000, 'Люберцы', 4, trans.user.id],
    ]);
    // The seller's company and its check, as the companies module knows them.
    expect(part.offers[0]!.supplier).toMatchObject({ name: 'АО «УралЛитьё»', verified: true });
    // A seller who chose no VAT setting sells at the general rate.
    expect(part.offers[0]!.vatNote).toMatch(/^в т\. ч\. НДС 2[02] %$/);

    // A stock change shows in the table; an unlinked offer leaves it.
    await ok(await send(`/api/products/${dear}/part`, trans.accessToken, { partId: null }, 'PUT'));
    const after = await ok<Part>(await server.request(`/api/parts/${coupler.id}`));
    expect(after.offers.map((o) => o.productId)).toEqual([cheap]);
    await ok(await send(`/api/products/${dear}/part`, trans.accessToken, { partId: coupler.id }, 'PUT'));
    // Linked again, it is back at once: a part's kept answer is left once its read models move on.
    const again = await ok<Part>(await server.request(`/api/parts/${coupler.id}`));
    expect(again.offers.map((o) => o.productId)).toEqual([cheap, dear]);
  });

  it('GET /api/parts finds a part by any spelling of its designation, with its offer count and price range', async () => {
    const search = async (text: string) =>
      (
        await ok<{
          parts: Array<{ id: number; offerCount: number; minPrice: number | null; maxPrice: number | null }>;
        }>(await server.request(`/api/parts?search=${encodeURIComponent(text)}`))
      ).parts;
    for (const typed of ['СА-3', 'ca3', 'cf-3', 'Автосцепка']) {
      expect(
        (await search(typed)).find((p) => p.id === coupler.id),
        typed,
      ).toMatchObject({ offerCount: 2, minPrice: 61_500, maxPrice: 98_000 });
    }
    expect(await search('ПМК-110А')).toEqual([]);
    const page = await ok<{ total: number; totalPages: number; currentPage: number }>(
      await server.request(`/api/parts?categoryId=${categoryId}&page=1&limit=1`),
    );
    expect(page).toMatchObject({ total: 1, totalPages: 1, currentPage: 1 });
    await refused(
      await server.request('/api/parts?limit=0'),
      400,
      'Параметр limit — целое число от 1 до 100',
    );
    await refused(await server.request('/api/parts/999999'), 404, PART_MESSAGES.partNotFound);
  });

  it('analogues: a part names another as interchangeable; both show the other with its offers', async () => {
    const sh2v = await ok<Part>(
      await send('/api/admin/parts', admin.accessToken, {
        designation: 'Ш-2-В',
        name: 'Аппарат поглощающий Ш-2-В',
      }),
      201,
    );
    const pmk = await ok<Part>(
      await send('/api/admin/parts', admin.accessToken, {
        designation: 'ПМК-110А',
        name: 'Аппарат поглощающий ПМК-110А',
      }),
      201,
    );
    await ok(
      await send(`/api/admin/parts/${sh2v.id}/cross-references`, admin.accessToken, {
        designation: 'ПМК-110А',
        kind: 'analogue',
        source: 'ОСТ 32.175',
      }),
      201,
    );
    const product = await offer(ural, 'Аппарат ПМК-110А', 45_000, 'new', 'Пермь', 3);
    await ok(await send(`/api/products/${product}/part`, ural.accessToken, { partId: pmk.id }, 'PUT'));
    const seen = await ok<Part>(await server.request(`/api/parts/${sh2v.id}`));
    expect(seen.analogues).toEqual([
      expect.objectContaining({ id: pmk.id, designation: 'ПМК-110А', offerCount: 1, minPrice: 45_000 }),
    ]);
    const back = await ok<Part>(await server.request(`/api/parts/${pmk.id}`));
    expect(back.analogues.map((a) => a.id)).toEqual([sh2v.id]);
  });
});
