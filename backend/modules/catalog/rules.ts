import { Schema } from 'effect';
import { decodeInput } from '../../kit/write/index.ts';
import {
  QUALITIES,
  type ProductDetails,
  type Quality,
  type StockLevel,
  type WarehouseDetails,
} from './events.ts';

export const LIMITS = {
  name: 200,
  partNumber: 100,
  description: 10_000,
  price: 10_000_000_000,
  images: 20,
  url: 500,
  characteristics: 50,
  characteristicName: 100,
  characteristicValue: 500,
  deliveryItems: 50,
  itemName: 200,
  documents: 30,
  documentName: 300,
  documentCode: 100,
  components: 50,
  componentName: 200,
  componentDescription: 2000,
  services: 20,
  serviceName: 200,
  stocks: 200,
  stockQuantity: 1_000_000_000,
  leadTimeDays: 365,
  reason: 1000,
  warehouseName: 200,
  address: 500,
  city: 100,
  workingHours: 200,
} as const;

/** A product links only its seller's public services. */
export const serviceNotLinkable = (serviceId: number): string =>
  `Услуга № ${serviceId} не найдена среди ваших опубликованных услуг`;

export const MESSAGES = {
  productNotFound: 'Товар не найден',
  warehouseNotFound: 'Склад не найден',
  categoryNotFound: 'Категория товара не найдена',
  name: 'Введите название товара (не длиннее 200 символов)',
  partNumber: 'Артикул — до 100 символов',
  partNumberTaken: 'Такой артикул уже есть у другого вашего товара',
  price: 'Укажите цену в рублях числом от 0 (копейки — не больше двух знаков)',
  description: 'Описание не должно быть длиннее 10000 символов',
  leadTimeDays: 'Срок поставки — целое число дней от 0 до 365 (со склада или изготовления под заказ)',
  categoryId: 'Выберите категорию товара',
  quality: 'Укажите качество товара: new (новый) или repaired (отремонтированный)',
  images: 'Изображения — список до 20 адресов: путь от корня сайта или http(s)-ссылка',
  characteristics: 'Характеристики — до 50 пар из названия (до 100 символов) и значения (до 500)',
  deliverySet:
    'Комплектация — до 50 позиций: наименование, количество, вес единицы и цена за единицу числами от 0',
  normativeDocuments:
    'Нормативные документы — до 30 записей: название (до 300 символов), стандарт, номер документа и файл',
  componentDescriptions:
    'Описания узлов — до 50 записей: название узла (до 200 символов) и описание (до 2000)',
  services: 'Услуги — до 20 записей из номера и названия услуги',
  stocks: 'Остатки — список из номера склада и количества (целое число от 0), каждый склад один раз',
  reason: 'Укажите причину отклонения (не длиннее 1000 символов)',
  warehouseName: 'Введите название склада (не длиннее 200 символов)',
  address: 'Введите адрес склада (не длиннее 500 символов)',
  city: 'Укажите город склада (не длиннее 100 символов)',
  workingHours: 'Режим работы — текст не длиннее 200 символов',
  supplierOnly: 'Товары и склады размещают поставщики и покупатели (раздел «Продать зап.части»)',
  notOwner: 'Это товар другого поставщика',
  notWarehouseOwner: 'Это склад другого продавца',
  foreignWarehouse: 'Остатки можно указать только на своих складах',
  archived: 'Товар в архиве: сначала верните его в черновики',
  alreadyPublished: 'Товар уже опубликован',
  notSubmitted:
    'Товар не на модерации: опубликовать или отклонить можно только отправленный на модерацию товар',
  notArchived: 'Товар не в архиве',
  warehouseHasStock: 'На складе есть товары: сначала обнулите их остатки',
} as const;

const round = (value: number, digits: number): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/**
 * A site path (`/uploads/…`), a path from the site root without the slash, or an http(s) address.
 * Browsers read `\` as `/` and drop whitespace and control characters, so `\host`, `/\host` or
 * `\x01//host` would lead to another site: none of them is allowed anywhere.
 */
export function isFileUrl(value: string): boolean {
  if (value.length > LIMITS.url || /[\s\p{Cc}\\]/u.test(value)) return false;
  if (/^https?:\/\/[^/\s]+/i.test(value)) return true;
  if (value.startsWith('//')) return false;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return false;
  return !value.split('/').some((segment) => segment === '..');
}

// What a supplier writes, as Effect schemas: texts are trimmed before their length is checked,
// absent and null mean "not given", and a field with a bad entry fails as a whole with its message.
const Text = (max: number) => Schema.Trim.check(Schema.isMaxLength(max));
const RequiredText = (max: number) => Schema.Trim.check(Schema.isMinLength(1), Schema.isMaxLength(max));
const Optional = <S extends Schema.Top>(schema: S) => Schema.optional(Schema.NullOr(schema));
const Amount = (max: number = LIMITS.price) =>
  Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(max));
const Id = Schema.Int.check(Schema.isGreaterThan(0));
const List = <S extends Schema.Top>(item: S, max: number) =>
  Schema.Array(item).check(Schema.isMaxLength(max));
const FileUrl = RequiredText(LIMITS.url).check(Schema.makeFilter(isFileUrl));
const Kopecks = Amount().check(
  Schema.makeFilter((value: number) => Math.abs(round(value, 2) - value) < 1e-9),
);

const Characteristic = Schema.Struct({
  name: RequiredText(LIMITS.characteristicName),
  value: Optional(Schema.Union([Schema.Finite, Text(LIMITS.characteristicValue)])),
});
const DeliveryItem = Schema.Struct({
  itemName: RequiredText(LIMITS.itemName),
  quantity: Amount(LIMITS.stockQuantity),
  unitWeight: Optional(Amount()),
  totalWeight: Optional(Amount()),
  pricePerUnit: Optional(Amount()),
  totalPrice: Optional(Amount()),
});
const DeliveryItems = List(DeliveryItem, LIMITS.deliveryItems);
const NormativeDocument = Schema.Struct({
  name: RequiredText(LIMITS.documentName),
  standard: Optional(Text(LIMITS.documentCode)),
  documentNumber: Optional(Text(LIMITS.documentCode)),
  filePath: Optional(Schema.Union([Schema.Literal(''), FileUrl])),
});
const ComponentDescription = Schema.Struct({
  componentName: RequiredText(LIMITS.componentName),
  description: Optional(Text(LIMITS.componentDescription)),
});
const LinkedService = Schema.Struct({ id: Id, name: RequiredText(LIMITS.serviceName) });

const ProductBody = Schema.Struct({
  name: RequiredText(LIMITS.name),
  partNumber: Optional(Text(LIMITS.partNumber)),
  price: Kopecks,
  leadTimeDays: Optional(
    Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(LIMITS.leadTimeDays)),
  ),
  description: Optional(Text(LIMITS.description)),
  categoryId: Id,
  quality: Schema.String.check(Schema.makeFilter((value: string) => parseQuality(value) !== null)),
  images: Optional(List(FileUrl, LIMITS.images)),
  characteristics: Optional(List(Characteristic, LIMITS.characteristics)),
  // A list of items, or `{ items: [...] }`: the shape the product answers with.
  deliverySet: Optional(Schema.Union([DeliveryItems, Schema.Struct({ items: Optional(DeliveryItems) })])),
  normativeDocuments: Optional(List(NormativeDocument, LIMITS.documents)),
  componentDescriptions: Optional(List(ComponentDescription, LIMITS.components)),
  services: Optional(List(LinkedService, LIMITS.services)),
});
const PRODUCT_FIELDS = {
  name: MESSAGES.name,
  partNumber: MESSAGES.partNumber,
  price: MESSAGES.price,
  leadTimeDays: MESSAGES.leadTimeDays,
  description: MESSAGES.description,
  categoryId: MESSAGES.categoryId,
  quality: MESSAGES.quality,
  images: MESSAGES.images,
  characteristics: MESSAGES.characteristics,
  deliverySet: MESSAGES.deliverySet,
  normativeDocuments: MESSAGES.normativeDocuments,
  componentDescriptions: MESSAGES.componentDescriptions,
  services: MESSAGES.services,
} as const;

const Stocks = Schema.Struct({
  stocks: List(
    Schema.Struct({
      warehouseId: Id,
      quantity: Schema.Int.check(
        Schema.isGreaterThanOrEqualTo(0),
        Schema.isLessThanOrEqualTo(LIMITS.stockQuantity),
      ),
    }),
    LIMITS.stocks,
  ).check(
    Schema.makeFilter((stocks) => new Set(stocks.map((stock) => stock.warehouseId)).size === stocks.length),
  ),
});

const Reason = Schema.Struct({ reason: RequiredText(LIMITS.reason) });

const WarehouseBody = Schema.Struct({
  name: RequiredText(LIMITS.warehouseName),
  address: RequiredText(LIMITS.address),
  city: RequiredText(LIMITS.city),
  workingHours: Optional(Text(LIMITS.workingHours)),
});
const WAREHOUSE_FIELDS = {
  name: MESSAGES.warehouseName,
  address: MESSAGES.address,
  city: MESSAGES.city,
  workingHours: MESSAGES.workingHours,
} as const;

type DeliveryItemBody = (typeof DeliveryItem)['Type'];

/** Totals left out are computed from the unit figures. */
function deliveryItem(item: DeliveryItemBody): ProductDetails['deliverySet'][number] {
  const unitWeight = item.unitWeight ?? null;
  const pricePerUnit = item.pricePerUnit ?? null;
  return {
    itemName: item.itemName,
    quantity: item.quantity,
    unitWeight,
    totalWeight: item.totalWeight ?? (unitWeight !== null ? round(unitWeight * item.quantity, 3) : null),
    pricePerUnit,
    totalPrice: item.totalPrice ?? (pricePerUnit !== null ? round(pricePerUnit * item.quantity, 2) : null),
  };
}

/**
 * Checks what a supplier writes about a product (HTTP body, seed or import row) and returns it
 * normalised: texts trimmed, the price to the kopeck, delivery-set totals computed where left out.
 * A command checks it after authorization, so a stranger learns nothing from field errors.
 */
export function checkProductDetails(input: unknown): ProductDetails {
  const body = decodeInput(ProductBody, input, PRODUCT_FIELDS);
  const deliverySet = body.deliverySet ?? [];
  const deliveryItems: readonly DeliveryItemBody[] = Array.isArray(deliverySet)
    ? deliverySet
    : ((deliverySet as { items?: readonly DeliveryItemBody[] | null }).items ?? []);
  return {
    name: body.name,
    partNumber: body.partNumber ? body.partNumber : null,
    price: round(body.price, 2),
    leadTimeDays: body.leadTimeDays ?? null,
    description: body.description ?? '',
    categoryId: body.categoryId,
    quality: parseQuality(body.quality)!,
    images: [...(body.images ?? [])],
    characteristics: (body.characteristics ?? []).map(({ name, value }) => ({
      name,
      value: typeof value === 'number' ? String(value) : (value ?? ''),
    })),
    deliverySet: deliveryItems.map(deliveryItem),
    normativeDocuments: (body.normativeDocuments ?? []).map((document) => ({
      name: document.name,
      standard: document.standard ?? '',
      documentNumber: document.documentNumber ?? '',
      filePath: document.filePath ? document.filePath : null,
    })),
    componentDescriptions: (body.componentDescriptions ?? []).map((component) => ({
      componentName: component.componentName,
      description: component.description ?? '',
    })),
    services: (body.services ?? []).map(({ id, name }) => ({ id, name })),
  };
}

/**
 * The stock after `delta` pieces leave (< 0) or come to (> 0) one warehouse: never below zero, a
 * warehouse left empty drops out, one newly stocked comes last.
 */
export function stocksAdjusted(
  stocks: readonly StockLevel[],
  warehouseId: number,
  delta: number,
): StockLevel[] {
  const held = stocks.some((stock) => stock.warehouseId === warehouseId);
  const adjusted = held
    ? stocks.map((stock) =>
        stock.warehouseId === warehouseId
          ? { ...stock, quantity: Math.max(0, stock.quantity + delta) }
          : stock,
      )
    : [...stocks, { warehouseId, quantity: Math.max(0, delta) }];
  return adjusted.filter((stock) => stock.quantity > 0);
}

/** Stock levels as sent: `[{ warehouseId, quantity }]`; zero quantities mean "none there" and are left out. */
export function checkStocks(input: unknown): StockLevel[] {
  const { stocks } = decodeInput(Stocks, { stocks: input }, { stocks: MESSAGES.stocks });
  return stocks
    .filter((stock) => stock.quantity > 0)
    .map(({ warehouseId, quantity }) => ({ warehouseId, quantity }));
}

export function checkReason(input: unknown): string {
  return decodeInput(Reason, { reason: input }, { reason: MESSAGES.reason }).reason;
}

export function checkWarehouseDetails(input: unknown): WarehouseDetails {
  const body = decodeInput(WarehouseBody, input, WAREHOUSE_FIELDS);
  return { name: body.name, address: body.address, city: body.city, workingHours: body.workingHours ?? '' };
}

/** Labels of the «Качество» filter (spec: 'Новые', 'Отремонтированные') and of one product. */
export const QUALITY_LABELS: Readonly<Record<Quality, { filter: string; product: string }>> = {
  new: { filter: 'Новые', product: 'Новый' },
  repaired: { filter: 'Отремонтированные', product: 'Отремонтированный' },
};

/** How the catalogue's «Состояние» filter and cards name a condition (ADR 0066). */
export const CONDITION_LABELS: Readonly<Record<Quality, string>> = {
  new: 'Новая',
  repaired: 'После ремонта',
};

/** 'new' | 'repaired', or the filter's Russian labels (any case, ё as е); null for anything else. */
export function parseQuality(value: unknown): Quality | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLocaleLowerCase('ru').replace(/ё/g, 'е');
  for (const quality of QUALITIES) {
    const labels = QUALITY_LABELS[quality];
    if (
      key === quality ||
      key === labels.filter.toLocaleLowerCase('ru') ||
      key === labels.product.toLocaleLowerCase('ru')
    ) {
      return quality;
    }
  }
  return null;
}

/** A part number as price lists and people write it: case, spaces and dashes do not matter. */
export const partNumberKey = (partNumber: string): string =>
  partNumber.toUpperCase().replace(/[\s\-–—_.]/g, '');
