import { CHARACTERISTIC_ORDER } from '../../entities/product';
import { PRODUCT_STATUS_LABELS, type ApiAnswer, type ApiSchema, type ListingStep } from '../../shared/api';

/**
 * The supplier's products and warehouses and the admin's product moderation, as the server answers
 * them (docs/openapi.yaml; ADR 0046), and the labels the workspace shows.
 */

export type ProductStatus = ApiSchema<'ProductStatus'>;
/** A product in a list: the seller's own (with its part number) or the moderation queue. */
export type ProductCard = ApiSchema<'ProductCard'>;
/** One product, with the moderation fields for its seller and the admins. */
export type ProductDetail = ApiSchema<'Product'>;
/** One field of an edit beside the published version, as lines (image fields: their URLs). */
export type FieldChange = NonNullable<ProductDetail['revision']>['changes'][number];
export type Warehouse = ApiSchema<'Warehouse'>;
export type DeliveryItem = ApiSchema<'DeliveryItem'>;
export type NormativeDocument = ApiSchema<'NormativeDocument'>;
export type ComponentDescription = ApiSchema<'ComponentDescription'>;
export type StockLevel = ApiSchema<'StockInputLevel'>;
/** What a warehouse holds: each product with stock there and its other stock levels. */
export type WarehouseStock = ApiAnswer<'/api/warehouses/{id}/stock', 'get'>;
export type CategoryOption = ApiSchema<'Category'>;

export type PriceListRow = ApiSchema<'PriceListRow'>;
export type PriceListJob = ApiSchema<'PriceListJob'>;
export type PriceListPreview = ApiAnswer<'/api/price-list/preview', 'post'>;

/** The product editor's form: what is sent as the body of POST and PUT /api/products. */
export interface ProductForm {
  name: string;
  partNumber: string;
  price: number;
  /** Days to ship from stock, or to make on order when out of stock (ADR 0065); a text the server checks. */
  leadTimeDays: number | string | null;
  description: string;
  categoryId: number | null;
  quality: 'new' | 'repaired';
  images: string[];
  characteristics: Array<{ name: string; value: string }>;
  deliverySet: DeliveryItem[];
  normativeDocuments: NormativeDocument[];
  componentDescriptions: ComponentDescription[];
  services: Array<{ id: number; name: string }>;
}

/**
 * The lead time field as sent: empty is «not said» (null), whole numbers go as numbers, anything
 * else as typed, so the server answers with its Russian message instead of the value being lost.
 */
export function leadTimeBody(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

export interface ProductQuery {
  mine: boolean;
  status: ProductStatus | 'all';
  search: string;
  page: number;
  limit: number;
}

export type ProductStep = ListingStep;

/** A product's status as people read it: the API document's labels (the catalogue module's rules). */
export const STATUS_LABELS = PRODUCT_STATUS_LABELS;

export const REVISION_LABELS: Record<'submitted' | 'rejected', string> = {
  submitted: 'Изменения на модерации',
  rejected: 'Изменения отклонены',
};

/** The spec's characteristic names, in its order, offered as suggestions. */
export const CHARACTERISTIC_SUGGESTIONS: readonly string[] = CHARACTERISTIC_ORDER;
