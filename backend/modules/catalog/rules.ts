import { badRequest } from '../../src/write-kit/index.ts';
import { QUALITIES, type ProductDetails, type Quality, type StockLevel, type WarehouseDetails } from './events.ts';

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
  reason: 1000,
  warehouseName: 200,
  address: 500,
  city: 100,
  workingHours: 200,
} as const;

/** A product links only its seller's public services. */
export const serviceNotLinkable = (serviceId: number): string => `Услуга № ${serviceId} не найдена среди ваших опубликованных услуг`;

export const MESSAGES = {
  productNotFound: 'Товар не найден',
  warehouseNotFound: 'Склад не найден',
  categoryNotFound: 'Категория товара не найдена',
  notAnObject: 'Ожидается JSON-объект в теле запроса',
  name: 'Введите название товара (не длиннее 200 символов)',
  partNumber: 'Артикул — до 100 символов',
  partNumberTaken: 'Такой артикул уже есть у другого вашего товара',
  price: 'Укажите цену в рублях числом от 0 (копейки — не больше двух знаков)',
  description: 'Описание не должно быть длиннее 10000 символов',
  categoryId: 'Выберите категорию товара',
  quality: 'Укажите качество товара: new (новый) или repaired (отремонтированный)',
  images: 'Изображения — список до 20 адресов: путь от корня сайта или http(s)-ссылка',
  characteristics: 'Характеристики — до 50 пар из названия (до 100 символов) и значения (до 500)',
  deliverySet:
    'Комплектация — до 50 позиций: наименование, количество, вес единицы и цена за единицу числами от 0',
  normativeDocuments:
    'Нормативные документы — до 30 записей: название (до 300 символов), стандарт, номер документа и файл',
  componentDescriptions: 'Описания узлов — до 50 записей: название узла (до 200 символов) и описание (до 2000)',
  services: 'Услуги — до 20 записей из номера и названия услуги',
  stocks: 'Остатки — список из номера склада и количества (целое число от 0), каждый склад один раз',
  reason: 'Укажите причину отклонения (не длиннее 1000 символов)',
  warehouseName: 'Введите название склада (не длиннее 200 символов)',
  address: 'Введите адрес склада (не длиннее 500 символов)',
  city: 'Укажите город склада (не длиннее 100 символов)',
  workingHours: 'Режим работы — текст не длиннее 200 символов',
  supplierOnly: 'Товары размещают поставщики и покупатели (раздел «Продать зап.части»), склады — поставщики',
  notOwner: 'Это товар другого поставщика',
  notWarehouseOwner: 'Это склад другого поставщика',
  foreignWarehouse: 'Остатки можно указать только на своих складах',
  archived: 'Товар в архиве: сначала верните его в черновики',
  alreadyPublished: 'Товар уже опубликован',
  notSubmitted: 'Товар не на модерации: опубликовать или отклонить можно только отправленный на модерацию товар',
  notArchived: 'Товар не в архиве',
  warehouseHasStock: 'На складе есть товары: сначала обнулите их остатки',
} as const;

type Fields = Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

/** A required text of at most `max` characters, trimmed; null when missing, blank or too long. */
const required = (value: unknown, max: number): string | null => {
  const trimmed = text(value);
  return trimmed !== null && trimmed.length > 0 && trimmed.length <= max ? trimmed : null;
};

/** An optional text (absent or null is ''), trimmed; null when not a text or too long. */
const optional = (value: unknown, max: number): string | null => {
  if (value === undefined || value === null) return '';
  const trimmed = text(value);
  return trimmed !== null && trimmed.length <= max ? trimmed : null;
};

const amount = (value: unknown, max: number = LIMITS.price): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max ? value : null;

const optionalAmount = (value: unknown): number | null | undefined =>
  value === undefined || value === null ? null : (amount(value) ?? undefined);

const positiveId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

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

/** Runs every check and throws one 400 with a Russian message per failed field. */
class Checker {
  readonly fields: Fields = {};
  fail(field: string, message: string): null {
    this.fields[field] ??= message;
    return null;
  }
  done(): void {
    const first = Object.values(this.fields)[0];
    if (first !== undefined) throw badRequest(first, this.fields);
  }
}

function list<T>(
  check: Checker,
  field: string,
  value: unknown,
  max: number,
  item: (entry: unknown) => T | null,
): T[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > max) return (check.fail(field, MESSAGES[field as keyof typeof MESSAGES]), []);
  const items: T[] = [];
  for (const entry of value) {
    const checked = item(entry);
    if (checked === null) return (check.fail(field, MESSAGES[field as keyof typeof MESSAGES]), []);
    items.push(checked);
  }
  return items;
}

/** The delivery set as a list of items, or as `{ items: [...] }` (the shape the product answers with). */
function deliveryItems(value: unknown): unknown {
  return isRecord(value) && 'items' in value ? value.items : value;
}

/**
 * Checks what a supplier writes about a product (HTTP body or seed) and returns it normalised:
 * texts trimmed, the price in kopecks, delivery-set totals computed where left out.
 */
export function checkProductDetails(input: unknown): ProductDetails {
  if (!isRecord(input)) throw badRequest(MESSAGES.notAnObject);
  const check = new Checker();
  const name = required(input.name, LIMITS.name) ?? check.fail('name', MESSAGES.name);
  const partNumber =
    input.partNumber === undefined || input.partNumber === null || input.partNumber === ''
      ? null
      : (optional(input.partNumber, LIMITS.partNumber) ?? check.fail('partNumber', MESSAGES.partNumber));
  const rawPrice = amount(input.price);
  const price =
    rawPrice !== null && Math.abs(round(rawPrice, 2) - rawPrice) < 1e-9 ? round(rawPrice, 2) : check.fail('price', MESSAGES.price);
  const description = optional(input.description, LIMITS.description) ?? check.fail('description', MESSAGES.description);
  const categoryId = positiveId(input.categoryId) ?? check.fail('categoryId', MESSAGES.categoryId);
  const quality = parseQuality(input.quality) ?? check.fail('quality', MESSAGES.quality);
  const images = list(check, 'images', input.images, LIMITS.images, (entry) => {
    const url = required(entry, LIMITS.url);
    return url !== null && isFileUrl(url) ? url : null;
  });
  const characteristics = list(check, 'characteristics', input.characteristics, LIMITS.characteristics, (entry) => {
    if (!isRecord(entry)) return null;
    const itemName = required(entry.name, LIMITS.characteristicName);
    const value =
      typeof entry.value === 'number' && Number.isFinite(entry.value)
        ? String(entry.value)
        : optional(entry.value, LIMITS.characteristicValue);
    return itemName !== null && value !== null ? { name: itemName, value } : null;
  });
  const deliverySet = list(check, 'deliverySet', deliveryItems(input.deliverySet), LIMITS.deliveryItems, (entry) => {
    if (!isRecord(entry)) return null;
    const itemName = required(entry.itemName, LIMITS.itemName);
    const quantity = amount(entry.quantity, LIMITS.stockQuantity);
    const unitWeight = optionalAmount(entry.unitWeight);
    const totalWeight = optionalAmount(entry.totalWeight);
    const pricePerUnit = optionalAmount(entry.pricePerUnit);
    const totalPrice = optionalAmount(entry.totalPrice);
    if (itemName === null || quantity === null) return null;
    if ([unitWeight, totalWeight, pricePerUnit, totalPrice].includes(undefined)) return null;
    return {
      itemName,
      quantity,
      unitWeight: unitWeight ?? null,
      totalWeight: totalWeight ?? (unitWeight != null ? round(unitWeight * quantity, 3) : null),
      pricePerUnit: pricePerUnit ?? null,
      totalPrice: totalPrice ?? (pricePerUnit != null ? round(pricePerUnit * quantity, 2) : null),
    };
  });
  const normativeDocuments = list(check, 'normativeDocuments', input.normativeDocuments, LIMITS.documents, (entry) => {
    if (!isRecord(entry)) return null;
    const docName = required(entry.name, LIMITS.documentName);
    const standard = optional(entry.standard, LIMITS.documentCode);
    const documentNumber = optional(entry.documentNumber, LIMITS.documentCode);
    const filePath = entry.filePath === undefined || entry.filePath === null || entry.filePath === '' ? null : required(entry.filePath, LIMITS.url);
    const badFile = entry.filePath !== undefined && entry.filePath !== null && entry.filePath !== '' && (filePath === null || !isFileUrl(filePath));
    if (docName === null || standard === null || documentNumber === null || badFile) return null;
    return { name: docName, standard, documentNumber, filePath };
  });
  const componentDescriptions = list(check, 'componentDescriptions', input.componentDescriptions, LIMITS.components, (entry) => {
    if (!isRecord(entry)) return null;
    const componentName = required(entry.componentName, LIMITS.componentName);
    const componentDescription = optional(entry.description, LIMITS.componentDescription);
    return componentName !== null && componentDescription !== null
      ? { componentName, description: componentDescription }
      : null;
  });
  const services = list(check, 'services', input.services, LIMITS.services, (entry) => {
    if (!isRecord(entry)) return null;
    const id = positiveId(entry.id);
    const serviceName = required(entry.name, LIMITS.serviceName);
    return id !== null && serviceName !== null ? { id, name: serviceName } : null;
  });
  check.done();
  return {
    name: name!,
    partNumber: partNumber === '' ? null : partNumber,
    price: price!,
    description: description!,
    categoryId: categoryId!,
    quality: quality!,
    images,
    characteristics,
    deliverySet,
    normativeDocuments,
    componentDescriptions,
    services,
  };
}

/** Stock levels as sent: `[{ warehouseId, quantity }]`; zero quantities mean "none there" and are left out. */
export function checkStocks(input: unknown): StockLevel[] {
  const check = new Checker();
  const seen = new Set<number>();
  const stocks = list(check, 'stocks', input, LIMITS.stocks, (entry) => {
    if (!isRecord(entry)) return null;
    const warehouseId = positiveId(entry.warehouseId);
    const quantity =
      typeof entry.quantity === 'number' && Number.isSafeInteger(entry.quantity) && entry.quantity >= 0 && entry.quantity <= LIMITS.stockQuantity
        ? entry.quantity
        : null;
    if (warehouseId === null || quantity === null || seen.has(warehouseId)) return null;
    seen.add(warehouseId);
    return { warehouseId, quantity };
  });
  if (input === undefined || input === null) check.fail('stocks', MESSAGES.stocks);
  check.done();
  return stocks.filter((stock) => stock.quantity > 0);
}

export function checkReason(input: unknown): string {
  const reason = required(input, LIMITS.reason);
  if (reason === null) throw badRequest(MESSAGES.reason, { reason: MESSAGES.reason });
  return reason;
}

export function checkWarehouseDetails(input: unknown): WarehouseDetails {
  if (!isRecord(input)) throw badRequest(MESSAGES.notAnObject);
  const check = new Checker();
  const name = required(input.name, LIMITS.warehouseName) ?? check.fail('name', MESSAGES.warehouseName);
  const address = required(input.address, LIMITS.address) ?? check.fail('address', MESSAGES.address);
  const city = required(input.city, LIMITS.city) ?? check.fail('city', MESSAGES.city);
  const workingHours = optional(input.workingHours, LIMITS.workingHours) ?? check.fail('workingHours', MESSAGES.workingHours);
  check.done();
  return { name: name!, address: address!, city: city!, workingHours: workingHours! };
}

/** Labels of the «Качество» filter (spec: 'Новые', 'Отремонтированные') and of one product. */
export const QUALITY_LABELS: Readonly<Record<Quality, { filter: string; product: string }>> = {
  new: { filter: 'Новые', product: 'Новый' },
  repaired: { filter: 'Отремонтированные', product: 'Отремонтированный' },
};

/** 'new' | 'repaired', or the filter's Russian labels (any case, ё as е); null for anything else. */
export function parseQuality(value: unknown): Quality | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLocaleLowerCase('ru').replace(/ё/g, 'е');
  for (const quality of QUALITIES) {
    const labels = QUALITY_LABELS[quality];
    if (key === quality || key === labels.filter.toLocaleLowerCase('ru') || key === labels.product.toLocaleLowerCase('ru')) {
      return quality;
    }
  }
  return null;
}

/** A part number as price lists and people write it: case, spaces and dashes do not matter. */
export const partNumberKey = (partNumber: string): string => partNumber.toUpperCase().replace(/[\s\-–—_.]/g, '');
