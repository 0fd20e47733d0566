import { describe, expect, it } from 'vitest';
import {
  NO_NARROWING,
  isNarrowed,
  parseCatalogPrice,
  readCatalogQuery,
  writeCatalogQuery,
  type CatalogQuery,
} from './catalogQuery';

const read = (search: string) => readCatalogQuery(new URLSearchParams(search));

const PLAIN: CatalogQuery = { page: 1, search: '', name: null, quality: null, ...NO_NARROWING };

describe('the catalogue URL state (ADR 0066)', () => {
  it('an address without parameters is the spec catalogue, and writes back to nothing', () => {
    expect(read('')).toEqual(PLAIN);
    expect(writeCatalogQuery(PLAIN)).toBe('');
    expect(isNarrowed(PLAIN)).toBe(false);
  });

  it('reads and writes every filter and the sort, and the address survives the round trip', () => {
    const query: CatalogQuery = {
      ...PLAIN,
      search: 'колёсная пара',
      name: 'Колёсные пары',
      quality: 'Новые',
      priceFrom: 1500,
      priceTo: 250000.5,
      inStock: true,
      conditions: ['new', 'repaired'],
      suppliers: [12, 15],
      cities: ['Самара', 'Нижний Тагил'],
      leadTime: 7,
      sort: 'priceAsc',
      page: 3,
    };
    const written = writeCatalogQuery(query);
    expect(written).toBe(
      'search=%D0%BA%D0%BE%D0%BB%D1%91%D1%81%D0%BD%D0%B0%D1%8F+%D0%BF%D0%B0%D1%80%D0%B0&name=%D0%9A%D0%BE%D0%BB%D1%91%D1%81%D0%BD%D1%8B%D0%B5+%D0%BF%D0%B0%D1%80%D1%8B&quality=%D0%9D%D0%BE%D0%B2%D1%8B%D0%B5' +
        '&priceFrom=1500&priceTo=250000.5&inStock=true&condition=new%2Crepaired&supplier=12%2C15&city=%D0%A1%D0%B0%D0%BC%D0%B0%D1%80%D0%B0%2C%D0%9D%D0%B8%D0%B6%D0%BD%D0%B8%D0%B9+%D0%A2%D0%B0%D0%B3%D0%B8%D0%BB&leadTime=7&sort=priceAsc&page=3',
    );
    expect(read(written)).toEqual(query);
    expect(isNarrowed(query)).toBe(true);
    // The sort alone narrows nothing: «Сбросить фильтры» is not offered for it.
    expect(isNarrowed({ ...PLAIN, sort: 'name' })).toBe(false);
  });

  it('drops what the API would refuse, so an edited address never breaks the page', () => {
    expect(
      read(
        'priceFrom=дёшево&priceTo=-5&inStock=yes&condition=used,new,new&supplier=0,abc,7&sort=cheap&leadTime=400',
      ),
    ).toEqual({
      ...PLAIN,
      conditions: ['new'],
      suppliers: [7],
    });
    expect(read(`city=${'Г'.repeat(101)},Самара`).cities).toEqual(['Самара']);
  });

  it('swaps a price range given the wrong way round, and keeps kopecks to two digits', () => {
    expect(read('priceFrom=900&priceTo=100')).toMatchObject({ priceFrom: 100, priceTo: 900 });
    expect(parseCatalogPrice('1 500')).toBeNull();
    expect(parseCatalogPrice('1500,5')).toBe(1500.5);
    expect(parseCatalogPrice('1500.555')).toBeNull();
  });

  it("keeps the spec's rule: a quality without a name is ignored", () => {
    expect(read('quality=Новые')).toEqual(PLAIN);
  });
});
