import type { Doc } from '../../../infra/read-store/index.ts';
import type { ProductDetails, ProductStatus, Quality, StockLevel } from './events.ts';
import { QUALITY_LABELS } from './rules.ts';
import { sortCharacteristics } from '../../../shared/catalog/index.ts';

export const PRODUCTS_PROJECTION = 'products';
export const PRODUCT_SEARCH_PROJECTION = 'productSearch';
/** What the catalogue search knows of the sellers around a product: company names, warehouse cities. */
export const SELLER_SEARCH_PROJECTION = 'sellerSearch';
export const WAREHOUSES_PROJECTION = 'warehouses';

/** Read-model document of one product (projection `products`): what the product page shows. */
export interface ProductDoc extends Doc, ProductDetails {
  id: number;
  supplierId: number;
  status: ProductStatus;
  stocks: StockLevel[];
  /** Warehouses holding stock (indexed: a warehouse with stock cannot be removed). */
  warehouseIds: number[];
  /** Stock over all warehouses. */
  quantity: number;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  publishedAt: string | null;
  /**
   * An edit of the published product under moderation (or rejected): the fields above stay the
   * published version, public, until a moderator approves the edit (ADR 0036). Absent on documents
   * projected before.
   */
  revision?: ProductRevision | null;
  /** The part (номенклатурная позиция) this product is an offer of (ADR 0064); absent before any link. */
  partId?: number | null;
}

/** The product details a document's own fields hold (the published version while an edit is moderated). */
export function publishedDetails(doc: ProductDoc): ProductDetails {
  return {
    name: doc.name,
    price: doc.price,
    description: doc.description,
    categoryId: doc.categoryId,
    quality: doc.quality,
    images: doc.images,
    characteristics: doc.characteristics,
    deliverySet: doc.deliverySet,
    normativeDocuments: doc.normativeDocuments,
    componentDescriptions: doc.componentDescriptions,
    services: doc.services,
    ...(doc.partNumber === undefined ? {} : { partNumber: doc.partNumber }),
    ...(doc.leadTimeDays === undefined ? {} : { leadTimeDays: doc.leadTimeDays }),
  };
}

/** The next version of a published product, as its supplier wrote it. */
export interface ProductRevision {
  details: ProductDetails;
  status: 'submitted' | 'rejected';
  rejectionReason: string | null;
  submittedAt: string;
  updatedAt: string;
}

/** Read-model document of one warehouse (projection `warehouses`). */
export interface WarehouseDoc extends Doc {
  id: number;
  supplierId: number;
  name: string;
  address: string;
  city: string;
  workingHours: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Search document of one product (projection `productSearch`): the list card and the normalised
 * terms of its three ranked fields, each `words|stems|codes` (search-text.ts). One more document,
 * `_last` (kind 'meta'), is touched by every product event: its `_pos` says when the products last
 * changed, so the in-process index knows without a scan whether it has to look for changes.
 */
export interface ProductSearchDoc extends Doc {
  kind: 'product';
  id: number;
  supplierId: number;
  categoryId: number;
  status: ProductStatus;
  quality: Quality;
  name: string;
  /** The seller's part number (absent on documents projected before part numbers existed). */
  partNumber?: string | null;
  price: number;
  /** The description's beginning, for list cards. */
  excerpt: string;
  image: string | null;
  quantity: number;
  /** Warehouses holding stock of it, whose cities find it (ADR 0060); absent on documents projected before. */
  warehouseIds?: number[];
  /** Days to ship (from stock, or to make on order); null when not said, absent on documents projected before. */
  leadTimeDays?: number | null;
  /** The part it is an offer of (ADR 0064): the catalogue's cards group by it (ADR 0066); absent on documents projected before. */
  partId?: number | null;
  terms: { name: string; attributes: string; text: string };
  /** The moderation state of an edit of the published product (it is found in that queue too). */
  revision?: 'submitted' | 'rejected' | null;
  /** The card of that edit, which becomes the card when approved. */
  pending?: SearchCardFields | null;
}

/** What a product's search document takes from its details. */
export type SearchCardFields = Pick<
  ProductSearchDoc,
  'categoryId' | 'quality' | 'name' | 'partNumber' | 'price' | 'leadTimeDays' | 'excerpt' | 'image' | 'terms'
>;

export interface SearchMetaDoc extends Doc {
  kind: 'meta';
}

/**
 * Search documents of the sellers (projection `sellerSearch`, ADR 0060): a company's name, with the
 * people who sell for it, and a warehouse's city; `terms` as `words|stems|codes` (search-text.ts),
 * empty once the company is cancelled or the warehouse removed (kept, so the index hears of it).
 * Their `_last` (kind 'meta') is touched by every event, as in `productSearch`.
 */
export type SellerSearchDoc =
  | (Doc & { kind: 'company'; id: number; name: string; memberIds: number[]; terms: string })
  | (Doc & { kind: 'warehouse'; id: number; supplierId: number; city: string; terms: string });

export const SEARCH_META_ID = '_last';
export const EXCERPT_LENGTH = 200;

/** The description's beginning for a card: at most EXCERPT_LENGTH characters, cut between words. */
export function excerptOf(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Paths are served from the API base URL ('/'). One leading slash only: `//host`
 * or `/\host` (a browser reads `\` as `/`) would lead to another site.
 */
export function assetUrl(path: string): string {
  return SCHEME.test(path) ? path : `/${path.replace(/^(?:\.?[/\\]+)+/, '')}`;
}

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

/** Where a product sits in the tree: its category and, when filed under one, the name filter. */
export interface Placement {
  readonly category: CategoryRef | null;
  readonly nameFilter: { id: number; name: string } | null;
}

export interface SupplierRef {
  id: number;
  name: string | null;
}

export { CHARACTERISTIC_ORDER, sortCharacteristics } from '../../../shared/catalog/index.ts';

/** A product in a list (`GET /api/products`). */
export interface ProductCardDto {
  id: number;
  name: string;
  price: number;
  description: string;
  quality: Quality;
  qualityName: string;
  status: ProductStatus;
  /** Only on a published product whose edit is moderated or was rejected. */
  revision?: 'submitted' | 'rejected';
  quantity: number;
  categoryId: number | null;
  supplierId: number;
  Images: Array<{ url: string }>;
  Category: CategoryRef | null;
  NameFilter: { id: number; name: string } | null;
  Supplier: SupplierRef;
}

export interface CardSource {
  readonly id: number;
  readonly name: string;
  readonly partNumber?: string | null | undefined;
  readonly price: number;
  readonly excerpt: string;
  readonly quality: Quality;
  readonly status: ProductStatus;
  /** An edit of the published product under moderation or rejected (ADR 0036). */
  readonly revision?: 'submitted' | 'rejected' | null;
  readonly quantity: number;
  readonly supplierId: number;
  readonly image: string | null;
}

export function cardDto(card: CardSource, placement: Placement, supplier: SupplierRef): ProductCardDto {
  return {
    id: card.id,
    name: card.name,
    price: card.price,
    description: card.excerpt,
    quality: card.quality,
    qualityName: QUALITY_LABELS[card.quality].product,
    status: card.status,
    ...(card.revision ? { revision: card.revision } : {}),
    quantity: card.quantity,
    categoryId: placement.category?.id ?? null,
    supplierId: card.supplierId,
    Images: card.image ? [{ url: assetUrl(card.image) }] : [],
    Category: placement.category,
    NameFilter: placement.nameFilter,
    Supplier: supplier,
  };
}

export interface WarehouseDto {
  id: number;
  name: string;
  address: string;
  city: string;
  workingHours: string;
}

export function warehouseDto(doc: WarehouseDoc): WarehouseDto {
  return { id: doc.id, name: doc.name, address: doc.address, city: doc.city, workingHours: doc.workingHours };
}

/** The product page's product: the published product's fields, its relations in PascalCase. */
export function productDto(
  doc: ProductDoc,
  context: {
    placement: Placement;
    supplier: SupplierRef;
    warehouses: ReadonlyMap<number, WarehouseDoc>;
    /** The supplier and moderators also see the moderation state. */
    moderation: boolean;
  },
) {
  const stocks = doc.stocks.flatMap((stock) => {
    const warehouse = context.warehouses.get(stock.warehouseId);
    return warehouse
      ? [
          {
            id: `${doc.id}-${stock.warehouseId}`,
            warehouseId: stock.warehouseId,
            quantity: stock.quantity,
            Warehouse: warehouseDto(warehouse),
          },
        ]
      : [];
  });
  return {
    id: doc.id,
    name: doc.name,
    partNumber: doc.partNumber ?? null,
    partId: doc.partId ?? null,
    price: doc.price,
    leadTimeDays: doc.leadTimeDays ?? null,
    description: doc.description,
    quality: doc.quality,
    qualityName: QUALITY_LABELS[doc.quality].product,
    status: doc.status,
    quantity: stocks.reduce((sum, stock) => sum + stock.quantity, 0),
    categoryId: context.placement.category?.id ?? null,
    supplierId: doc.supplierId,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    publishedAt: doc.publishedAt,
    ...(context.moderation
      ? {
          rejectionReason: doc.status === 'rejected' ? doc.rejectionReason : null,
          submittedAt: doc.submittedAt,
        }
      : {}),
    Images: doc.images.map((url) => ({ url: assetUrl(url) })),
    Supplier: context.supplier,
    Category: context.placement.category,
    NameFilter: context.placement.nameFilter,
    Stocks: stocks,
    Characteristics: sortCharacteristics(doc.characteristics).map(({ name, value }) => ({ name, value })),
    DeliverySet: { items: doc.deliverySet.map((item) => ({ ...item })) },
    NormativeDocuments: doc.normativeDocuments.map((document) => ({
      name: document.name,
      standard: document.standard,
      documentNumber: document.documentNumber,
      filePath: document.filePath === null ? null : assetUrl(document.filePath),
    })),
    ComponentDescriptions: doc.componentDescriptions.map(({ componentName, description }) => ({
      componentName,
      description,
    })),
    Services: doc.services.map(({ id, name }) => ({ id, name })),
  };
}

export type ProductDto = ReturnType<typeof productDto>;
