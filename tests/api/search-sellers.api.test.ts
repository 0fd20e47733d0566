import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/**
 * Issue 30 (ADR 0060): the catalogue search (the header's drop-down and /api/products?search=) also
 * finds parts by their seller's company name and by the city of a warehouse holding them, and
 * follows a renamed company and moved stock.
 */

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let other: SignedIn;
let companyId: number;
let categoryId: number;
let frameId: number;
let wedgeId: number;
let verkhneuralsk: number;

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const send = (path: string, token: string, body: unknown, method = 'POST') =>
  server.request(path, { method, token, json: body });
const ok = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
};
/** The ids a public search finds, as the header's drop-down asks. */
const found = async (query: string): Promise<number[]> =>
  (
    await json<{ products: Array<{ id: number }> }>(
      await server.request(`/api/products?search=${encodeURIComponent(query)}&limit=20`),
    )
  ).products.map((p) => p.id);

async function published(
  seller: SignedIn,
  name: string,
  stocks: Array<{ warehouseId: number; quantity: number }>,
): Promise<number> {
  const { id } = await ok<{ id: number }>(
    await send('/api/products', seller.accessToken, { name, price: 98500, categoryId, quality: 'new' }),
    201,
  );
  if (stocks.length > 0)
    await ok(await send(`/api/products/${id}/stock`, seller.accessToken, { stocks }, 'PUT'));
  await ok(await send(`/api/products/${id}/submit`, seller.accessToken, {}));
  await ok(await send(`/api/admin/products/${id}/publish`, admin.accessToken, {}));
  return id;
}

const warehouse = async (seller: SignedIn, city: string) =>
  (
    await ok<{ id: number }>(
      await send('/api/warehouses', seller.accessToken, {
        name: `Склад ${city}`,
        city,
        address: 'ул. Заводская, 1',
      }),
      201,
    )
  ).id;

const COMPANY = {
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: 'г. Челябинск, ул. Линейная, 1',
};

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  other = await server.registerUser({ role: 'supplier' });
  companyId = (
    await ok<{ id: number }>(
      await send('/api/companies', supplier.accessToken, { name: 'ООО «Уралвагонзапчасть»', ...COMPANY }),
      201,
    )
  ).id;
  await ok(
    await send('/api/companies', other.accessToken, {
      name: 'АО «Сибирские колёса»',
      ...COMPANY,
      inn: '7736207543',
      kpp: '770401001',
      ogrn: '1027700229193',
    }),
    201,
  );
  categoryId = (
    await ok<{ id: number }>(await send('/api/admin/categories', admin.accessToken, { name: 'Тележка' }), 201)
  ).id;
  verkhneuralsk = await warehouse(supplier, 'Верхнеуральск');
  frameId = await published(supplier, 'Рама боковая 100.00.010-4', [
    { warehouseId: verkhneuralsk, quantity: 3 },
  ]);
  // The same supplier's part without stock, and another seller's part with stock elsewhere.
  wedgeId = await published(supplier, 'Клин фрикционный 100.00.012', []);
  await published(other, 'Рама боковая 9788-01.00.010', [
    { warehouseId: await warehouse(other, 'Новосибирск'), quantity: 5 },
  ]);
}, 90_000);
afterAll(() => server.stop());

describe('search by seller and by place', () => {
  it("finds a seller's parts by their company name, whole, begun or with a typo, but not by its legal form", async () => {
    await expect.poll(() => found('Уралвагонзапчасть')).toEqual(expect.arrayContaining([frameId, wedgeId]));
    expect((await found('Уралвагонзапчасть')).sort()).toEqual([frameId, wedgeId].sort());
    expect((await found('уралвагон')).sort()).toEqual([frameId, wedgeId].sort());
    expect((await found('Уралвагонзапчать')).sort()).toEqual([frameId, wedgeId].sort());
    // With a word of the part: only that part of the seller's.
    expect(await found('рама Уралвагонзапчасть')).toEqual([frameId]);
    expect(await found('ООО')).toEqual([]);
  });

  it('finds a part by the city of a warehouse holding it, not by a city where it has none', async () => {
    await expect.poll(() => found('Верхнеуральск')).toEqual([frameId]);
    expect(await found('рама верхнеуральск')).toEqual([frameId]);
    expect(await found('клин Верхнеуральск')).toEqual([]);
  });

  it('follows a renamed company, moved stock and a warehouse that changed its city', async () => {
    await ok(
      await send(
        `/api/companies/${companyId}`,
        supplier.accessToken,
        { name: 'ООО «Южноуральская литейная компания»', ...COMPANY },
        'PUT',
      ),
    );
    await expect.poll(() => found('Южноуральская')).toEqual(expect.arrayContaining([frameId, wedgeId]));
    expect(await found('Уралвагонзапчасть')).toEqual([]);

    const magnitogorsk = await warehouse(supplier, 'Магнитогорск');
    await ok(
      await send(
        `/api/products/${frameId}/stock`,
        supplier.accessToken,
        { stocks: [{ warehouseId: magnitogorsk, quantity: 2 }] },
        'PUT',
      ),
    );
    await expect.poll(() => found('Магнитогорск')).toEqual([frameId]);
    expect(await found('Верхнеуральск')).toEqual([]);

    await ok(
      await send(
        `/api/warehouses/${magnitogorsk}`,
        supplier.accessToken,
        { name: 'Склад Троицк', city: 'Троицк', address: 'ул. Заводская, 1' },
        'PUT',
      ),
    );
    await expect.poll(() => found('Троицк')).toEqual([frameId]);
    expect(await found('Магнитогорск')).toEqual([]);
  });
});
