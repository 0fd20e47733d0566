import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SERVICES_STATE,
  activeFilterCount,
  parsePrice,
  readServicesUrl,
  servicesUrl,
} from './servicesUrl';

describe('servicesUrl', () => {
  it('leaves defaults out: the plain list is /services', () => {
    expect(servicesUrl(DEFAULT_SERVICES_STATE)).toBe('/services');
  });

  it('puts the category in the path and the rest in the query', () => {
    expect(
      servicesUrl({
        category: 'remont',
        search: ' обточка ',
        priceFrom: 0,
        priceTo: 5000,
        priceTypes: ['hourly', 'daily'],
        sort: 'priceAsc',
        page: 2,
      }),
    ).toBe(
      '/services/remont?search=%D0%BE%D0%B1%D1%82%D0%BE%D1%87%D0%BA%D0%B0&priceFrom=0&priceTo=5000&priceType=hourly%2Cdaily&sort=priceAsc&page=2',
    );
  });

  it('reads back what it wrote, and ignores what it does not know', () => {
    const state = readServicesUrl(
      'remont',
      new URLSearchParams('search=x&priceFrom=-5&priceTo=abc&priceType=daily,weekly,daily&sort=cheap&page=0'),
    );
    expect(state).toEqual({
      category: 'remont',
      search: 'x',
      priceFrom: null,
      priceTo: null,
      priceTypes: ['daily'],
      sort: 'newest',
      page: 1,
    });
  });

  it('parses prices: numbers not below 0, a comma decimal accepted', () => {
    expect(parsePrice('1500')).toBe(1500);
    expect(parsePrice('12,5')).toBe(12.5);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice(null)).toBeNull();
  });

  it('counts the filters in use besides the search', () => {
    expect(activeFilterCount(DEFAULT_SERVICES_STATE)).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_SERVICES_STATE, search: 'x', priceTo: 10, priceTypes: ['fixed'] }),
    ).toBe(2);
  });
});
