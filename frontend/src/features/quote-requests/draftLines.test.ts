import { describe, expect, it } from 'vitest';
import { basketDraft, pickedDraft, sentBasketProducts, type BasketLineSource } from './draftLines';

const line = (patch: Partial<BasketLineSource>): BasketLineSource => ({
  productId: 1,
  name: 'Рама боковая 100.00.010-3',
  partNumber: '100.00.010-3',
  partId: null,
  quantity: 1,
  status: 'ok',
  seller: { id: 7, name: 'ООО Вагонсервис' },
  ...patch,
});

describe('the basket as a request for quotes', () => {
  it('asks for the linked part, else for the offer by its part number or name, with the quantity', () => {
    const draft = basketDraft([
      line({ productId: 1, partId: 42, quantity: 40 }),
      line({ productId: 2, partId: null, partNumber: 'ЧЕРТ-77', name: 'Колёсная пара', quantity: 16 }),
      line({ productId: 3, partId: null, partNumber: null, name: 'Фрикционный клин' }),
    ]);
    expect(
      draft.lines.map(({ partId, designation, quantity, basketProductId }) => ({
        partId,
        designation,
        quantity,
        basketProductId,
      })),
    ).toEqual([
      { partId: 42, designation: '100.00.010-3', quantity: '40', basketProductId: 1 },
      { partId: null, designation: 'ЧЕРТ-77', quantity: '16', basketProductId: 2 },
      { partId: null, designation: 'Фрикционный клин', quantity: '1', basketProductId: 3 },
    ]);
    expect(new Set(draft.lines.map((l) => l.key)).size).toBe(3);
  });

  it('asks the sellers of the offers and leaves a withdrawn offer out', () => {
    const draft = basketDraft([
      line({ productId: 1, seller: { id: 7, name: 'ООО Вагонсервис' } }),
      line({ productId: 2, seller: { id: 9, name: null } }),
      line({ productId: 3, status: 'unavailable', seller: { id: 11, name: 'Снятый' } }),
    ]);
    expect(draft.offers).toEqual([
      { productId: 1, supplierId: 7, supplierName: 'ООО Вагонсервис' },
      { productId: 2, supplierId: 9, supplierName: 'Поставщик № 9' },
    ]);
    expect(draft.lines.map((l) => l.basketProductId)).toEqual([1, 2]);
  });

  it('takes out of the basket only the lines the buyer kept in the request', () => {
    const draft = basketDraft([line({ productId: 1 }), line({ productId: 2 })]);
    const kept = [draft.lines[1]!, { ...draft.lines[0]!, key: 'typed', basketProductId: undefined }];
    expect(sentBasketProducts(kept)).toEqual([2]);
  });
});

describe('the catalogue picks as a request for quotes', () => {
  const gear = {
    id: 8,
    designation: 'Ш-2-В',
    name: 'Аппарат поглощающий',
    offers: [
      { productId: 21, supplier: { id: 7, name: 'ООО Вагонсервис' } },
      { productId: 22, supplier: { id: 9, name: 'АО Тормоз' } },
    ],
  };

  it('asks once per part with every seller of its offers, and by name for an offer of no part', () => {
    const draft = pickedDraft(
      [
        { productId: 21, name: 'Аппарат Ш-2-В', supplierId: 7, part: gear },
        { productId: 22, name: 'Аппарат Ш-2-В (ремонт)', supplierId: 9, part: gear },
        { productId: 30, name: 'Клин фрикционный', supplierId: 11, part: null },
      ],
      null,
    );
    expect(draft.lines.map(({ partId, designation }) => ({ partId, designation }))).toEqual([
      { partId: 8, designation: 'Ш-2-В' },
      { partId: null, designation: 'Клин фрикционный' },
    ]);
    expect(draft.offers.map((offer) => [offer.productId, offer.supplierId])).toEqual([
      [21, 7],
      [22, 9],
      [30, 11],
    ]);
  });

  it('does not ask the one who asks', () => {
    const draft = pickedDraft([{ productId: 21, name: 'Аппарат Ш-2-В', supplierId: 7, part: gear }], 7);
    expect(draft.offers.map((offer) => offer.supplierId)).toEqual([9]);
  });
});
