import { formatPrice } from '../../shared/lib/format';
import { pluralRu } from '../../shared/lib/plural';
import type { QueryParams } from '../../shared/api';

/*
 * A service as the client holds it. The API's images come in three
 * shapes and are normalised to a list of URLs once, when a service is read.
 */

export type PriceType = 'fixed' | 'hourly' | 'daily' | 'custom';

export const PRICE_TYPES: readonly PriceType[] = ['fixed', 'hourly', 'daily', 'custom'];

/** The price types the list filter offers, in the spec's order. */
export const PRICE_TYPE_FILTERS: readonly { value: PriceType; label: string }[] = [
  { value: 'fixed', label: 'Фиксированная' },
  { value: 'hourly', label: 'Почасовая' },
  { value: 'daily', label: 'Дневная' },
];

export type ServiceSort = 'newest' | 'priceAsc' | 'priceDesc';

export const SERVICE_SORTS: readonly { value: ServiceSort; label: string }[] = [
  { value: 'newest', label: 'Сначала новые' },
  { value: 'priceAsc', label: 'Цена: по возрастанию' },
  { value: 'priceDesc', label: 'Цена: по убыванию' },
];

export interface ServiceSupplier {
  id: number | string;
  /** Null while registration's default is all the name there is (ADR 0058). */
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  /** How the server names them: their name, else their company's, else their e-mail. */
  displayName?: string | null;
}

export interface ServiceCategoryRef {
  id?: number;
  name: string;
  slug?: string | null;
}

export interface Service {
  id: number | string;
  name: string;
  shortDescription: string;
  description: string;
  /** A number or a decimal string as the API sends it; null when not given. */
  price: number | string | null;
  priceType: PriceType | null;
  duration: string | number | null;
  location: string;
  isRemote: boolean;
  requirements: string;
  /** Image URLs, in order; empty when the service has none. */
  images: string[];
  category: ServiceCategoryRef | null;
  supplier: ServiceSupplier | null;
  supplierId: number | string | null;
  createdAt: string | null;
}

/** What the API may send for a service: images in any of their three shapes, absent fields. */
export interface ServiceDto {
  id: number | string;
  name?: string | null;
  shortDescription?: string | null;
  description?: string | null;
  price?: number | string | null;
  priceType?: string | null;
  duration?: string | number | null;
  location?: string | null;
  isRemote?: boolean | null;
  requirements?: string | null;
  images?: unknown;
  category?: ServiceCategoryRef | null;
  Category?: ServiceCategoryRef | null;
  supplier?: ServiceSupplier | null;
  Supplier?: ServiceSupplier | null;
  supplierId?: number | string | null;
  createdAt?: string | null;
}

function imageUrl(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry.trim() || undefined;
  if (typeof entry === 'object' && entry !== null && 'url' in entry) {
    const { url } = entry as { url: unknown };
    return typeof url === 'string' && url.trim() ? url.trim() : undefined;
  }
  return undefined;
}

/**
 * Service images as a list of URLs. The API sends an array (of URLs or `{ url }` objects), a text
 * holding one URL, or a text holding a JSON array; anything else is no images.
 */
export function normalizeServiceImages(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(imageUrl).filter((url): url is string => url !== undefined);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? normalizeServiceImages(parsed) : [];
    } catch {
      return [];
    }
  }
  if (text.startsWith('"')) {
    try {
      return normalizeServiceImages(JSON.parse(text) as unknown);
    } catch {
      return [];
    }
  }
  return [text];
}

function priceTypeOf(value: unknown): PriceType | null {
  return PRICE_TYPES.includes(value as PriceType) ? (value as PriceType) : null;
}

const text = (value: string | null | undefined): string => (typeof value === 'string' ? value : '');

export function toService(dto: ServiceDto): Service {
  const supplier = dto.supplier ?? dto.Supplier ?? null;
  return {
    id: dto.id,
    name: text(dto.name),
    shortDescription: text(dto.shortDescription),
    description: text(dto.description),
    price: dto.price ?? null,
    priceType: priceTypeOf(dto.priceType),
    duration: dto.duration ?? null,
    location: text(dto.location),
    isRemote: dto.isRemote === true,
    requirements: text(dto.requirements),
    images: normalizeServiceImages(dto.images),
    category: dto.category ?? dto.Category ?? null,
    supplier,
    supplierId: dto.supplierId ?? supplier?.id ?? null,
    createdAt: dto.createdAt ?? null,
  };
}

export function servicePath(id: number | string): string {
  return `/service/${encodeURIComponent(String(id))}`;
}

/** The list shows hourly '/час' and daily '/день'; fixed and custom have none. */
export function listPriceSuffix(priceType: PriceType | null): string {
  if (priceType === 'hourly') return '/час';
  if (priceType === 'daily') return '/день';
  return '';
}

/** The detail page shows fixed 'фиксированная цена', hourly '/ час', daily '/ день'. */
export function detailPriceSuffix(priceType: PriceType | null): string {
  if (priceType === 'fixed') return 'фиксированная цена';
  if (priceType === 'hourly') return '/ час';
  if (priceType === 'daily') return '/ день';
  return '';
}

/** Shown instead of a price the service does not give. */
export const PRICE_ON_REQUEST = 'Цена по запросу';

/** '1 500 ₽/час' on a card. */
export function listPrice(service: Pick<Service, 'price' | 'priceType'>): string {
  const price = formatPrice(service.price);
  return price ? `${price}${listPriceSuffix(service.priceType)}` : PRICE_ON_REQUEST;
}

/** '1 500 ₽ / час', '12 000 ₽ фиксированная цена' on the service page. */
export function detailPrice(service: Pick<Service, 'price' | 'priceType'>): string {
  const price = formatPrice(service.price);
  if (!price) return PRICE_ON_REQUEST;
  const suffix = detailPriceSuffix(service.priceType);
  return suffix ? `${price} ${suffix}` : price;
}

export const NO_CATEGORY = 'Без категории';
export const NO_SUPPLIER = 'Поставщик не указан';

export function categoryName(service: Pick<Service, 'category'>): string {
  return service.category?.name?.trim() || NO_CATEGORY;
}

/**
 * The server's name for them (their name, else their company's, else the e-mail; ADR 0058), else
 * first and last name, else the e-mail, else 'Поставщик'; 'Поставщик не указан' when there is none.
 */
export function supplierName(supplier: ServiceSupplier | null | undefined): string {
  if (!supplier) return NO_SUPPLIER;
  if (supplier.displayName?.trim()) return supplier.displayName.trim();
  const fullName = [supplier.firstName, supplier.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || supplier.email?.trim() || 'Поставщик';
}

/** The service's own supplier, compared loosely: ids arrive as numbers or numeric strings. */
export function isServiceSupplier(
  userId: number | string | null | undefined,
  service: Pick<Service, 'supplier' | 'supplierId'>,
): boolean {
  if (userId === null || userId === undefined) return false;
  const ownerId = service.supplier?.id ?? service.supplierId;
  return ownerId !== null && ownerId !== undefined && String(ownerId) === String(userId);
}

/** The request button is for signed-in users who are not the service's supplier. */
export function canRequestService(
  user: { id: number | string } | null | undefined,
  service: Pick<Service, 'supplier' | 'supplierId'>,
): boolean {
  return Boolean(user) && !isServiceSupplier(user?.id, service);
}

/** 'Найдено: 21 услуга', 'Найдено: 3 услуги', 'Найдено: 12 услуг'. */
export function foundServicesText(count: number): string {
  return `Найдено: ${count} ${pluralRu(count, ['услуга', 'услуги', 'услуг'])}`;
}

/** The applied filters of the services list. */
export interface ServiceFilters {
  page: number;
  limit: number;
  sort: ServiceSort;
  search?: string;
  categoryId?: number | null;
  priceFrom?: number | null;
  priceTo?: number | null;
  priceTypes?: readonly PriceType[];
}

/** Query of GET /api/services: empty filters are left out, price types are comma-separated. */
export function servicesQuery(filters: ServiceFilters): QueryParams {
  const search = filters.search?.trim();
  const validPrice = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
  return {
    page: filters.page,
    limit: filters.limit,
    sort: filters.sort,
    search: search || undefined,
    categoryId: filters.categoryId ?? undefined,
    priceFrom: validPrice(filters.priceFrom),
    priceTo: validPrice(filters.priceTo),
    priceType: filters.priceTypes && filters.priceTypes.length > 0 ? filters.priceTypes.join(',') : undefined,
  };
}

export function isServiceSort(value: unknown): value is ServiceSort {
  return value === 'newest' || value === 'priceAsc' || value === 'priceDesc';
}

export function isPriceType(value: unknown): value is PriceType {
  return priceTypeOf(value) !== null;
}
