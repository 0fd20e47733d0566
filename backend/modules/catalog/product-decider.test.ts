import { describe, expect, it } from 'vitest';
import { forbiddenCharacter } from '../../../shared/text/index.ts';
import { DeciderSpecification, DomainError, forbiddenCharacterMessage } from '../../kit/write/index.ts';
import { productEvents, type ProductDetails, type ProductEvent } from './events.ts';
import { canSee, productDecider, publicVersion, type Actor, type StockOrderStep } from './product-decider.ts';
import {
  LIMITS,
  MESSAGES,
  checkProductDetails,
  checkReason,
  checkStocks,
  isFileUrl,
  parseQuality,
} from './rules.ts';
import { assetUrl } from './view.ts';

function refusal(action: () => unknown): DomainError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

const spec = DeciderSpecification.for(productDecider, productEvents);

const supplier: Actor = { userId: 7, role: 'supplier' };
const otherSupplier: Actor = { userId: 8, role: 'supplier' };
const buyer: Actor = { userId: 9, role: 'buyer' };
const admin: Actor = { userId: 1, role: 'admin' };

const details: ProductDetails = checkProductDetails({
  name: 'Рама боковая 100.00.010-1',
  price: 168000,
  description: 'Литая боковая рама тележки 18-100.',
  categoryId: 3,
  quality: 'new',
  characteristics: [{ name: 'ГОСТ', value: 'ГОСТ 32400-2013' }],
});

const created: ProductEvent = { type: 'ProductCreated', data: { productId: 42, supplierId: 7, ...details } };
const submitted: ProductEvent = { type: 'ProductSubmitted', data: { productId: 42 } };
const published: ProductEvent = { type: 'ProductPublished', data: { productId: 42 } };
const rejected: ProductEvent = { type: 'ProductRejected', data: { productId: 42, reason: 'Нет фото' } };
const archived: ProductEvent = { type: 'ProductArchived', data: { productId: 42 } };

describe('product rules', () => {
  it('normalises what a supplier writes: trimmed texts, kopecks, delivery-set totals', () => {
    const checked = checkProductDetails({
      name: '  Колёсная пара РУ1Ш-957-Г ',
      price: 465000.5,
      categoryId: 2,
      quality: 'Отремонтированные',
      images: ['/uploads/images/a.png', 'uploads/images/b.webp', 'https://cdn.example.ru/c.jpg'],
      deliverySet: {
        items: [{ itemName: 'Колёсная пара', quantity: 2, unitWeight: 1380, pricePerUnit: 465000 }],
      },
      normativeDocuments: [
        {
          name: 'ТУ',
          standard: 'ГОСТ 4835-2013',
          documentNumber: '4835-2013',
          filePath: 'uploads/documents/g.pdf',
        },
      ],
    });
    expect(checked).toMatchObject({
      name: 'Колёсная пара РУ1Ш-957-Г',
      price: 465000.5,
      description: '',
      quality: 'repaired',
      deliverySet: [
        {
          itemName: 'Колёсная пара',
          quantity: 2,
          unitWeight: 1380,
          totalWeight: 2760,
          pricePerUnit: 465000,
          totalPrice: 930000,
        },
      ],
    });
  });

  it('reads the optional forms a seed or an import row writes: absent, null, blank, numbers', () => {
    const checked = checkProductDetails({
      ...details,
      partNumber: '   ',
      description: null,
      characteristics: [
        { name: 'Масса, кг', value: 1380 },
        { name: 'Клеймо', value: null },
      ],
      deliverySet: [{ itemName: 'Букса', quantity: 4, totalWeight: null, pricePerUnit: 1200.5 }],
      normativeDocuments: [{ name: 'Паспорт', filePath: '' }],
      componentDescriptions: [{ componentName: ' Колесо ' }],
      services: null,
    });
    expect(checked).toMatchObject({
      partNumber: null,
      description: '',
      characteristics: [
        { name: 'Масса, кг', value: '1380' },
        { name: 'Клеймо', value: '' },
      ],
      deliverySet: [
        {
          itemName: 'Букса',
          quantity: 4,
          unitWeight: null,
          totalWeight: null,
          pricePerUnit: 1200.5,
          totalPrice: 4802,
        },
      ],
      normativeDocuments: [{ name: 'Паспорт', standard: '', documentNumber: '', filePath: null }],
      componentDescriptions: [{ componentName: 'Колесо', description: '' }],
      services: [],
    });
    expect(
      refusal(() =>
        checkProductDetails({ ...details, images: Array(LIMITS.images + 1).fill('/uploads/a.png') }),
      ).fields,
    ).toEqual({
      images: MESSAGES.images,
    });
    expect(
      refusal(() => checkProductDetails({ ...details, deliverySet: { items: [{ itemName: 'Букса' }] } }))
        .fields,
    ).toEqual({
      deliverySet: MESSAGES.deliverySet,
    });
  });

  it('names every failed field with its Russian message', () => {
    const error = refusal(() =>
      checkProductDetails({
        name: ' ',
        price: -1,
        categoryId: 'x',
        quality: 'б/у',
        images: ['javascript:alert(1)'],
        characteristics: [{}],
      }),
    );
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      name: MESSAGES.name,
      price: MESSAGES.price,
      categoryId: MESSAGES.categoryId,
      quality: MESSAGES.quality,
      images: MESSAGES.images,
      characteristics: MESSAGES.characteristics,
    });
    expect(refusal(() => checkProductDetails({ ...details, price: 10.001 })).fields).toEqual({
      price: MESSAGES.price,
    });
    expect(
      refusal(() => checkProductDetails({ ...details, images: ['//evil.example/x.png'] })).fields,
    ).toEqual({
      images: MESSAGES.images,
    });
    expect(refusal(() => checkProductDetails(null)).status).toBe(400);
  });

  // Every form a browser would resolve to another site: protocol-relative, backslashes (read as
  // slashes), leading control characters and whitespace (stripped before parsing), other schemes.
  it.each([
    ['/uploads/images/a.png', true],
    ['uploads/images/a.png', true],
    ['https://cdn.example.ru/c.jpg', true],
    ['//evil.example/x.png', false],
    ['/\\evil.example/x.png', false],
    ['\\evil.example/x.png', false],
    ['\\/evil.example/x.png', false],
    ['\\\\evil.example/x.png', false],
    ['/uploads\\..\\x.png', false],
    ['https:\\\\evil.example/x.png', false],
    ['\u0001//evil.example/x.png', false],
    ['\u0000/uploads/x.png', false],
    ['/uploads/x\u007f.png', false],
    [' //evil.example/x.png', false],
    ['\t//evil.example/x.png', false],
    ['/\t/evil.example/x.png', false],
    ['javascript:alert(1)', false],
    ['/uploads/../secret.png', false],
  ] as const)('a file address %j is accepted: %s', (url, accepted) => {
    expect(isFileUrl(url)).toBe(accepted);
    const withImage = { ...details, images: [url] };
    const withDocument = {
      ...details,
      normativeDocuments: [{ name: 'Паспорт', standard: '', documentNumber: '', filePath: url }],
    };
    if (accepted) {
      expect(checkProductDetails(withImage).images).toEqual([url]);
      expect(checkProductDetails(withDocument).normativeDocuments[0]!.filePath).toBe(url);
    } else {
      // A character no text may hold is told as such (ADR 0051); any other bad address by the field's rule.
      const character = forbiddenCharacter(url);
      const told = (rule: string): string => (character ? forbiddenCharacterMessage(character) : rule);
      expect(refusal(() => checkProductDetails(withImage)).fields).toEqual({ images: told(MESSAGES.images) });
      expect(refusal(() => checkProductDetails(withDocument)).fields).toEqual({
        normativeDocuments: told(MESSAGES.normativeDocuments),
      });
    }
  });

  it('writes stored paths from the site root with one slash: never another host', () => {
    expect(
      ['uploads/a.png', './uploads/a.png', '/uploads/a.png', 'https://cdn.example.ru/c.jpg'].map(assetUrl),
    ).toEqual(['/uploads/a.png', '/uploads/a.png', '/uploads/a.png', 'https://cdn.example.ru/c.jpg']);
    for (const stored of [
      '\\evil.example/x.png',
      '\\/evil.example/x.png',
      '/\\evil.example/x.png',
      '//evil.example/x.png',
    ]) {
      expect(assetUrl(stored)).toBe('/evil.example/x.png');
    }
  });

  it('reads the quality filter in Russian or in English', () => {
    expect(['Новые', 'новые', 'new', 'Новый'].map(parseQuality)).toEqual(['new', 'new', 'new', 'new']);
    expect(['Отремонтированные', 'repaired'].map(parseQuality)).toEqual(['repaired', 'repaired']);
    expect(parseQuality('б/у')).toBeNull();
  });

  it('takes stock levels as whole numbers, each warehouse once, and leaves out zeros', () => {
    expect(
      checkStocks([
        { warehouseId: 1, quantity: 5 },
        { warehouseId: 2, quantity: 0 },
      ]),
    ).toEqual([{ warehouseId: 1, quantity: 5 }]);
    for (const bad of [
      [{ warehouseId: 1, quantity: 1.5 }],
      [{ warehouseId: 1, quantity: -1 }],
      [
        { warehouseId: 1, quantity: 1 },
        { warehouseId: 1, quantity: 2 },
      ],
      undefined,
      'x',
    ]) {
      expect(refusal(() => checkStocks(bad)).fields).toEqual({ stocks: MESSAGES.stocks });
    }
  });
});

describe('product lifecycle', () => {
  it('a supplier drafts a product in an existing category', () => {
    spec
      .given()
      .when({ kind: 'create', productId: 42, details, actor: supplier, categoryKnown: true })
      .then([created]);
    spec
      .given()
      .when({ kind: 'create', productId: 42, details, actor: supplier, categoryKnown: false })
      .thenRefused({ status: 400, message: MESSAGES.categoryNotFound });
    spec
      .given()
      .when({ kind: 'create', productId: 42, details, actor: admin, categoryKnown: true })
      .thenRefused({ status: 403, message: MESSAGES.supplierOnly });
  });

  it('a buyer lists a part of their own ("Продать зап.части"), and owns it like a supplier', () => {
    const listed = { ...created, data: { ...created.data, supplierId: buyer.userId! } };
    spec
      .given()
      .when({ kind: 'create', productId: 42, details, actor: buyer, categoryKnown: true })
      .then([listed]);
    spec.given(listed).when({ kind: 'submit', actor: buyer, categoryKnown: true }).then([submitted]);
  });

  it('draft → submitted → published; a second submit or publish changes nothing', () => {
    spec.given(created).when({ kind: 'submit', actor: supplier, categoryKnown: true }).then([submitted]);
    spec.given(created, submitted).when({ kind: 'submit', actor: supplier, categoryKnown: true }).then([]);
    spec
      .given(created, submitted)
      .when({ kind: 'publish', actor: admin, categoryKnown: true })
      .then([published]);
    spec
      .given(created, submitted, published)
      .when({ kind: 'publish', actor: admin, categoryKnown: true })
      .then([]);
    spec
      .given(created, submitted, published)
      .when({ kind: 'submit', actor: supplier, categoryKnown: true })
      .thenRefused({ status: 409, message: MESSAGES.alreadyPublished });
  });

  it('only a moderator publishes or rejects, and only a product on moderation', () => {
    spec
      .given(created, submitted)
      .when({ kind: 'publish', actor: supplier, categoryKnown: true })
      .thenRefused({ status: 403, message: 'У вас нет прав для выполнения этого действия' });
    spec
      .given(created)
      .when({ kind: 'publish', actor: admin, categoryKnown: true })
      .thenRefused({ status: 409, message: MESSAGES.notSubmitted });
    spec
      .given(created)
      .when({ kind: 'reject', actor: admin, reason: 'x' })
      .thenRefused({ status: 409, message: MESSAGES.notSubmitted });
    spec
      .given(created, submitted)
      .when({ kind: 'publish', actor: admin, categoryKnown: false })
      .thenRefused({ status: 400, message: MESSAGES.categoryNotFound });
    spec
      .given(created, submitted)
      .when({ kind: 'publish', actor: { userId: null, role: 'system' }, categoryKnown: true })
      .then([published]);
  });

  it('a rejected product keeps its reason and can be submitted again', () => {
    spec
      .given(created, submitted)
      .when({ kind: 'reject', actor: admin, reason: 'Нет фото' })
      .then([rejected]);
    spec
      .given(created, submitted, rejected)
      .when({ kind: 'submit', actor: supplier, categoryKnown: true })
      .then([submitted]);
  });

  it('an edit of a published product goes back to moderation, submitted first so the published version stays aside; of a draft it does not', () => {
    const changed = { ...details, name: `${details.name} усиленная` };
    spec
      .given(created, submitted, published)
      .when({ kind: 'edit', details: changed, actor: supplier, categoryKnown: true })
      .then([submitted, { type: 'ProductDetailsChanged', data: { productId: 42, ...changed } }]);
    spec
      .given(created)
      .when({ kind: 'edit', details: changed, actor: supplier, categoryKnown: true })
      .then([{ type: 'ProductDetailsChanged', data: { productId: 42, ...changed } }]);
    spec
      .given(created, submitted, published)
      .when({ kind: 'edit', details, actor: supplier, categoryKnown: true })
      .then([]);
  });

  it('a new price alone keeps a published product published; no part number equals an absent one', () => {
    const repriced = { ...details, price: 170000 };
    spec
      .given(created, submitted, published)
      .when({ kind: 'edit', details: repriced, actor: supplier, categoryKnown: true })
      .then([{ type: 'ProductDetailsChanged', data: { productId: 42, ...repriced } }]);
    spec
      .given(created)
      .when({ kind: 'edit', details: { ...details, partNumber: null }, actor: supplier, categoryKnown: true })
      .then([]);
  });

  it('archived products are frozen until restored as drafts; the owner or a moderator archives', () => {
    spec.given(created, published).when({ kind: 'archive', actor: admin }).then([archived]);
    spec.given(created).when({ kind: 'archive', actor: supplier }).then([archived]);
    spec.given(created, archived).when({ kind: 'archive', actor: supplier }).then([]);
    spec
      .given(created, archived)
      .when({ kind: 'edit', details, actor: supplier, categoryKnown: true })
      .thenRefused({ status: 409, message: MESSAGES.archived });
    spec
      .given(created, archived)
      .when({ kind: 'submit', actor: supplier, categoryKnown: true })
      .thenRefused({ status: 409, message: MESSAGES.archived });
    spec
      .given(created, archived)
      .when({ kind: 'restore', actor: supplier })
      .then([{ type: 'ProductRestored', data: { productId: 42 } }]);
    spec
      .given(created)
      .when({ kind: 'restore', actor: supplier })
      .thenRefused({ status: 409, message: MESSAGES.notArchived });
  });

  it('hides what others may not see (404) and refuses what is someone else’s (403)', () => {
    // a draft: only its supplier and moderators know it exists
    spec
      .given(created)
      .when({ kind: 'submit', actor: otherSupplier, categoryKnown: true })
      .thenRefused({ status: 404, message: MESSAGES.productNotFound });
    spec
      .given(created)
      .when({ kind: 'archive', actor: buyer })
      .thenRefused({ status: 404, message: MESSAGES.productNotFound });
    // published: public, but still not theirs
    spec
      .given(created, submitted, published)
      .when({ kind: 'edit', details, actor: otherSupplier, categoryKnown: true })
      .thenRefused({ status: 403, message: MESSAGES.notOwner });
    spec
      .given(created, submitted, published)
      .when({ kind: 'archive', actor: buyer })
      .thenRefused({ status: 403, message: MESSAGES.notOwner });
    spec
      .given()
      .when({ kind: 'submit', actor: supplier, categoryKnown: true })
      .thenRefused({ status: 404, message: MESSAGES.productNotFound });
    const state = spec.given(created).state;
    expect([null, buyer, otherSupplier, supplier, admin].map((actor) => canSee(state, actor))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('keeps the published version public and orderable while an edit of it is moderated or rejected, until approved or archived', () => {
    const changed = { ...details, name: `${details.name} усиленная` };
    const edited: ProductEvent = { type: 'ProductDetailsChanged', data: { productId: 42, ...changed } };
    const rejected: ProductEvent = { type: 'ProductRejected', data: { productId: 42, reason: 'Нет ГОСТ' } };
    const pending = spec.given(created, submitted, published, submitted, edited).state;
    expect(pending).toMatchObject({ status: 'submitted', details: changed, live: details });
    expect(publicVersion(pending)).toEqual(details);
    expect(canSee(pending, null)).toBe(true);
    const refused = spec.given(created, submitted, published, submitted, edited, rejected).state;
    expect([refused.status, publicVersion(refused)]).toEqual(['rejected', details]);
    expect(canSee(refused, buyer)).toBe(true);
    // resubmitted and approved: the edit is the public version
    const approved = spec.given(
      created,
      submitted,
      published,
      submitted,
      edited,
      rejected,
      submitted,
      published,
    ).state;
    expect([approved.live, publicVersion(approved)]).toEqual([null, changed]);
    // archived: nothing is public any more
    expect(
      publicVersion(spec.given(created, submitted, published, submitted, edited, archived).state),
    ).toBeNull();
    expect(publicVersion(spec.given(created).state)).toBeNull();
  });
});

describe('moderation and ownership, case by case', () => {
  const noRights = 'У вас нет прав для выполнения этого действия';

  it('a supplier may not reject, not even their own product (403); another supplier does not see it (404)', () => {
    spec
      .given(created, submitted)
      .when({ kind: 'reject', actor: supplier, reason: 'Сам себе' })
      .thenRefused({ status: 403, message: noRights });
    spec
      .given(created, submitted)
      .when({ kind: 'reject', actor: otherSupplier, reason: 'Чужой' })
      .thenRefused({ status: 404, message: MESSAGES.productNotFound });
    spec
      .given(created, submitted, published)
      .when({ kind: 'reject', actor: otherSupplier, reason: 'Чужой' })
      .thenRefused({ status: 403, message: noRights });
  });

  it('a published or rejected product is not published or rejected again, except that publishing twice changes nothing', () => {
    spec
      .given(created, submitted, published)
      .when({ kind: 'publish', actor: admin, categoryKnown: true })
      .then([]);
    spec
      .given(created, submitted, published)
      .when({ kind: 'reject', actor: admin, reason: 'Поздно' })
      .thenRefused({ status: 409, message: MESSAGES.notSubmitted });
    spec
      .given(created, submitted, rejected)
      .when({ kind: 'publish', actor: admin, categoryKnown: true })
      .thenRefused({ status: 409, message: MESSAGES.notSubmitted });
    spec
      .given(created, submitted, rejected)
      .when({ kind: 'reject', actor: admin, reason: 'Ещё раз' })
      .thenRefused({ status: 409, message: MESSAGES.notSubmitted });
    spec
      .given(created, archived)
      .when({ kind: 'publish', actor: admin, categoryKnown: true })
      .thenRefused({ status: 409, message: MESSAGES.notSubmitted });
  });

  it('another supplier may not archive a published product (403) nor a draft they cannot see (404)', () => {
    spec
      .given(created, submitted, published)
      .when({ kind: 'archive', actor: otherSupplier })
      .thenRefused({ status: 403, message: MESSAGES.notOwner });
    spec
      .given(created)
      .when({ kind: 'archive', actor: otherSupplier })
      .thenRefused({ status: 404, message: MESSAGES.productNotFound });
    spec.given(created, submitted, published).when({ kind: 'archive', actor: supplier }).then([archived]);
  });

  it('only the owner restores: a moderator is refused (403), others do not see the archive (404)', () => {
    spec
      .given(created, archived)
      .when({ kind: 'restore', actor: admin })
      .thenRefused({ status: 403, message: MESSAGES.notOwner });
    spec
      .given(created, archived)
      .when({ kind: 'restore', actor: { userId: null, role: 'system' } })
      .thenRefused({ status: 403, message: MESSAGES.notOwner });
    for (const actor of [otherSupplier, buyer]) {
      spec
        .given(created, archived)
        .when({ kind: 'restore', actor })
        .thenRefused({ status: 404, message: MESSAGES.productNotFound });
    }
  });

  it('an edit of a product on moderation or rejected keeps its status: only a published one is sent back', () => {
    const changed = { ...details, price: 170000 };
    const detailsChanged: ProductEvent = {
      type: 'ProductDetailsChanged',
      data: { productId: 42, ...changed },
    };
    for (const [history, status] of [
      [[created, submitted], 'submitted'],
      [[created, submitted, rejected], 'rejected'],
    ] as const) {
      spec
        .given(...history)
        .when({ kind: 'edit', details: changed, actor: supplier, categoryKnown: true })
        .then([detailsChanged]);
      const after = spec.given(...history, detailsChanged).state;
      expect([status, after.status, after.details]).toEqual([status, status, changed]);
    }
  });

  it('an edit into an unknown category is refused, naming the field', () => {
    spec
      .given(created)
      .when({ kind: 'edit', details: { ...details, categoryId: 999 }, actor: supplier, categoryKnown: false })
      .thenRefused({
        status: 400,
        message: MESSAGES.categoryNotFound,
        fields: { categoryId: MESSAGES.categoryNotFound },
      });
  });

  it('a rejection needs a reason of at most 1000 characters, trimmed', () => {
    for (const reason of ['', '   ', undefined, null, 5, 'я'.repeat(LIMITS.reason + 1)]) {
      const error = refusal(() => checkReason(reason));
      expect([error.status, error.message, error.fields]).toEqual([
        400,
        MESSAGES.reason,
        { reason: MESSAGES.reason },
      ]);
    }
    expect(checkReason('  Нет фото  ')).toBe('Нет фото');
    expect(checkReason('я'.repeat(LIMITS.reason))).toHaveLength(LIMITS.reason);
  });
});

describe('stock per warehouse', () => {
  const own = new Map([
    [1, { supplierId: 7 }],
    [2, { supplierId: 7 }],
  ]);
  const foreign = new Map([[3, { supplierId: 8 }]]);

  it('the owner states the stock of their warehouses; the same stock again changes nothing', () => {
    const stocks = [
      { warehouseId: 1, quantity: 5 },
      { warehouseId: 2, quantity: 3 },
    ];
    spec
      .given(created)
      .when({ kind: 'setStock', actor: supplier, stocks, warehouses: own })
      .then([{ type: 'ProductStockChanged', data: { productId: 42, stocks } }]);
    spec
      .given(created, { type: 'ProductStockChanged', data: { productId: 42, stocks } })
      .when({ kind: 'setStock', actor: supplier, stocks, warehouses: own })
      .then([]);
    // Stock changes need no moderation: a published product stays published.
    const state = spec.given(created, submitted, published, {
      type: 'ProductStockChanged',
      data: { productId: 42, stocks },
    }).state;
    expect(state.status).toBe('published');
    expect(state.stocks).toEqual(stocks);
  });

  it('refuses other suppliers’ and unknown warehouses, duplicates, and archived products', () => {
    spec
      .given(created)
      .when({
        kind: 'setStock',
        actor: supplier,
        stocks: [{ warehouseId: 3, quantity: 1 }],
        warehouses: foreign,
      })
      .thenRefused({ status: 400, message: MESSAGES.foreignWarehouse });
    spec
      .given(created)
      .when({ kind: 'setStock', actor: supplier, stocks: [{ warehouseId: 9, quantity: 1 }], warehouses: own })
      .thenRefused({ status: 400, message: MESSAGES.foreignWarehouse });
    spec
      .given(created)
      .when({
        kind: 'setStock',
        actor: supplier,
        stocks: [
          { warehouseId: 1, quantity: 1 },
          { warehouseId: 1, quantity: 2 },
        ],
        warehouses: own,
      })
      .thenRefused({ status: 400, message: MESSAGES.stocks });
    spec
      .given(created, archived)
      .when({ kind: 'setStock', actor: supplier, stocks: [], warehouses: own })
      .thenRefused({ status: 409, message: MESSAGES.archived });
    spec
      .given(created, submitted, published)
      .when({ kind: 'setStock', actor: otherSupplier, stocks: [], warehouses: own })
      .thenRefused({ status: 403, message: MESSAGES.notOwner });
  });
});

describe('stock coming and going one warehouse at a time (adjustStock)', () => {
  const stocks = [
    { warehouseId: 1, quantity: 5 },
    { warehouseId: 2, quantity: 3 },
  ];
  const stocked: ProductEvent = { type: 'ProductStockChanged', data: { productId: 42, stocks } };
  const mine = { supplierId: 7 };
  const receipt = { orderId: 31, step: 'receipt' } as const;
  const restock = { orderId: 32, step: 'restock' } as const;
  const changed = (after: typeof stocks, order: StockOrderStep): ProductEvent[] => [
    { type: 'ProductStockChanged', data: { productId: 42, stocks: after, order } },
  ];
  const back = (warehouseId: number, delta: number, warehouse: { supplierId: number } | null = mine) =>
    ({ kind: 'adjustStock', actor: supplier, warehouseId, delta, warehouse, order: restock }) as const;
  const taken = (warehouseId: number, delta: number) =>
    ({ kind: 'adjustStock', actor: supplier, warehouseId, delta, warehouse: null, order: receipt }) as const;

  it('counts from the stock the stream holds: pieces back are added, pieces taken are subtracted, never below zero', () => {
    spec
      .given(created, stocked)
      .when(back(2, 4))
      .then(
        changed(
          [
            { warehouseId: 1, quantity: 5 },
            { warehouseId: 2, quantity: 7 },
          ],
          restock,
        ),
      );
    spec
      .given(created, stocked)
      .when(back(3, 2))
      .then(changed([...stocks, { warehouseId: 3, quantity: 2 }], restock));
    spec
      .given(created, stocked)
      .when(taken(1, -9))
      .then(changed([{ warehouseId: 2, quantity: 3 }], receipt));
    // Nothing held there and nothing to take: the count stays, and the step is recorded as counted.
    spec.given(created, stocked).when(taken(4, -1)).then(changed(stocks, receipt));
  });

  it('counts each order step once: run again (a retry, the follow-up, the sweep) it changes nothing (ADR 0084)', () => {
    const [countedBack] = changed(
      [
        { warehouseId: 1, quantity: 5 },
        { warehouseId: 2, quantity: 7 },
      ],
      restock,
    );
    spec.given(created, stocked, countedBack!).when(back(2, 4)).then([]);
    // A stock edit after the step does not make the step count again.
    spec.given(created, countedBack!, stocked).when(back(2, 4)).then([]);
    const [countedTaken] = changed([{ warehouseId: 2, quantity: 3 }], receipt);
    spec.given(created, stocked, countedTaken!).when(taken(1, -9)).then([]);
    // The same order's other step, and another order's same step, still count.
    spec
      .given(created, stocked, countedTaken!)
      .when({ ...back(1, 2), order: { orderId: 31, step: 'restock' } })
      .then(
        changed(
          [
            { warehouseId: 2, quantity: 3 },
            { warehouseId: 1, quantity: 2 },
          ],
          { orderId: 31, step: 'restock' },
        ),
      );
    spec
      .given(created, stocked, countedTaken!)
      .when({ ...taken(2, -1), order: { orderId: 33, step: 'receipt' } })
      .then(changed([{ warehouseId: 2, quantity: 2 }], { orderId: 33, step: 'receipt' }));
  });

  it('brings pieces only into the seller’s own warehouse, of a product not archived; another seller does not see a draft', () => {
    spec
      .given(created, stocked)
      .when(back(3, 1, { supplierId: 8 }))
      .thenRefused({ status: 400, message: MESSAGES.foreignWarehouse });
    spec
      .given(created, stocked)
      .when(back(3, 1, null))
      .thenRefused({ status: 400, message: MESSAGES.foreignWarehouse });
    spec
      .given(created, stocked, archived)
      .when(back(1, 1))
      .thenRefused({ status: 409, message: MESSAGES.archived });
    // Pieces a buyer received at a pickup leave the stock of an archived product too.
    spec
      .given(created, stocked, archived)
      .when(taken(1, -2))
      .then(
        changed(
          [
            { warehouseId: 1, quantity: 3 },
            { warehouseId: 2, quantity: 3 },
          ],
          receipt,
        ),
      );
    spec
      .given(created, stocked)
      .when({ ...back(1, 1, { supplierId: 8 }), actor: otherSupplier })
      .thenRefused({ status: 404, message: MESSAGES.productNotFound });
  });
});

describe('an offer of a part (ADR 0064)', () => {
  const linked: ProductEvent = { type: 'ProductPartLinked', data: { productId: 42, partId: 5 } };

  it('its seller links it to a part, a moderator links any, once; null unlinks it', () => {
    spec.given(created).when({ kind: 'linkPart', actor: supplier, partId: 5 }).then([linked]);
    spec
      .given(created, submitted, published)
      .when({ kind: 'linkPart', actor: admin, partId: 5 })
      .then([linked]);
    spec.given(created, linked).when({ kind: 'linkPart', actor: supplier, partId: 5 }).then([]);
    spec
      .given(created, linked)
      .when({ kind: 'linkPart', actor: supplier, partId: null })
      .then([{ type: 'ProductPartLinked', data: { productId: 42, partId: null } }]);
  });

  it("another seller's or a buyer's link is refused; an archived offer is not linked", () => {
    spec
      .given(created, submitted, published)
      .when({ kind: 'linkPart', actor: otherSupplier, partId: 5 })
      .thenRefused({ status: 403, message: MESSAGES.notOwner });
    spec
      .given(created)
      .when({ kind: 'linkPart', actor: otherSupplier, partId: 5 })
      .thenRefused({ status: 404, message: MESSAGES.productNotFound });
    spec
      .given(created, submitted, published)
      .when({ kind: 'linkPart', actor: buyer, partId: 5 })
      .thenRefused({ status: 403, message: MESSAGES.notOwner });
    spec
      .given(created, archived)
      .when({ kind: 'linkPart', actor: supplier, partId: 5 })
      .thenRefused({ status: 409, message: MESSAGES.archived });
  });
});

describe('lead time of an offer (ADR 0065)', () => {
  it('is a whole number of days from 0 to 365, or not said (absent, null)', () => {
    expect(checkProductDetails({ ...details, leadTimeDays: 0 }).leadTimeDays).toBe(0);
    expect(checkProductDetails({ ...details, leadTimeDays: 365 }).leadTimeDays).toBe(365);
    expect(checkProductDetails({ ...details, leadTimeDays: null }).leadTimeDays).toBeNull();
    const { leadTimeDays: _omitted, ...withoutLeadTime } = details;
    expect(checkProductDetails(withoutLeadTime).leadTimeDays).toBeNull();
  });

  it.each([-1, 366, 2.5, '3', 'неделя', Number.NaN, true])(
    'refuses %j with its Russian message',
    (leadTimeDays) => {
      const error = refusal(() => checkProductDetails({ ...details, leadTimeDays }));
      expect(error.status).toBe(400);
      expect(error.fields).toEqual({ leadTimeDays: MESSAGES.leadTimeDays });
      expect(MESSAGES.leadTimeDays).toMatch(/^Срок поставки — целое число дней от 0 до 365/);
    },
  );

  it('a new lead time, alone or with a new price, keeps a published product published', () => {
    const sooner = { ...details, leadTimeDays: 2, price: 171000 };
    spec
      .given(created, submitted, published)
      .when({ kind: 'edit', details: sooner, actor: supplier, categoryKnown: true })
      .then([{ type: 'ProductDetailsChanged', data: { productId: 42, ...sooner } }]);
  });

  it('with another change it goes to moderation like any edit; a product written before lead times equals one without', () => {
    const renamed = { ...details, name: `${details.name} усиленная`, leadTimeDays: 30 };
    spec
      .given(created, submitted, published)
      .when({ kind: 'edit', details: renamed, actor: supplier, categoryKnown: true })
      .then([submitted, { type: 'ProductDetailsChanged', data: { productId: 42, ...renamed } }]);
    const { leadTimeDays: _omitted, ...before } = details;
    spec
      .given({ type: 'ProductCreated', data: { productId: 42, supplierId: 7, ...before } })
      .when({
        kind: 'edit',
        details: { ...details, leadTimeDays: null },
        actor: supplier,
        categoryKnown: true,
      })
      .then([]);
  });
});
