import { describe, expect, it } from 'vitest';
import {
  parseProductId,
  sortCharacteristics,
  stockTotal,
  toAssetUrl,
  toProduct,
  toProductList,
} from './model';

const fullProduct = {
  id: 7,
  name: 'Колёсная пара РУ1Ш-957-Г',
  price: '285000.00',
  description: 'Новая колёсная пара.',
  quantity: 12,
  status: 'published',
  Images: [{ url: '/uploads/products/7-1.jpg' }, { url: 'uploads/products/7-2.jpg' }, { url: '' }],
  Supplier: { id: 42, email: 'supplier@example.ru' },
  Category: { id: 3, name: 'Колёсные пары', slug: 'kolesnye-pary' },
  Stocks: [
    {
      id: 1,
      warehouseId: 10,
      quantity: 8,
      Warehouse: {
        name: 'Склад Екатеринбург',
        address: 'ул. Монтажников, 4',
        city: 'Екатеринбург',
        workingHours: 'Пн–Пт 9:00–18:00',
      },
    },
    { id: 2, warehouseId: 11, quantity: '4', Warehouse: { name: 'Склад Омск', city: 'Омск' } },
  ],
  Characteristics: [
    { name: 'Комплектация', value: 'Полная' },
    { name: 'Завод-изготовитель', value: 'ЕВРАЗ НТМК' },
    { name: 'ГОСТ', value: 'ГОСТ 4835-2013' },
    { name: 'Вес, кг', value: 1200 },
    { name: 'Тип', value: 'РУ1Ш-957-Г' },
    { name: 'Год выпуска', value: '2024' },
  ],
  DeliverySet: {
    items: [
      {
        itemName: 'Ось',
        quantity: 1,
        unitWeight: '450.5',
        totalWeight: 450.5,
        pricePerUnit: '90000',
        totalPrice: 90000,
      },
      {
        itemName: 'Колесо',
        quantity: 2,
        unitWeight: 375,
        totalWeight: 750,
        pricePerUnit: 97500,
        totalPrice: 195000,
      },
      { quantity: 1 },
    ],
  },
  NormativeDocuments: [
    {
      name: 'Паспорт',
      standard: 'ГОСТ 4835-2013',
      documentNumber: 'П-123',
      filePath: 'uploads/docs/passport.pdf',
    },
    {
      name: 'Сертификат',
      standard: 'ТР ТС 001/2011',
      documentNumber: 'С-9',
      filePath: 'https://cdn.example.ru/cert.pdf',
    },
    { name: 'Акт', filePath: '/uploads/docs/act.pdf' },
  ],
  ComponentDescriptions: [{ componentName: 'Буксовый узел', description: 'Кассетный подшипник' }, {}],
  Services: [{ id: 5, name: 'Обточка колёсных пар' }, { id: 6 }],
};

describe('toProduct', () => {
  it('normalises PascalCase relations into the client model', () => {
    const product = toProduct(fullProduct)!;
    expect(product).toMatchObject({
      id: 7,
      name: 'Колёсная пара РУ1Ш-957-Г',
      price: 285000,
      quantity: 12,
      status: 'published',
      supplierId: 42,
      categoryId: 3,
      categoryName: 'Колёсные пары',
      categorySlug: 'kolesnye-pary',
    });
    expect(product.images.map((image) => image.url)).toEqual([
      '/uploads/products/7-1.jpg',
      '/uploads/products/7-2.jpg',
    ]);
    expect(product.stocks).toEqual([
      {
        id: 1,
        warehouseId: 10,
        quantity: 8,
        warehouse: {
          name: 'Склад Екатеринбург',
          address: 'ул. Монтажников, 4',
          city: 'Екатеринбург',
          workingHours: 'Пн–Пт 9:00–18:00',
        },
      },
      {
        id: 2,
        warehouseId: 11,
        quantity: 4,
        warehouse: { name: 'Склад Омск', address: null, city: 'Омск', workingHours: null },
      },
    ]);
    expect(product.services).toEqual([{ id: 5, name: 'Обточка колёсных пар' }]);
    expect(product.componentDescriptions).toEqual([
      { componentName: 'Буксовый узел', description: 'Кассетный подшипник' },
    ]);
  });

  it('sorts the characteristics in the order of the spec', () => {
    const product = toProduct(fullProduct)!;
    expect(product.characteristics.map((item) => item.name)).toEqual([
      'Тип',
      'Вес, кг',
      'ГОСТ',
      'Комплектация',
      'Завод-изготовитель',
      'Год выпуска',
    ]);
    expect(product.characteristics[1]!.value).toBe('1200');
  });

  it('reads the delivery set as a single object, a list of sets, DeliverySets, or bare items', () => {
    const single = toProduct(fullProduct)!.deliverySet;
    expect(single.map((item) => item.itemName)).toEqual(['Ось', 'Колесо']);
    expect(single[0]).toEqual({
      itemName: 'Ось',
      quantity: 1,
      unitWeight: 450.5,
      totalWeight: 450.5,
      pricePerUnit: 90000,
      totalPrice: 90000,
    });

    const sets = toProduct({
      id: 1,
      name: 'A',
      DeliverySet: [{ items: [{ itemName: 'X' }] }, { items: [{ itemName: 'Y' }] }],
    })!;
    expect(sets.deliverySet.map((item) => item.itemName)).toEqual(['X', 'Y']);

    const plural = toProduct({
      id: 1,
      name: 'A',
      DeliverySets: [{ items: [{ itemName: 'Z', unitWeight: '12 кг' }] }],
    })!;
    expect(plural.deliverySet).toEqual([
      {
        itemName: 'Z',
        quantity: null,
        unitWeight: '12 кг',
        totalWeight: null,
        pricePerUnit: null,
        totalPrice: null,
      },
    ]);

    const bare = toProduct({ id: 1, name: 'A', DeliverySet: [{ itemName: 'Болт', quantity: 4 }] })!;
    expect(bare.deliverySet.map((item) => item.itemName)).toEqual(['Болт']);

    expect(toProduct({ id: 1, name: 'A', DeliverySet: null })!.deliverySet).toEqual([]);
  });

  it('prefixes non-absolute document paths with the API base', () => {
    const documents = toProduct(fullProduct)!.normativeDocuments;
    expect(documents.map((doc) => doc.fileUrl)).toEqual([
      '/uploads/docs/passport.pdf',
      'https://cdn.example.ru/cert.pdf',
      '/uploads/docs/act.pdf',
    ]);
    expect(documents[0]).toMatchObject({
      name: 'Паспорт',
      standard: 'ГОСТ 4835-2013',
      documentNumber: 'П-123',
    });
    expect(documents[2]).toMatchObject({ standard: null, documentNumber: null });
  });

  it('gives empty lists and nulls for a minimal product', () => {
    expect(toProduct({ id: '15', name: ' Автосцепка СА-3 ' })).toEqual({
      id: '15',
      name: 'Автосцепка СА-3',
      price: null,
      description: '',
      quantity: null,
      status: null,
      images: [],
      supplierId: null,
      supplierName: null,
      quality: null,
      categoryId: null,
      categoryName: null,
      categorySlug: null,
      stocks: [],
      characteristics: [],
      deliverySet: [],
      normativeDocuments: [],
      componentDescriptions: [],
      services: [],
      partId: null,
    });
  });

  it('returns null without an id or a name', () => {
    expect(toProduct({ name: 'Без id' })).toBeNull();
    expect(toProduct({ id: 3, name: '  ' })).toBeNull();
    expect(toProduct(null)).toBeNull();
    expect(toProduct([fullProduct])).toBeNull();
  });
});

describe('toProductList', () => {
  it('reads { products, total, totalPages } and drops items without id or name', () => {
    const list = toProductList({
      products: [fullProduct, { id: 8 }, { name: 'Без id' }, 'мусор'],
      total: 40,
      totalPages: 4,
    });
    expect(list.products.map((product) => product.id)).toEqual([7]);
    expect(list.total).toBe(40);
    expect(list.totalPages).toBe(4);
  });

  it('accepts a bare array as one page', () => {
    const list = toProductList([fullProduct, { id: 9, name: 'Поглощающий аппарат' }]);
    expect(list).toMatchObject({ total: 2, totalPages: 1 });
    expect(list.products.map((product) => product.name)).toEqual([
      'Колёсная пара РУ1Ш-957-Г',
      'Поглощающий аппарат',
    ]);
  });

  it('computes the page count from total and limit when totalPages is absent', () => {
    expect(toProductList({ products: [], total: 25 }, 12)).toEqual({
      products: [],
      total: 25,
      totalPages: 3,
    });
    expect(toProductList({ products: [] }, 12)).toEqual({ products: [], total: 0, totalPages: 1 });
  });

  it('reads anything else as an empty list', () => {
    expect(toProductList(undefined)).toEqual({ products: [], total: 0, totalPages: 1 });
    expect(toProductList({ message: 'ok' })).toEqual({ products: [], total: 0, totalPages: 1 });
  });
});

describe('sortCharacteristics', () => {
  it('puts the known names first in the spec order, case-insensitively, and keeps the rest in order', () => {
    const names = [
      'Производитель',
      'используется в сцеплениях',
      'КОД ТН ВЭД',
      'Материал',
      'Толщина обода (мм)',
      'гост',
      'Срок службы',
      'ВЕС',
      'тип',
      'Комплектация',
    ];
    expect(sortCharacteristics(names.map((name) => ({ name }))).map((item) => item.name)).toEqual([
      'тип',
      'ВЕС',
      'Толщина обода (мм)',
      'Материал',
      'гост',
      'КОД ТН ВЭД',
      'используется в сцеплениях',
      'Комплектация',
      'Производитель',
      'Срок службы',
    ]);
  });

  it('does not take a longer name for a known one', () => {
    const sorted = sortCharacteristics([
      { name: 'Типоразмер' },
      { name: 'Весовая категория' },
      { name: 'Тип' },
    ]);
    expect(sorted.map((item) => item.name)).toEqual(['Тип', 'Типоразмер', 'Весовая категория']);
  });

  it('does not change the input', () => {
    const input = [{ name: 'Материал' }, { name: 'Тип' }];
    sortCharacteristics(input);
    expect(input.map((item) => item.name)).toEqual(['Материал', 'Тип']);
  });
});

describe('helpers', () => {
  it('toAssetUrl keeps absolute URLs and roots relative paths', () => {
    expect(toAssetUrl('uploads/a.pdf')).toBe('/uploads/a.pdf');
    expect(toAssetUrl('./uploads/a.pdf')).toBe('/uploads/a.pdf');
    expect(toAssetUrl('/uploads/a.pdf')).toBe('/uploads/a.pdf');
    expect(toAssetUrl('http://files.example.ru/a.pdf')).toBe('http://files.example.ru/a.pdf');
    expect(toAssetUrl('')).toBeNull();
    expect(toAssetUrl(null)).toBeNull();
  });

  it('parseProductId makes numeric ids numbers and rejects impossible ones', () => {
    expect(parseProductId('42')).toBe(42);
    expect(parseProductId('a1b2-c3')).toBe('a1b2-c3');
    expect(parseProductId('0')).toBeNull();
    expect(parseProductId('-3')).toBeNull();
    expect(parseProductId('1.5')).toBeNull();
    expect(parseProductId('99999999999999999999')).toBeNull();
    expect(parseProductId('')).toBeNull();
    expect(parseProductId(undefined)).toBeNull();
    expect(parseProductId('../etc')).toBeNull();
  });

  it('stockTotal sums the warehouses, else uses the product quantity', () => {
    const product = toProduct(fullProduct)!;
    expect(stockTotal(product)).toBe(12);
    expect(stockTotal({ stocks: [], quantity: 3 })).toBe(3);
    expect(stockTotal({ stocks: [], quantity: null })).toBeNull();
  });
});
