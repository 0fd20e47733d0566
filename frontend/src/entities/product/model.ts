/*
 * Product as the client holds it (spec, section 3 "Product") and the normalisation of what the API
 * sends. The API uses PascalCase relations (`Images`, `Supplier`, `Stocks[].Warehouse`, `Category`,
 * `Characteristics`, `DeliverySet`/`DeliverySets`, `NormativeDocuments`, `ComponentDescriptions`,
 * `Services`); the client model is camelCase and never undefined, so screens read it without guards.
 */
import { API_BASE } from '../../shared/api';
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
}

export interface ProductList {
  products: Product[];
  total: number;
  totalPages: number;
}

type Dto = Record<string, unknown>;

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

/** Numbers, and decimal texts as the API sends them ('12500.00', '1 234,5'). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const normalized = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (normalized === '') return null;
  const parsed = Number(normalized);
  return Number.isFinite(parsed) ? parsed : null;
}

function toMeasure(value: unknown): Measure {
  return toNumber(value) ?? text(value);
}

function list(...candidates: unknown[]): unknown[] {
  for (const candidate of candidates) if (Array.isArray(candidate)) return candidate;
  return [];
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

/** 'uploads/gost.pdf' → '/uploads/gost.pdf' (spec, section 7: the API base URL is '/'). */
export function toAssetUrl(path: unknown): string | null {
  const value = text(path);
  if (value === null) return null;
  return ABSOLUTE_URL.test(value) ? value : `${API_BASE}${value.replace(/^\.?\/+/, '')}`;
}

function toImage(entry: unknown, name: string): ProductImage | null {
  const url = toAssetUrl(isRecord(entry) ? (entry.url ?? entry.imageUrl ?? entry.path) : entry);
  if (url === null) return null;
  const alt = isRecord(entry) ? text(entry.alt) : null;
  return { url, alt: alt ?? name };
}

function toImages(dto: Dto, name: string): ProductImage[] {
  const entries = list(dto.Images, dto.images);
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
    name: text(value.name),
    address: text(value.address),
    city: text(value.city),
    workingHours: text(value.workingHours ?? value.working_hours),
  };
}

function toStocks(dto: Dto): ProductStock[] {
  return list(dto.Stocks, dto.stocks)
    .filter(isRecord)
    .map((stock) => ({
      id: toId(stock.id),
      warehouseId: toId(stock.warehouseId ?? stock.warehouse_id),
      quantity: toNumber(stock.quantity) ?? 0,
      warehouse: toWarehouse(stock.Warehouse ?? stock.warehouse),
    }));
}

function toCharacteristics(dto: Dto): Characteristic[] {
  const items: Characteristic[] = [];
  for (const entry of list(dto.Characteristics, dto.characteristics)) {
    if (!isRecord(entry)) continue;
    const name = text(entry.name);
    if (name === null) continue;
    items.push({ name, value: text(entry.value) ?? '' });
  }
  return sortCharacteristics(items);
}

function toDeliveryItem(entry: Dto): DeliverySetItem | null {
  const itemName = text(entry.itemName ?? entry.name);
  if (itemName === null) return null;
  return {
    itemName,
    quantity: toMeasure(entry.quantity),
    unitWeight: toMeasure(entry.unitWeight),
    totalWeight: toMeasure(entry.totalWeight),
    pricePerUnit: toNumber(entry.pricePerUnit),
    totalPrice: toNumber(entry.totalPrice),
  };
}

/**
 * `DeliverySet` (or `DeliverySets`) is a list of sets or a single set; a set holds its `items`.
 * A list of bare items (entries with `itemName`) is read too. All items come out in one list.
 */
function toDeliverySet(dto: Dto): DeliverySetItem[] {
  const source = dto.DeliverySet ?? dto.DeliverySets ?? dto.deliverySet ?? dto.deliverySets;
  const sets = Array.isArray(source) ? source : isRecord(source) ? [source] : [];
  const items: DeliverySetItem[] = [];
  for (const set of sets) {
    if (!isRecord(set)) continue;
    const nested = list(set.items, set.Items, set.DeliverySetItems);
    const entries = nested.length > 0 || !('itemName' in set) ? nested : [set];
    for (const entry of entries) {
      const item = isRecord(entry) ? toDeliveryItem(entry) : null;
      if (item) items.push(item);
    }
  }
  return items;
}

function toDocuments(dto: Dto): NormativeDocument[] {
  return list(dto.NormativeDocuments, dto.normativeDocuments)
    .filter(isRecord)
    .map((doc) => ({
      name: text(doc.name),
      standard: text(doc.standard),
      documentNumber: text(doc.documentNumber ?? doc.number),
      fileUrl: toAssetUrl(doc.filePath ?? doc.fileUrl),
    }))
    .filter((doc) => doc.name !== null || doc.standard !== null || doc.documentNumber !== null || doc.fileUrl !== null);
}

function toComponents(dto: Dto): ComponentDescription[] {
  const items: ComponentDescription[] = [];
  for (const entry of list(dto.ComponentDescriptions, dto.componentDescriptions)) {
    if (!isRecord(entry)) continue;
    const description = text(entry.description);
    const componentName = text(entry.componentName ?? entry.name);
    if (description === null && componentName === null) continue;
    items.push({ componentName, description: description ?? '' });
  }
  return items;
}

function toServices(dto: Dto): ProductService[] {
  const items: ProductService[] = [];
  for (const entry of list(dto.Services, dto.services)) {
    if (!isRecord(entry)) continue;
    const id = toId(entry.id);
    const name = text(entry.name);
    if (id !== null && name !== null) items.push({ id, name });
  }
  return items;
}

/** One product from the API, or null when it lacks an id or a name (spec: a card requires both). */
export function toProduct(value: unknown): Product | null {
  if (!isRecord(value)) return null;
  const id = toId(value.id);
  const name = text(value.name);
  if (id === null || name === null) return null;
  const supplier = value.Supplier ?? value.supplier;
  const category = value.Category ?? value.category;
  return {
    id,
    name,
    price: toNumber(value.price),
    description: typeof value.description === 'string' ? value.description.trim() : '',
    quantity: toNumber(value.quantity),
    status: text(value.status),
    images: toImages(value, name),
    supplierId: isRecord(supplier) ? toId(supplier.id) : toId(value.supplierId ?? value.supplier_id),
    categoryId: isRecord(category) ? toId(category.id) : toId(value.categoryId ?? value.category_id),
    categoryName: isRecord(category) ? text(category.name) : null,
    categorySlug: isRecord(category) ? text(category.slug) : null,
    stocks: toStocks(value),
    characteristics: toCharacteristics(value),
    deliverySet: toDeliverySet(value),
    normativeDocuments: toDocuments(value),
    componentDescriptions: toComponents(value),
    services: toServices(value),
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
  const raw = Array.isArray(body) ? body : isRecord(body) ? list(body.products, body.items, body.rows) : [];
  const products = raw.map(toProduct).filter((product) => product !== null);
  if (!isRecord(body)) return { products, total: products.length, totalPages: 1 };
  const total = toCount(body.total ?? body.totalItems ?? body.count) ?? products.length;
  const pages = toCount(body.totalPages);
  const computed = limit && limit > 0 ? Math.ceil(total / limit) : 1;
  return { products, total, totalPages: Math.max(1, pages ?? computed) };
}

export { CHARACTERISTIC_ORDER, characteristicRank, sortCharacteristics };

export function productPath(id: ProductId): string {
  return `/product/${encodeURIComponent(String(id))}`;
}

/**
 * The `:id` route parameter: a number when numeric (spec, section 2), another non-empty token as
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
