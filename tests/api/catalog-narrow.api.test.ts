import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '../../backend/modules/catalog/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The catalogue's filters beside the spec's (ADR 0066) on the demo catalogue: each filter and sort
 * of `GET /api/products` checked against the whole published list read page by page, the facet
 * counts and card extras of `GET /api/catalog/summary`, and bad values refused in Russian.
 */

interface Card {
  id: number;
  name: string;
  price: number;
  quality: 'new' | 'repaired';
  quantity: number;
  Supplier: { id: number; name: string | null };
  /** From the product page's answer. */
  leadTimeDays?: number | null;
}
interface List {
  products: Card[];
  total: number;
  totalPages: number;
}
interface Summary {
  total: number;
  facets: {
    price: { min: number | null; max: number | null };
    inStock: number;
    conditions: Array<{ value: string; label: string; count: number }>;
    suppliers: Array<{ id: number; name: string | null; count: number }>;
    cities: Array<{ name: string; count: number }>;
    leadTimes: Array<{ days: number; count: number }>;
  };
  cards: Array<{
    id: number;
    cities: string[];
    part: { id: number; offerCount: number; minPrice: number } | null;
  }>;
}

let server: TestServer;
/** Every published product with the cities of its warehouses holding stock. */
let all: Array<Card & { cities: string[] }>;

const json = async <T>(path: string): Promise<T> => {
  const response = await server.request(path);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
};
const list = (query: string) => json<List>(`/api/products?status=published&${query}`);
/** Every page of a list. */
async function whole(query: string): Promise<Card[]> {
  const first = await list(`${query}&limit=100&page=1`);
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, i) => list(`${query}&limit=100&page=${i + 2}`)),
  );
  return [first, ...rest].flatMap((page) => page.products);
}
const ids = (cards: readonly { id: number }[]) => cards.map((card) => card.id);
const byNewest = (cards: readonly Card[]) => [...cards].sort((a, b) => b.id - a.id);
const q = encodeURIComponent;

beforeAll(async () => {
  server = await startTestServer();
  const cards = await whole('');
  all = await Promise.all(
    cards.map(async (card) => {
      const product = await json<{
        leadTimeDays: number | null;
        Stocks: Array<{ quantity: number; Warehouse: { city: string } }>;
      }>(`/api/products/${card.id}`);
      return {
        ...card,
        leadTimeDays: product.leadTimeDays,
        cities: [...new Set(product.Stocks.filter((s) => s.quantity > 0).map((s) => s.Warehouse.city))],
      };
    }),
  );
}, 120_000);
afterAll(() => server.stop());

describe('GET /api/products: the catalogue narrows', () => {
  it('the demo catalogue has what the filters need: both conditions, several sellers and cities, stock and none', () => {
    expect(new Set(all.map((card) => card.quality))).toEqual(new Set(['new', 'repaired']));
    expect(new Set(all.map((card) => card.Supplier.id)).size).toBeGreaterThan(2);
    expect(new Set(all.flatMap((card) => card.cities)).size).toBeGreaterThan(2);
    expect(all.some((card) => card.quantity > 0)).toBe(true);
  });

  it('by price from and to (both ends included)', async () => {
    const prices = [...new Set(all.map((card) => card.price))].sort((a, b) => a - b);
    const from = prices[Math.floor(prices.length / 4)]!;
    const to = prices[Math.floor((prices.length * 3) / 4)]!;
    const found = await whole(`priceFrom=${from}&priceTo=${to}`);
    expect(ids(found)).toEqual(ids(byNewest(all.filter((card) => card.price >= from && card.price <= to))));
    expect(found.some((card) => card.price === from) && found.some((card) => card.price === to)).toBe(true);
    expect(ids(await whole(`priceFrom=${from}`))).toEqual(
      ids(byNewest(all.filter((card) => card.price >= from))),
    );
  });

  it('«в наличии», condition, supplier and city', async () => {
    expect(ids(await whole('inStock=true'))).toEqual(ids(byNewest(all.filter((card) => card.quantity > 0))));
    expect(ids(await whole('condition=repaired'))).toEqual(
      ids(byNewest(all.filter((card) => card.quality === 'repaired'))),
    );
    expect(ids(await whole('condition=new,repaired'))).toEqual(ids(byNewest(all)));
    const [first, second] = [...new Set(all.map((card) => card.Supplier.id))];
    expect(ids(await whole(`supplierId=${first}`))).toEqual(
      ids(byNewest(all.filter((card) => card.Supplier.id === first))),
    );
    expect(ids(await whole(`supplierId=${second},${first}`))).toEqual(
      ids(byNewest(all.filter((card) => card.Supplier.id === first || card.Supplier.id === second))),
    );
    const city = all.flatMap((card) => card.cities)[0]!;
    const inCity = await whole(`city=${q(city.toUpperCase())}`);
    expect(inCity.length).toBeGreaterThan(0);
    expect(ids(inCity)).toEqual(ids(byNewest(all.filter((card) => card.cities.includes(city)))));
  });

  it('by lead time: within N days, a product whose seller did not say left out', async () => {
    expect(new Set(all.map((card) => card.leadTimeDays ?? null)).size).toBeGreaterThan(2);
    for (const days of [0, 3, 30]) {
      expect(ids(await whole(`leadTimeMax=${days}`))).toEqual(
        ids(byNewest(all.filter((card) => card.leadTimeDays != null && card.leadTimeDays <= days))),
      );
    }
    const summary = await json<Summary>('/api/catalog/summary');
    expect(summary.facets.leadTimes).toEqual(
      [1, 3, 7, 14, 30].map((days) => ({
        days,
        count: all.filter((card) => card.leadTimeDays != null && card.leadTimeDays <= days).length,
      })),
    );
  });

  it('sorts by price both ways, by name and newest first', async () => {
    const cheapest = await whole('sort=priceAsc');
    expect(cheapest.map((card) => card.price)).toEqual(all.map((card) => card.price).sort((a, b) => a - b));
    const dearest = await whole('sort=priceDesc');
    expect(dearest.map((card) => card.price)).toEqual(all.map((card) => card.price).sort((a, b) => b - a));
    const named = (await whole('sort=name')).map((card) => card.name.toLowerCase().replaceAll('ё', 'е'));
    expect(named).toEqual([...named].sort());
    expect(ids(await whole('sort=newest'))).toEqual(ids(byNewest(all)));
  });

  it('three filters and a sort, paged: the same products as the whole list filtered by hand', async () => {
    const expected = all
      .filter((card) => card.quantity > 0 && card.quality === 'new' && card.price >= 1000)
      .sort((a, b) => a.price - b.price || b.id - a.id);
    expect(expected.length).toBeGreaterThan(3);
    const page2 = await list('inStock=true&condition=new&priceFrom=1000&sort=priceAsc&limit=3&page=2');
    expect(page2.total).toBe(expected.length);
    expect(page2.totalPages).toBe(Math.ceil(expected.length / 3));
    expect(ids(page2.products)).toEqual(ids(expected.slice(3, 6)));
  });

  it('a search narrows too, keeping its relevance order unless a sort is asked', async () => {
    const found = await whole(`search=${q('колёсная пара')}`);
    expect(found.length).toBeGreaterThan(1);
    const repaired = await whole(`search=${q('колёсная пара')}&condition=repaired`);
    expect(ids(repaired)).toEqual(ids(found.filter((card) => card.quality === 'repaired')));
    const sorted = await whole(`search=${q('колёсная пара')}&sort=priceDesc`);
    expect(sorted.map((card) => card.price)).toEqual(found.map((card) => card.price).sort((a, b) => b - a));
  });

  it('bad values are refused with a Russian message', async () => {
    const refused = async (query: string, message: string) => {
      const response = await server.request(`/api/products?${query}`);
      expect([query, response.status]).toEqual([query, 400]);
      expect(await response.json()).toMatchObject({ message });
      const summary = await server.request(`/api/catalog/summary?${query}`);
      expect([query, summary.status]).toEqual([query, 400]);
    };
    await refused('priceFrom=дёшево', LIST_MESSAGES.priceFrom);
    await refused('priceFrom=-5', LIST_MESSAGES.priceFrom);
    await refused('priceTo=1.234', LIST_MESSAGES.priceTo);
    await refused('priceFrom=500&priceTo=100', LIST_MESSAGES.priceRange);
    await refused('inStock=да', LIST_MESSAGES.inStock);
    await refused('condition=used', LIST_MESSAGES.condition);
    await refused('supplierId=abc', LIST_MESSAGES.supplierId);
    await refused('supplierId=0', LIST_MESSAGES.supplierId);
    await refused(
      `supplierId=${Array.from({ length: 31 }, (_, i) => i + 1).join(',')}`,
      LIST_MESSAGES.supplierId,
    );
    await refused(`city=${'Г'.repeat(101)}`, LIST_MESSAGES.city);
    await refused('sort=cheap', LIST_MESSAGES.sort);
    await refused('leadTimeMax=366', LIST_MESSAGES.leadTimeMax);
    await refused('leadTimeMax=неделя', LIST_MESSAGES.leadTimeMax);
    await refused('sort=newest&sort=name', LIST_MESSAGES.repeated('sort'));
  });
});

describe('GET /api/catalog/summary: facet counts and the cards beyond the spec', () => {
  it('counts every facet over the list, the chosen value never hiding the others', async () => {
    const summary = await json<Summary>('/api/catalog/summary?status=published');
    expect(summary.total).toBe(all.length);
    expect(summary.facets.inStock).toBe(all.filter((card) => card.quantity > 0).length);
    expect(summary.facets.conditions).toEqual([
      { value: 'new', label: 'Новая', count: all.filter((card) => card.quality === 'new').length },
      {
        value: 'repaired',
        label: 'После ремонта',
        count: all.filter((card) => card.quality === 'repaired').length,
      },
    ]);
    expect(summary.facets.price).toEqual({
      min: Math.min(...all.map((c) => c.price)),
      max: Math.max(...all.map((c) => c.price)),
    });
    for (const supplier of summary.facets.suppliers) {
      expect(supplier.count).toBe(all.filter((card) => card.Supplier.id === supplier.id).length);
      expect(supplier.name).toBe(all.find((card) => card.Supplier.id === supplier.id)!.Supplier.name);
    }
    for (const city of summary.facets.cities)
      expect(city.count).toBe(all.filter((card) => card.cities.includes(city.name)).length);

    // Repaired chosen: the conditions still count both; the others count repaired products only.
    const repaired = all.filter((card) => card.quality === 'repaired');
    const narrowed = await json<Summary>('/api/catalog/summary?status=published&condition=repaired');
    expect(narrowed.total).toBe(repaired.length);
    expect(narrowed.facets.conditions.map((c) => c.count)).toEqual(
      summary.facets.conditions.map((c) => c.count),
    );
    expect(narrowed.facets.inStock).toBe(repaired.filter((card) => card.quantity > 0).length);
    // A chosen supplier with nothing left is listed with 0, so it can be unchosen.
    const none = await json<Summary>('/api/catalog/summary?status=published&supplierId=999999');
    expect(none.total).toBe(0);
    expect(none.facets.suppliers).toContainEqual({ id: 999999, name: null, count: 0 });
  });

  it("names the page's cards' cities and their part's offer count and lowest price", async () => {
    const page = await list('limit=12&sort=priceAsc&inStock=true');
    const summary = await json<Summary>('/api/catalog/summary?limit=12&sort=priceAsc&inStock=true');
    expect(ids(summary.cards)).toEqual(ids(page.products));
    for (const card of summary.cards)
      expect(card.cities).toEqual(expect.arrayContaining(all.find((c) => c.id === card.id)!.cities));
    // Across the catalogue: a card of a part offered by several sellers says so, as the part does.
    const everything = await json<Summary>('/api/catalog/summary?limit=100');
    const shared = everything.cards.filter((card) => card.part !== null && card.part.offerCount > 1);
    expect(shared.length).toBeGreaterThan(3);
    for (const card of shared.slice(0, 5)) {
      const part = await json<{ offerCount: number; minPrice: number }>(`/api/parts/${card.part!.id}`);
      expect(card.part).toMatchObject({ offerCount: part.offerCount, minPrice: part.minPrice });
    }
  });

  it('GET /api/catalog/cards gives the same extras for the products asked, in their order, published ones only', async () => {
    const everything = await json<Summary>('/api/catalog/summary?limit=100');
    const chosen = everything.cards
      .filter((card) => card.part !== null)
      .slice(0, 4)
      .reverse();
    const answer = await json<{ cards: Summary['cards'] }>(
      `/api/catalog/cards?ids=${[...ids(chosen), 999_999].join(',')}`,
    );
    expect(answer.cards).toEqual(chosen);
    for (const bad of [
      '',
      'ids=',
      'ids=1,,2',
      'ids=0',
      'ids=abc',
      `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
      'ids=1&ids=2',
    ]) {
      const response = await server.request(`/api/catalog/cards?${bad}`);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { message: string }).message, bad).toMatch(/^Параметр/);
    }
  });
});
