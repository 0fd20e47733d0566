import { describe, expect, it } from 'vitest';
import type { Offer } from '../../entities/part';
import {
  CHEAPEST_FIRST,
  NO_FILTERS,
  filterOffers,
  leadTimeText,
  offerCities,
  offerMarks,
  sortOf,
  sortOffers,
  sortOption,
} from './offers';

const offer = (productId: number, fields: Partial<Offer>): Offer => ({
  productId,
  name: 'Рама боковая 100.00.010-1',
  supplier: { id: productId * 10, name: `Поставщик ${productId}`, verified: false },
  quality: 'new',
  conditionName: 'Новая',
  price: 100_000,
  vatRate: 22,
  vatNote: 'в т. ч. НДС 22 %',
  quantity: 1,
  leadTimeDays: null,
  city: 'Москва',
  warehouses: [],
  ...fields,
});

const tagil = offer(1, {
  price: 152_000,
  quality: 'repaired',
  conditionName: 'После ремонта',
  city: 'Нижний Тагил',
  quantity: 3,
  leadTimeDays: 2,
});
const bryansk = offer(2, { price: 189_000, city: 'Брянск', quantity: 0, leadTimeDays: 45 });
const moscow = offer(3, {
  price: 152_000,
  city: 'Москва',
  quantity: 5,
  leadTimeDays: null,
  warehouses: [
    { id: 7, name: 'Склад', city: 'Брянск', quantity: 1 },
    { id: 8, name: 'Склад', city: 'Москва', quantity: 4 },
  ],
});
const all = [tagil, bryansk, moscow];
const ids = (offers: readonly Offer[]) => offers.map((o) => o.productId);

describe('the offers table’s narrowing, order and marks', () => {
  it('filters by condition, by a city any of its warehouses is in, and by stock', () => {
    expect(ids(filterOffers(all, NO_FILTERS))).toEqual([1, 2, 3]);
    expect(ids(filterOffers(all, { ...NO_FILTERS, quality: 'repaired' }))).toEqual([1]);
    expect(ids(filterOffers(all, { ...NO_FILTERS, city: 'Брянск' }))).toEqual([2, 3]);
    expect(ids(filterOffers(all, { ...NO_FILTERS, inStock: true }))).toEqual([1, 3]);
    expect(ids(filterOffers(all, { quality: 'new', city: 'Брянск', inStock: true }))).toEqual([3]);
    expect(offerCities(all)).toEqual(['Брянск', 'Москва', 'Нижний Тагил']);
  });

  it('sorts by price, lead time (not said: last either way) and condition; ties cheapest first, then by number', () => {
    expect(ids(sortOffers(all, CHEAPEST_FIRST))).toEqual([1, 3, 2]);
    expect(ids(sortOffers(all, { key: 'price', direction: 'desc' }))).toEqual([2, 1, 3]);
    expect(ids(sortOffers(all, { key: 'leadTime', direction: 'asc' }))).toEqual([1, 2, 3]);
    expect(ids(sortOffers(all, { key: 'leadTime', direction: 'desc' }))).toEqual([2, 1, 3]);
    expect(ids(sortOffers(all, { key: 'condition', direction: 'asc' }))).toEqual([3, 2, 1]);
    expect(ids(sortOffers(all, { key: 'condition', direction: 'desc' }))).toEqual([1, 3, 2]);
    expect(sortOf(sortOption({ key: 'leadTime', direction: 'asc' })!)).toEqual({
      key: 'leadTime',
      direction: 'asc',
    });
    expect(sortOption({ key: 'leadTime', direction: 'desc' })).toBeNull();
  });

  it('marks every offer at the lowest price and at the shortest lead time among those shown, none of one alone', () => {
    const marks = offerMarks(all);
    expect([...marks.cheapest]).toEqual([1, 3]);
    expect([...marks.fastest]).toEqual([1]);
    expect(offerMarks([bryansk, moscow]).fastest).toEqual(new Set([2]));
    expect(offerMarks([moscow, offer(4, { leadTimeDays: null })]).fastest.size).toBe(0);
    expect(offerMarks([tagil]).cheapest.size).toBe(0);
  });

  it('reads the lead time from stock or on order', () => {
    expect(leadTimeText(tagil)).toBe('2 дня со склада');
    expect(leadTimeText(bryansk)).toBe('45 дней под заказ');
    expect(leadTimeText({ leadTimeDays: 1, quantity: 0 })).toBe('1 день под заказ');
    expect(leadTimeText({ leadTimeDays: 0, quantity: 2 })).toBe('отгрузка в день заказа');
    expect(leadTimeText(moscow)).toBe('срок не указан');
  });
});
