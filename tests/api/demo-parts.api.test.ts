import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FAMILIES, DEMO_PARTS } from '../../backend/app/seed/index.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The demo data's parts (ADR 0064): real multi-supplier parts with their cross-references. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.stop());

interface Part {
  id: number;
  designation: string;
  offerCount: number;
  minPrice: number | null;
  maxPrice: number | null;
  offers: Array<{
    supplier: { id: number };
    quality: string;
    city: string | null;
    quantity: number;
    leadTimeDays: number | null;
  }>;
}

describe('the demo parts', () => {
  it('name demo families only', () => {
    const families = new Set(DEMO_FAMILIES.map((family) => family.name));
    expect(DEMO_PARTS.filter((part) => !families.has(part.family))).toEqual([]);
  });

  it('at least 15 parts are offered by two suppliers or more, new and repaired, from several cities at several prices', async () => {
    const list = (await (await server.request('/api/parts?limit=100')).json()) as {
      parts: Part[];
      total: number;
    };
    expect(list.total).toBe(DEMO_PARTS.length);
    const parts = await Promise.all(
      list.parts.map(async (part) => (await (await server.request(`/api/parts/${part.id}`)).json()) as Part),
    );
    const shared = parts.filter((part) => new Set(part.offers.map((offer) => offer.supplier.id)).size >= 2);
    expect(shared.length).toBeGreaterThanOrEqual(15);
    expect(shared.filter((part) => part.offers.some((o) => o.quality === 'repaired')).length).toBeGreaterThan(
      3,
    );
    expect(shared.every((part) => part.minPrice! < part.maxPrice!)).toBe(true);
    expect(new Set(shared.flatMap((part) => part.offers.map((o) => o.city))).size).toBeGreaterThan(3);
    // Lead times as the trade quotes them (ADR 0065): days from stock, weeks to make on order.
    const offers = parts.flatMap((part) => part.offers);
    expect(
      offers.filter((o) => o.quantity > 0).every((o) => o.leadTimeDays !== null && o.leadTimeDays <= 5),
    ).toBe(true);
    expect(
      offers.filter((o) => o.quantity === 0).every((o) => o.leadTimeDays !== null && o.leadTimeDays >= 10),
    ).toBe(true);
    expect(offers.some((o) => o.quantity === 0)).toBe(true);
  });

  it('a drawing number finds the part it is a cross-reference of', async () => {
    const found = (await (
      await server.request(`/api/parts?search=${encodeURIComponent('106.01.000-0')}`)
    ).json()) as { parts: Part[] };
    expect(found.parts.map((part) => part.designation)).toEqual(['СА-3']);
  });
});
