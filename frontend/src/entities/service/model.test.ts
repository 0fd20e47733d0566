import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../shared/lib/format';
import {
  canRequestService,
  categoryName,
  detailPrice,
  detailPriceSuffix,
  foundServicesText,
  listPrice,
  listPriceSuffix,
  normalizeServiceImages,
  servicesQuery,
  supplierName,
  toService,
} from './model';

describe('normalizeServiceImages', () => {
  it('keeps an array of URLs and of { url } objects, dropping blanks', () => {
    expect(normalizeServiceImages(['/a.jpg', ' ', '/b.jpg'])).toEqual(['/a.jpg', '/b.jpg']);
    expect(normalizeServiceImages([{ url: '/a.jpg' }, { url: '' }, { nope: 1 }, '/c.jpg'])).toEqual([
      '/a.jpg',
      '/c.jpg',
    ]);
  });

  it('reads a text holding one URL', () => {
    expect(normalizeServiceImages('/uploads/services/1.jpg')).toEqual(['/uploads/services/1.jpg']);
    expect(normalizeServiceImages('  https://cdn.test/x.png ')).toEqual(['https://cdn.test/x.png']);
  });

  it('reads a text holding a JSON array', () => {
    expect(normalizeServiceImages('["/a.jpg","/b.jpg"]')).toEqual(['/a.jpg', '/b.jpg']);
    expect(normalizeServiceImages('[{"url":"/a.jpg"}]')).toEqual(['/a.jpg']);
    expect(normalizeServiceImages('"/quoted.jpg"')).toEqual(['/quoted.jpg']);
  });

  it('gives no images for anything else', () => {
    expect(normalizeServiceImages(undefined)).toEqual([]);
    expect(normalizeServiceImages(null)).toEqual([]);
    expect(normalizeServiceImages('')).toEqual([]);
    expect(normalizeServiceImages('[broken')).toEqual([]);
    expect(normalizeServiceImages('[]')).toEqual([]);
    expect(normalizeServiceImages(42)).toEqual([]);
    expect(normalizeServiceImages({ url: '/a.jpg' })).toEqual([]);
  });
});

describe('toService', () => {
  it('fills absent fields and takes the supplier id from the supplier', () => {
    const service = toService({
      id: 5,
      name: 'Обточка',
      images: '["/1.jpg"]',
      priceType: 'weekly',
      supplier: { id: 9 },
    });
    expect(service).toMatchObject({
      id: 5,
      name: 'Обточка',
      shortDescription: '',
      price: null,
      priceType: null,
      images: ['/1.jpg'],
      isRemote: false,
      category: null,
      supplierId: 9,
    });
  });

  it('accepts capitalised associations', () => {
    const service = toService({
      id: 1,
      Category: { name: 'Дефектоскопия' },
      Supplier: { id: 2, email: 's@x.ru' },
    });
    expect(service.category?.name).toBe('Дефектоскопия');
    expect(service.supplier?.email).toBe('s@x.ru');
  });
});

describe('price suffixes', () => {
  it('list: hourly /час, daily /день, fixed and custom none', () => {
    expect(listPriceSuffix('hourly')).toBe('/час');
    expect(listPriceSuffix('daily')).toBe('/день');
    expect(listPriceSuffix('fixed')).toBe('');
    expect(listPriceSuffix('custom')).toBe('');
    expect(listPriceSuffix(null)).toBe('');
  });

  it('detail: fixed "фиксированная цена", hourly "/ час", daily "/ день"', () => {
    expect(detailPriceSuffix('fixed')).toBe('фиксированная цена');
    expect(detailPriceSuffix('hourly')).toBe('/ час');
    expect(detailPriceSuffix('daily')).toBe('/ день');
    expect(detailPriceSuffix('custom')).toBe('');
  });

  it('joins the formatted price and the suffix', () => {
    expect(listPrice({ price: 1500, priceType: 'hourly' })).toBe(`${formatPrice(1500)}/час`);
    expect(listPrice({ price: '1500.00', priceType: 'fixed' })).toBe(formatPrice(1500));
    expect(detailPrice({ price: 1500, priceType: 'daily' })).toBe(`${formatPrice(1500)} / день`);
    expect(detailPrice({ price: 12000, priceType: 'fixed' })).toBe(
      `${formatPrice(12000)} фиксированная цена`,
    );
    expect(detailPrice({ price: 12000, priceType: 'custom' })).toBe(formatPrice(12000));
    expect(listPrice({ price: null, priceType: 'hourly' })).toBe('Цена по запросу');
  });
});

describe('names', () => {
  it('category name or "Без категории"', () => {
    expect(categoryName({ category: { name: 'Логистика' } })).toBe('Логистика');
    expect(categoryName({ category: null })).toBe('Без категории');
    expect(categoryName({ category: { name: ' ' } })).toBe('Без категории');
  });

  it('supplier: first and last name, else e-mail, else "Поставщик"; absent "Поставщик не указан"', () => {
    expect(supplierName({ id: 1, firstName: 'Иван', lastName: 'Петров', email: 'i@p.ru' })).toBe(
      'Иван Петров',
    );
    expect(supplierName({ id: 1, firstName: 'Иван', lastName: null })).toBe('Иван');
    expect(supplierName({ id: 1, firstName: ' ', email: 'i@p.ru' })).toBe('i@p.ru');
    expect(supplierName({ id: 1 })).toBe('Поставщик');
    expect(supplierName(null)).toBe('Поставщик не указан');
    expect(supplierName(undefined)).toBe('Поставщик не указан');
    // The server's name comes first: the company's while the supplier gave none (ADR 0058).
    expect(
      supplierName({
        id: 1,
        firstName: null,
        lastName: null,
        email: 'i@p.ru',
        displayName: 'ООО «Вагонсервис»',
      }),
    ).toBe('ООО «Вагонсервис»');
  });
});

describe('canRequestService', () => {
  const service = { supplier: { id: 7 }, supplierId: 7 };

  it('is false for a guest', () => {
    expect(canRequestService(null, service)).toBe(false);
  });

  it('is false for the service supplier, whatever the id type', () => {
    expect(canRequestService({ id: 7 }, service)).toBe(false);
    expect(canRequestService({ id: '7' }, service)).toBe(false);
    expect(canRequestService({ id: 7 }, { supplier: null, supplierId: '7' })).toBe(false);
  });

  it('is true for another signed-in user, and when the service has no supplier', () => {
    expect(canRequestService({ id: 8 }, service)).toBe(true);
    expect(canRequestService({ id: 8 }, { supplier: null, supplierId: null })).toBe(true);
  });
});

describe('foundServicesText', () => {
  it.each([
    [0, 'Найдено: 0 услуг'],
    [1, 'Найдено: 1 услуга'],
    [2, 'Найдено: 2 услуги'],
    [4, 'Найдено: 4 услуги'],
    [5, 'Найдено: 5 услуг'],
    [11, 'Найдено: 11 услуг'],
    [12, 'Найдено: 12 услуг'],
    [21, 'Найдено: 21 услуга'],
    [22, 'Найдено: 22 услуги'],
    [111, 'Найдено: 111 услуг'],
  ])('%i → %s', (count, text) => {
    expect(foundServicesText(count)).toBe(text);
  });
});

describe('servicesQuery', () => {
  it('always sends page, limit and sort, and leaves empty filters out', () => {
    expect(servicesQuery({ page: 1, limit: 12, sort: 'newest', search: '  ', priceTypes: [] })).toEqual({
      page: 1,
      limit: 12,
      sort: 'newest',
      search: undefined,
      categoryId: undefined,
      priceFrom: undefined,
      priceTo: undefined,
      priceType: undefined,
    });
  });

  it('sends every filter, price types comma-separated', () => {
    expect(
      servicesQuery({
        page: 3,
        limit: 12,
        sort: 'priceDesc',
        search: ' обточка ',
        categoryId: 4,
        priceFrom: 0,
        priceTo: 5000,
        priceTypes: ['hourly', 'daily'],
      }),
    ).toMatchObject({
      page: 3,
      sort: 'priceDesc',
      search: 'обточка',
      categoryId: 4,
      priceFrom: 0,
      priceTo: 5000,
      priceType: 'hourly,daily',
    });
  });

  it('drops negative and non-finite prices', () => {
    const query = servicesQuery({ page: 1, limit: 12, sort: 'newest', priceFrom: -1, priceTo: Number.NaN });
    expect(query.priceFrom).toBeUndefined();
    expect(query.priceTo).toBeUndefined();
  });
});
