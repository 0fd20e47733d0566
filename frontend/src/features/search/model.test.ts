import { describe, expect, it } from 'vitest';
import { catalogSearchPath, isSearchable, productPath, toSearchProducts } from './model';

describe('toSearchProducts', () => {
  it('accepts { products } and a bare array', () => {
    const item = { id: 1, name: 'Колесная пара', price: 285000 };
    const expected = [{ id: 1, name: 'Колесная пара', price: 285000, image: null }];
    expect(toSearchProducts({ products: [item], total: 1 })).toEqual(expected);
    expect(toSearchProducts([item])).toEqual(expected);
  });

  it('reads anything else as no results', () => {
    expect(toSearchProducts(undefined)).toEqual([]);
    expect(toSearchProducts({ items: [{ id: 1, name: 'x' }] })).toEqual([]);
    expect(toSearchProducts('колесо')).toEqual([]);
  });

  it('picks the image from Images[0].url, images[0], image, then imageUrl', () => {
    const [a, b, c, d, e] = toSearchProducts([
      { id: 1, name: 'a', Images: [{ url: '/uploads/a.jpg' }], images: ['/uploads/x.jpg'], image: '/x.jpg' },
      { id: 2, name: 'b', Images: [], images: [{ url: 'https://cdn.test/b.jpg' }], image: '/x.jpg' },
      { id: 3, name: 'c', images: ['uploads/c.jpg'], imageUrl: '/x.jpg' },
      { id: 4, name: 'd', image: '', imageUrl: '/uploads/d.jpg' },
      { id: 5, name: 'e', image: 'data:image/png;base64,AAAA' },
    ]);
    const [f] = toSearchProducts([{ id: 6, name: 'f', Images: [{ url: null }], images: [] }]);
    expect(a?.image).toBe('/uploads/a.jpg');
    expect(b?.image).toBe('https://cdn.test/b.jpg');
    expect(c?.image).toBe('/uploads/c.jpg');
    expect(d?.image).toBe('/uploads/d.jpg');
    expect(e?.image).toBe('data:image/png;base64,AAAA');
    expect(f?.image).toBeNull();
  });

  it('keeps numeric and string prices, null otherwise', () => {
    const prices = toSearchProducts([
      { id: 1, name: 'a', price: 1250 },
      { id: 2, name: 'b', price: '48500.50' },
      { id: 3, name: 'c', price: null },
      { id: 4, name: 'd', price: 'договорная' },
      { id: 5, name: 'e' },
    ]).map((product) => product.price);
    expect(prices).toEqual([1250, 48500.5, null, null, null]);
  });

  it('drops items without an id or a name and keeps at most 5', () => {
    const products = toSearchProducts([
      { name: 'без id' },
      { id: 1, name: '' },
      { id: '', name: 'пустой id' },
      { id: 2 },
      null,
      ...Array.from({ length: 7 }, (_, i) => ({ id: 10 + i, name: `Товар ${i}` })),
    ]);
    expect(products.map((product) => product.id)).toEqual([10, 11, 12, 13, 14]);
  });
});

describe('paths', () => {
  it('builds the product and catalogue search routes', () => {
    expect(productPath(12)).toBe('/product/12');
    expect(productPath('a/b')).toBe('/product/a%2Fb');
    expect(catalogSearchPath(' колесо & ось ')).toBe(
      '/catalog?search=%D0%BA%D0%BE%D0%BB%D0%B5%D1%81%D0%BE%20%26%20%D0%BE%D1%81%D1%8C',
    );
  });

  it('searches from 2 characters after trimming', () => {
    expect(isSearchable('к')).toBe(false);
    expect(isSearchable(' к ')).toBe(false);
    expect(isSearchable('ко')).toBe(true);
  });
});
