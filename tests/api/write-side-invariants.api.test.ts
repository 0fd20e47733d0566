import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext, type CommandContext } from '../../backend/kit/write/index.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

// Invariants that span two streams or merge a partial change: each is decided on the write side, so
// 50 conflicting pairs never break it, however far the read models lag. The pairs are raced as
// commands, without the HTTP answers' wait for the read side, so the window is as wide as it gets.

const PAIRS = 50;

let server: TestServer;
let admin: SignedIn;
let supplier: SignedIn;
let rootId: number;
let seller: { userId: number; role: 'supplier' };

const context = (): CommandContext => ({
  ...systemContext(),
  userId: String(seller.userId),
  role: 'supplier',
});
/** The outcome of a command: 'ok', or the status it was refused with (never anything else). */
async function outcome(command: Promise<unknown>): Promise<'ok' | number> {
  try {
    await command;
    return 'ok';
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status !== 'number') throw error;
    return status;
  }
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

function productBody(categoryId: number) {
  return {
    name: 'Корпус автосцепки СА-3 (проверка инвариантов)',
    price: 48_000,
    description: 'Корпус автосцепки.',
    categoryId,
    quality: 'new',
    characteristics: [],
    deliverySet: [],
    normativeDocuments: [],
    componentDescriptions: [],
    services: [],
  };
}

async function createCategory(name: string): Promise<number> {
  const response = await server.request('/api/admin/categories', {
    method: 'POST',
    token: admin.accessToken,
    json: { name, parentId: rootId },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ id: number }>(response)).id;
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  admin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  seller = { userId: supplier.user.id, role: 'supplier' };
  const root = await server.request('/api/admin/categories', {
    method: 'POST',
    token: admin.accessToken,
    json: { name: 'Автосцепное устройство' },
  });
  rootId = (await json<{ id: number }>(root)).id;
});
afterAll(() => server.stop());

describe('invariants decided on the write side, under 50 conflicting pairs', () => {
  it('a warehouse is never removed while a product holds stock there', async () => {
    const { catalog } = server.modules;
    const product = await catalog.createProduct(
      productBody(await createCategory('Корпуса')),
      seller,
      context(),
    );
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const details = {
        name: `Склад ${pair}`,
        city: 'Омск',
        address: `ул. Лобкова, д. ${pair + 1}`,
        workingHours: 'Пн–Пт 9–18',
      };
      const warehouseId = (await catalog.createWarehouse(details, seller, context())).id;
      const remove = () => outcome(catalog.removeWarehouse(warehouseId, seller, context()));
      const stockUp = () =>
        outcome(catalog.setStock(product.id, [{ warehouseId, quantity: 3 }], seller, context()));
      // Each side goes first in turn; every third pair the stock is written just before the removal,
      // while the read model has not seen it yet.
      const [removal, stock] =
        pair % 3 === 0
          ? await Promise.all([remove(), stockUp()])
          : pair % 3 === 1
            ? (await Promise.all([stockUp(), remove()])).reverse()
            : await (async () => {
                const first = await stockUp();
                return [await remove(), first];
              })();
      const removed = !(await catalog.loadWarehouse(warehouseId)).exists;
      const stocked = (await catalog.loadProduct(product.id)).stocks.some(
        (level) => level.warehouseId === warehouseId && level.quantity > 0,
      );
      expect({ pair, removed, stocked }).not.toEqual({ pair, removed: true, stocked: true });
      expect({ pair, removal, stock }).toEqual({
        pair,
        removal: removed ? 'ok' : 409,
        stock: stocked ? 'ok' : 404,
      });
    }
  });

  it('a category is never deleted while a product is filed under it', async () => {
    const { catalog, categories } = server.modules;
    const home = await createCategory('Поглощающие аппараты');
    const product = await catalog.createProduct(productBody(home), seller, context());
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const categoryId = await createCategory(`Аппараты ${pair}`);
      const [removal, move] = await Promise.all([
        outcome(categories.delete(categoryId, { ...systemContext(), role: 'admin' })),
        outcome(catalog.editProduct(product.id, productBody(categoryId), seller, context())),
      ]);
      const deleted = (await categories.node(categoryId)) === null;
      const filed = (await catalog.loadProduct(product.id)).details?.categoryId === categoryId;
      expect({ pair, deleted, filed }).not.toEqual({ pair, deleted: true, filed: true });
      expect({ pair, removal, move }).toEqual({
        pair,
        removal: deleted ? 'ok' : 409,
        move: filed ? 'ok' : 404,
      });
      // Back home, so the next pair starts from a product filed elsewhere.
      if (filed) await catalog.editProduct(product.id, productBody(home), seller, context());
    }
  });

  it('two partial profile changes at once both stay', async () => {
    const { identity } = server.modules;
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const phone = `+790000000${String(pair).padStart(2, '0')}`;
      await Promise.all([
        identity.changeProfile(seller.userId, { firstName: `Имя${pair}` }, context()),
        identity.changeProfile(seller.userId, { phone }, context()),
      ]);
      const user = await identity.load(seller.userId);
      expect({ pair, firstName: user.firstName, phone: user.phone }).toEqual({
        pair,
        firstName: `Имя${pair}`,
        phone,
      });
    }
  });

  it('a new category picture without an icon keeps the icon set at the same moment', async () => {
    const categoryId = await createCategory('Тяговые хомуты');
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const icon = `/uploads/images/icon-${pair}.png`;
      const [withIcon, pictureOnly] = await Promise.all([
        server.request(`/api/admin/categories/${categoryId}/image`, {
          method: 'PUT',
          token: admin.accessToken,
          json: { image: `/uploads/images/a-${pair}.png`, icon },
        }),
        server.request(`/api/admin/categories/${categoryId}/image`, {
          method: 'PUT',
          token: admin.accessToken,
          json: { image: `/uploads/images/b-${pair}.png` },
        }),
      ]);
      expect([withIcon.status, pictureOnly.status]).toEqual([200, 200]);
      expect({ pair, icon: (await server.modules.categories.node(categoryId))?.icon }).toEqual({
        pair,
        icon,
      });
    }
  });
});

describe('with read models that do not move at all (no projectors run)', () => {
  let blind: TestServer;
  const owner = { userId: 4242, role: 'supplier' as const };
  const asOwner = (): CommandContext => ({
    ...systemContext(),
    userId: String(owner.userId),
    role: 'supplier',
  });
  const admin = (): CommandContext => ({ ...systemContext(), role: 'admin' });

  beforeAll(async () => {
    blind = await startTestServer({ seedDemo: false, env: { RUN_PROJECTORS: 'false' } });
  });
  afterAll(() => blind.stop());

  it('refuses to remove a warehouse whose stock only the write side knows, and removes it once emptied', async () => {
    const { catalog, categories } = blind.modules;
    const { id: categoryId } = await categories.create({ name: 'Боковые рамы' }, admin());
    const product = await catalog.createProduct(productBody(categoryId), owner, asOwner());
    const details = {
      name: 'Склад Тайшет',
      city: 'Тайшет',
      address: 'ул. Транспортная, д. 1',
      workingHours: 'Пн–Пт 8–17',
    };
    const warehouseId = (await catalog.createWarehouse(details, owner, asOwner())).id;
    await catalog.setStock(product.id, [{ warehouseId, quantity: 2 }], owner, asOwner());

    expect(await outcome(catalog.removeWarehouse(warehouseId, owner, asOwner()))).toBe(409);
    expect((await catalog.loadWarehouse(warehouseId)).exists).toBe(true);

    await catalog.setStock(product.id, [], owner, asOwner());
    expect(await outcome(catalog.removeWarehouse(warehouseId, owner, asOwner()))).toBe('ok');
    expect(
      await outcome(catalog.setStock(product.id, [{ warehouseId, quantity: 1 }], owner, asOwner())),
    ).toBe(400);
  });

  it('refuses to delete a category a product was just filed under, and deletes it once the product moved on', async () => {
    const { catalog, categories } = blind.modules;
    const { id: home } = await categories.create({ name: 'Надрессорные балки' }, admin());
    const { id: categoryId } = await categories.create({ name: 'Балки под ремонт' }, admin());
    const product = await catalog.createProduct(productBody(home), owner, asOwner());
    await catalog.editProduct(product.id, productBody(categoryId), owner, asOwner());

    expect(await outcome(categories.delete(categoryId, admin()))).toBe(409);
    expect(await categories.node(categoryId)).not.toBeNull();

    await catalog.editProduct(product.id, productBody(home), owner, asOwner());
    expect(await outcome(categories.delete(categoryId, admin()))).toBe('ok');
    expect(await outcome(catalog.editProduct(product.id, productBody(categoryId), owner, asOwner()))).toBe(
      400,
    );
  });
});
