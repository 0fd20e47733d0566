/*
 * Product as the client holds it and the normalisation of what the API
 * sends. The API uses PascalCase relations (`Images`, `Supplier`, `Stocks[].Warehouse`, `Category`,
 * `Characteristics`, `DeliverySet`/`DeliverySets`, `NormativeDocuments`, `ComponentDescriptions`,
 * `Services`); the client model is camelCase and never undefined, so screens read it without guards.
 */
import { API_BASE, type ApiSchema, type ApiSchemaName } from '../../shared/api';
import { toNumber } from '../../shared/lib';
import { CHARACTERISTIC_ORDER, characteristicRank, sortCharacteristics } from '../../../../shared/catalog';

export type ProductId = number | string;

export interface ProductImage {
  /** Absolute or root-relative URL. */
  url: string;
  alt?: string;
}

export interface Warehouse {
  name: string | null;
  address: string | null;
  city: string | null;
  workingHours: string | null;
}

export interface ProductStock {
  id: ProductId | null;
  warehouseId: ProductId | null;
  quantity: number;
  warehouse: Warehouse | null;
}

export interface Characteristic {
  name: string;
  value: string;
}

/** A number when the API sent one (or a numeric text), else the text as sent (e.g. '12 кг'). */
export type Measure = number | string | null;

export interface DeliverySetItem {
  itemName: string;
  quantity: Measure;
  unitWeight: Measure;
  totalWeight: Measure;
  pricePerUnit: number | null;
  totalPrice: number | null;
}

export interface NormativeDocument {
  name: string | null;
  standard: string | null;
  documentNumber: string | null;
  /** Link to the file; a non-absolute path from the API gets the API base ('/') as prefix. */
  fileUrl: string | null;
}

export interface ComponentDescription {
  componentName: string | null;
  description: string;
}

export interface ProductService {
  id: ProductId;
  name: string;
}

export interface Product {
  id: ProductId;
  name: string;
  /** Price per piece in roubles; null when the API sent none (the card says 'Цена по запросу'). */
  price: number | null;
  description: string;
  /** Total quantity as the API states it; null when absent. */
  quantity: number | null;
  status: string | null;
  images: ProductImage[];
  supplierId: ProductId | null;
  /** The seller's company name (else their own), as the API names it. */
  supplierName?: string | null;
  /** Condition: 'new' (новая) or 'repaired' (после ремонта). */
  quality?: 'new' | 'repaired' | null;
  categoryId: ProductId | null;
  categoryName: string | null;
  categorySlug: string | null;
  stocks: ProductStock[];
  /** In the order of the spec (see {@link sortCharacteristics}). */
  characteristics: Characteristic[];
  /** Items of every delivery set, flattened in order. */
  deliverySet: DeliverySetItem[];
  normativeDocuments: NormativeDocument[];
  componentDescriptions: ComponentDescription[];
  services: ProductService[];
  /** The part (номенклатурная позиция) this product is an offer of: its page lists every offer of it. */
  partId: number | null;
}

export interface ProductList {
  products: Product[];
  total: number;
  totalPages: number;
}

type Dto = Record<string, unknown>;
/** Field names checked against a schema of the document. */
type FieldsOf<Name extends ApiSchemaName> = Record<string, keyof ApiSchema<Name>>;

/*
 * The names the server answers with (docs/openapi.yaml: `Product`, `ProductCard`, `ProductList`,
 * `Stock`, …) are read first, the spec's other spellings after them. Each is checked against the
 * generated types: renaming a field in the document breaks the build here, not the page.
 */
const F = {
  id: 'id',
  name: 'name',
  price: 'price',
  description: 'description',
  quality: 'quality',
  quantity: 'quantity',
  status: 'status',
  supplierId: 'supplierId',
  categoryId: 'categoryId',
  images: 'Images',
  supplier: 'Supplier',
  category: 'Category',
  stocks: 'Stocks',
  characteristics: 'Characteristics',
  deliverySet: 'DeliverySet',
  documents: 'NormativeDocuments',
  components: 'ComponentDescriptions',
  services: 'Services',
} as const satisfies FieldsOf<'Product'>;
/** The fields of a schema the document spells as the client does: each name maps to itself. */
function sameNames<Name extends ApiSchemaName>() {
  return <const K extends keyof ApiSchema<Name> & string>(...names: K[]) =>
    Object.fromEntries(names.map((name) => [name, name])) as { readonly [P in K]: P };
}
const SUPPLIER = sameNames<'SupplierRef'>()('id', 'name');
const LIST = sameNames<'ProductList'>()('products', 'total', 'totalPages');
const IMAGE = sameNames<'Image'>()('url');
const CATEGORY = sameNames<'CategoryRef'>()('id', 'name', 'slug');
const STOCK = {
  ...sameNames<'Stock'>()('id', 'warehouseId', 'quantity'),
  warehouse: 'Warehouse',
} as const satisfies FieldsOf<'Stock'>;
const WAREHOUSE = sameNames<'Warehouse'>()('name', 'address', 'city', 'workingHours');
const CHARACTERISTIC = sameNames<'Characteristic'>()('name', 'value');
const DELIVERY = {
  ...sameNames<'DeliveryItem'>()(
    'itemName',
    'quantity',
    'unitWeight',
    'totalWeight',
    'pricePerUnit',
    'totalPrice',
  ),
  items: 'items',
} as const satisfies Record<
  string,
  keyof ApiSchema<'DeliveryItem'> | keyof ApiSchema<'Product'>['DeliverySet']
>;
const DOCUMENT = sameNames<'NormativeDocument'>()('name', 'standard', 'documentNumber', 'filePath');
const COMPONENT = sameNames<'ComponentDescription'>()('componentName', 'description');
const SERVICE = sameNames<'LinkedService'>()('id', 'name');

function isRecord(value: unknown): value is Dto {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function toId(value: unknown): ProductId | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return text(value);
}

function toMeasure(value: unknown): Measure {
  return toNumber(value) ?? text(value);
}

function list(...candidates: unknown[]): unknown[] {
  for (const candidate of candidates) if (Array.isArray(candidate)) return candidate;
  return [];
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

/** 'uploads/gost.pdf' → '/uploads/gost.pdf' (the API base URL is '/'). */
export function toAssetUrl(path: unknown): string | null {
  const value = text(path);
  if (value === null) return null;
  return ABSOLUTE_URL.test(value) ? value : `${API_BASE}${value.replace(/^\.?\/+/, '')}`;
}

function toImage(entry: unknown, name: string): ProductImage | null {
  const url = toAssetUrl(isRecord(entry) ? (entry[IMAGE.url] ?? entry.imageUrl ?? entry.path) : entry);
  if (url === null) return null;
  const alt = isRecord(entry) ? text(entry.alt) : null;
  return { url, alt: alt ?? name };
}

function toImages(dto: Dto, name: string): ProductImage[] {
  const entries = list(dto[F.images], dto.images);
  const images = entries.map((entry) => toImage(entry, name)).filter((image) => image !== null);
  if (images.length === 0) {
    const single = toImage(dto.image ?? dto.imageUrl, name);
    if (single) images.push(single);
  }
  return images;
}

function toWarehouse(value: unknown): Warehouse | null {
  if (!isRecord(value)) return null;
  return {
    name: text(value[WAREHOUSE.name]),
    address: text(value[WAREHOUSE.address]),
    city: text(value[WAREHOUSE.city]),
    workingHours: text(value[WAREHOUSE.workingHours] ?? value.working_hours),
  };
}

function toStocks(dto: Dto): ProductStock[] {
  return list(dto[F.stocks], dto.stocks)
    .filter(isRecord)
    .map((stock) => ({
      id: toId(stock[STOCK.id]),
      warehouseId: toId(stock[STOCK.warehouseId] ?? stock.warehouse_id),
      quantity: toNumber(stock[STOCK.quantity]) ?? 0,
      warehouse: toWarehouse(stock[STOCK.warehouse] ?? stock.warehouse),
    }));
}

function toCharacteristics(dto: Dto): Characteristic[] {
  const items: Characteristic[] = [];
  for (const entry of list(dto[F.characteristics], dto.characteristics)) {
    if (!isRecord(entry)) continue;
    const name = text(entry[CHARACTERISTIC.name]);
    if (name === null) continue;
    items.push({ name, value: text(entry[CHARACTERISTIC.value]) ?? '' });
  }
  return sortCharacteristics(items);
}

function toDeliveryItem(entry: Dto): DeliverySetItem | null {
  const itemName = text(entry[DELIVERY.itemName] ?? entry.name);
  if (itemName === null) return null;
  return {
    itemName,
    quantity: toMeasure(entry[DELIVERY.quantity]),
    unitWeight: toMeasure(entry[DELIVERY.unitWeight]),
    totalWeight: toMeasure(entry[DELIVERY.totalWeight]),
    pricePerUnit: toNumber(entry[DELIVERY.pricePerUnit]),
    totalPrice: toNumber(entry[DELIVERY.totalPrice]),
  };
}

/**
 * `DeliverySet` (or `DeliverySets`) is a list of sets or a single set; a set holds its `items`.
 * A list of bare items (entries with `itemName`) is read too. All items come out in one list.
 */
function toDeliverySet(dto: Dto): DeliverySetItem[] {
  const source = dto[F.deliverySet] ?? dto.DeliverySets ?? dto.deliverySet ?? dto.deliverySets;
  const sets = Array.isArray(source) ? source : isRecord(source) ? [source] : [];
  const items: DeliverySetItem[] = [];
  for (const set of sets) {
    if (!isRecord(set)) continue;
    const nested = list(set[DELIVERY.items], set.Items, set.DeliverySetItems);
    const entries = nested.length > 0 || !('itemName' in set) ? nested : [set];
    for (const entry of entries) {
      const item = isRecord(entry) ? toDeliveryItem(entry) : null;
      if (item) items.push(item);
    }
  }
  return items;
}

function toDocuments(dto: Dto): NormativeDocument[] {
  return list(dto[F.documents], dto.normativeDocuments)
    .filter(isRecord)
    .map((doc) => ({
      name: text(doc[DOCUMENT.name]),
      standard: text(doc[DOCUMENT.standard]),
      documentNumber: text(doc[DOCUMENT.documentNumber] ?? doc.number),
      fileUrl: toAssetUrl(doc[DOCUMENT.filePath] ?? doc.fileUrl),
    }))
    .filter(
      (doc) =>
        doc.name !== null || doc.standard !== null || doc.documentNumber !== null || doc.fileUrl !== null,
    );
}

function toComponents(dto: Dto): ComponentDescription[] {
  const items: ComponentDescription[] = [];
  for (const entry of list(dto[F.components], dto.componentDescriptions)) {
    if (!isRecord(entry)) continue;
    const description = text(entry[COMPONENT.description]);
    const componentName = text(entry[COMPONENT.componentName] ?? entry.name);
    if (description === null && componentName === null) continue;
    items.push({ componentName, description: description ?? '' });
  }
  return items;
}

function toServices(dto: Dto): ProductService[] {
  const items: ProductService[] = [];
  for (const entry of list(dto[F.services], dto.services)) {
    if (!isRecord(entry)) continue;
    const id = toId(entry[SERVICE.id]);
    const name = text(entry[SERVICE.name]);
    if (id !== null && name !== null) items.push({ id, name });
  }
  return items;
}

const qualityOf = (value: unknown): 'new' | 'repaired' | null =>
  value === 'new' || value === 'repaired' ? value : null;

/** One product from the API, or null when it lacks an id or a name (spec: a card requires both). */
export function toProduct(value: unknown): Product | null {
  if (!isRecord(value)) return null;
  const id = toId(value[F.id]);
  const name = text(value[F.name]);
  if (id === null || name === null) return null;
  const supplier = value[F.supplier] ?? value.supplier;
  const category = value[F.category] ?? value.category;
  const description = value[F.description];
  return {
    id,
    name,
    price: toNumber(value[F.price]),
    description: typeof description === 'string' ? description.trim() : '',
    quantity: toNumber(value[F.quantity]),
    status: text(value[F.status]),
    images: toImages(value, name),
    supplierId: isRecord(supplier)
      ? toId(supplier[SUPPLIER.id])
      : toId(value[F.supplierId] ?? value.supplier_id),
    supplierName: isRecord(supplier) ? text(supplier[SUPPLIER.name]) : null,
    quality: qualityOf(value[F.quality]),
    categoryId: isRecord(category)
      ? toId(category[CATEGORY.id])
      : toId(value[F.categoryId] ?? value.category_id),
    categoryName: isRecord(category) ? text(category[CATEGORY.name]) : null,
    categorySlug: isRecord(category) ? text(category[CATEGORY.slug]) : null,
    stocks: toStocks(value),
    characteristics: toCharacteristics(value),
    deliverySet: toDeliverySet(value),
    normativeDocuments: toDocuments(value),
    componentDescriptions: toComponents(value),
    services: toServices(value),
    partId:
      typeof value.partId === 'number' && Number.isSafeInteger(value.partId) && value.partId > 0
        ? value.partId
        : null,
  };
}

function toCount(value: unknown): number | null {
  const count = toNumber(value);
  return count !== null && count >= 0 ? Math.floor(count) : null;
}

/**
 * The list answer: `{ products, total, totalPages }` or a bare array (then one page of what came).
 * Items without an id or a name are dropped. Anything else reads as an empty list.
 */
export function toProductList(body: unknown, limit?: number): ProductList {
  const raw = Array.isArray(body)
    ? body
    : isRecord(body)
      ? list(body[LIST.products], body.items, body.rows)
      : [];
  const products = raw.map(toProduct).filter((product) => product !== null);
  if (!isRecord(body)) return { products, total: products.length, totalPages: 1 };
  const total = toCount(body[LIST.total] ?? body.totalItems ?? body.count) ?? products.length;
  const pages = toCount(body[LIST.totalPages]);
  const computed = limit && limit > 0 ? Math.ceil(total / limit) : 1;
  return { products, total, totalPages: Math.max(1, pages ?? computed) };
}

export { CHARACTERISTIC_ORDER, characteristicRank, sortCharacteristics };

export function productPath(id: ProductId): string {
  return `/product/${encodeURIComponent(String(id))}`;
}

/**
 * The `:id` route parameter: a number when numeric, another non-empty token as
 * text, null when it cannot be an id at all (empty, zero, negative, fractional, too large).
 */
export function parseProductId(raw: string | undefined): ProductId | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  if (/^[+-]?\d+(\.\d*)?$/.test(value)) {
    const id = Number(value);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }
  return /^[\w-]{1,64}$/.test(value) ? value : null;
}

/** Sum of stock over the warehouses; falls back to the product's own total. */
export function stockTotal(product: Pick<Product, 'stocks' | 'quantity'>): number | null {
  if (product.stocks.length === 0) return product.quantity;
  return product.stocks.reduce((sum, stock) => sum + stock.quantity, 0);
}

export function isSameId(a: ProductId | null | undefined, b: ProductId | null | undefined): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}
