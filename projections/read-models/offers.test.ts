import { describe, expect, it } from 'vitest';
import { project } from '../../tests/support/catalog-history.ts';
import { recordedEvents } from '../../tests/support/recorded-events.ts';
import { offersProjection } from './offers.ts';
import { partsProjection } from './parts.ts';

const product = {
  name: 'Автосцепка СА-3',
  price: 61_500,
  description: '',
  categoryId: 3,
  quality: 'repaired',
  images: [],
  characteristics: [],
  deliverySet: [],
  normativeDocuments: [],
  componentDescriptions: [],
  services: [],
};

/** Every event of the offer's world: product, warehouse, company, membership, VAT setting. */
const events = recordedEvents(
  (event) => event.type,
  [
    {
      type: 'CompanyRegistered',
      data: {
        companyId: 4,
        name: 'АО «УралЛитьё»',
        inn: '6623158903',
        kpp: '662301001',
        ogrn: '1096623007810',
        legalAddress: 'Нижний Тагил',
        founderId: 20,
      },
    },
    { type: 'UserJoinedCompany', data: { userId: 20, companyId: 4, isCompanyAdmin: true } },
    { type: 'CompanyVerified', data: { companyId: 4 } },
    { type: 'VatKindSet', data: { sellerId: 20, vatKind: 'none' } },
    {
      type: 'WarehouseCreated',
      data: {
        warehouseId: 9,
        supplierId: 20,
        name: 'Склад',
        address: 'Восточное ш., 28',
        city: 'Нижний Тагил',
        workingHours: '',
      },
    },
    { type: 'ProductCreated', data: { productId: 42, supplierId: 20, ...product } },
    { type: 'ProductStockChanged', data: { productId: 42, stocks: [{ warehouseId: 9, quantity: 3 }] } },
    { type: 'ProductSubmitted', data: { productId: 42 } },
    { type: 'ProductPublished', data: { productId: 42 } },
    { type: 'ProductPartLinked', data: { productId: 42, partId: 7 } },
    // An edit under moderation: the published price stays the offer's until it is approved.
    { type: 'ProductSubmitted', data: { productId: 42 } },
    { type: 'ProductDetailsChanged', data: { productId: 42, ...product, price: 70_000 } },
    {
      type: 'WarehouseChanged',
      data: {
        warehouseId: 9,
        name: 'Склад',
        address: 'ул. Героев Хасана, 105',
        city: 'Пермь',
        workingHours: '',
      },
    },
  ],
);

describe('offers projection', () => {
  it('keeps each product, warehouse, company and seller as the offers table joins them, twice or once', async () => {
    const once = await project(offersProjection, [events]);
    expect(
      await project(offersProjection, [events.slice(0, 8), events.slice(0, 8), events.slice(6), events]),
    ).toEqual(once);
    const byId = new Map(once.map((doc) => [doc._id, doc]));
    expect(byId.get('product-42')).toMatchObject({
      partId: 7,
      status: 'submitted',
      live: { price: 61_500, quality: 'repaired' },
      current: { price: 70_000 },
      stocks: [{ warehouseId: 9, quantity: 3 }],
    });
    expect(byId.get('company-4')).toMatchObject({ name: 'АО «УралЛитьё»', verified: true });
    expect(byId.get('seller-20')).toMatchObject({ companyId: 4, vatKind: 'none' });
    expect(byId.get('warehouse-9')).toMatchObject({ city: 'Пермь' });
  });
});

describe('parts projection', () => {
  const partEvents = recordedEvents('part-7', [
    {
      type: 'PartCreated',
      data: { partId: 7, designation: 'СА-3', name: 'Автосцепка СА-3', categoryId: null },
    },
    {
      type: 'PartCrossReferenceAdded',
      data: { partId: 7, designation: '106.01.000-0', kind: 'same', source: 'чертёж' },
    },
    {
      type: 'PartCrossReferenceAdded',
      data: { partId: 7, designation: 'СА-4', kind: 'analogue', source: '' },
    },
    { type: 'PartCrossReferenceRemoved', data: { partId: 7, designation: 'СА-4' } },
  ]);

  it('finds a part by the normalised key of every designation, twice or once, and says who added a reference', async () => {
    const once = await project(partsProjection, [partEvents]);
    expect(await project(partsProjection, [partEvents.slice(0, 3), partEvents.slice(1), partEvents])).toEqual(
      once,
    );
    expect(once).toEqual([
      expect.objectContaining({
        id: 7,
        keys: ['са3', '106010000'],
        ownKeys: ['са3', '106010000'],
        crossReferences: [
          {
            designation: '106.01.000-0',
            kind: 'same',
            source: 'чертёж',
            addedBy: 1,
            addedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      }),
    ]);
  });
});
