import { Schema } from 'effect';
import { EventCodec, MODERATION_STATUSES, type DomainEvent } from '../../kit/write/index.ts';

const Id = Schema.Int.check(Schema.isGreaterThan(0));
const Text = Schema.String.check(Schema.isMinLength(1));
const Amount = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0));

/** The moderation flow's statuses (kit/write/moderation.ts), shared with the other moderated things. */
export const PRODUCT_STATUSES = MODERATION_STATUSES;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** The words people see for a product's status (the API document's `x-labels`, the SPA's badges). */
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Черновик',
  submitted: 'На модерации',
  published: 'Опубликован',
  rejected: 'Отклонён',
  archived: 'В архиве',
};
export const QUALITIES = ['new', 'repaired'] as const;
export type Quality = (typeof QUALITIES)[number];

const Characteristic = Schema.Struct({ name: Text, value: Schema.String });
const DeliveryItem = Schema.Struct({
  itemName: Text,
  quantity: Amount,
  /** Kilograms. */
  unitWeight: Schema.NullOr(Amount),
  totalWeight: Schema.NullOr(Amount),
  /** Roubles. */
  pricePerUnit: Schema.NullOr(Amount),
  totalPrice: Schema.NullOr(Amount),
});
const NormativeDocument = Schema.Struct({
  name: Text,
  standard: Schema.String,
  documentNumber: Schema.String,
  /** A site path ('/uploads/documents/…'), a path relative to the site root, or an http(s) address. */
  filePath: Schema.NullOr(Schema.String),
});
const ComponentDescription = Schema.Struct({ componentName: Text, description: Schema.String });
const LinkedService = Schema.Struct({ id: Id, name: Text });

/** Everything a supplier writes about a product; replaced as a whole by an edit. */
export const ProductDetailsFields = {
  name: Text,
  /** The supplier's own part number (артикул), unique among the supplier's products; price lists match on it. */
  partNumber: Schema.optional(Schema.NullOr(Text)),
  /** Roubles per piece, kopecks at most. */
  price: Amount,
  /**
   * Days to ship: from stock while there is stock, to make on order when there is none (ADR 0065).
   * Absent on products written before, null when the supplier does not say.
   */
  leadTimeDays: Schema.optional(Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)))),
  description: Schema.String,
  /** A category of the tree, or one of its name-filter subcategories (the «Наименование» filter). */
  categoryId: Id,
  quality: Schema.Literals(QUALITIES),
  images: Schema.Array(Text),
  characteristics: Schema.Array(Characteristic),
  deliverySet: Schema.Array(DeliveryItem),
  normativeDocuments: Schema.Array(NormativeDocument),
  componentDescriptions: Schema.Array(ComponentDescription),
  /** Services of the services module, stored with their names as given (that module comes later). */
  services: Schema.Array(LinkedService),
};

const StockLevel = Schema.Struct({ warehouseId: Id, quantity: Schema.Int.check(Schema.isGreaterThan(0)) });

/** Events of one product, stream `product-<id>`. Who acted is in the metadata. */
const productSchemas = {
  ProductCreated: Schema.Struct({ productId: Id, supplierId: Id, ...ProductDetailsFields }),
  ProductDetailsChanged: Schema.Struct({ productId: Id, ...ProductDetailsFields }),
  /** Sent to moderation: by the supplier, or by an edit of a published product. */
  ProductSubmitted: Schema.Struct({ productId: Id }),
  ProductPublished: Schema.Struct({ productId: Id }),
  ProductRejected: Schema.Struct({ productId: Id, reason: Text }),
  ProductArchived: Schema.Struct({ productId: Id }),
  /** Back from the archive as a draft. */
  ProductRestored: Schema.Struct({ productId: Id }),
  /**
   * The stock of every warehouse that holds the product (warehouses left out hold none). `order`
   * names the order step whose pieces left or came back, so that step is counted once (ADR 0084).
   */
  ProductStockChanged: Schema.Struct({
    productId: Id,
    stocks: Schema.Array(StockLevel),
    order: Schema.optional(Schema.Struct({ orderId: Id, step: Schema.Literals(['receipt', 'restock']) })),
  }),
  /** The product is an offer of this part (номенклатурная позиция, ADR 0064), or of none (null). */
  ProductPartLinked: Schema.Struct({ productId: Id, partId: Schema.NullOr(Id) }),
};

/** Events of one warehouse, stream `warehouse-<id>`. */
const warehouseSchemas = {
  WarehouseCreated: Schema.Struct({
    warehouseId: Id,
    supplierId: Id,
    name: Text,
    address: Text,
    city: Text,
    workingHours: Schema.String,
  }),
  WarehouseChanged: Schema.Struct({
    warehouseId: Id,
    name: Text,
    address: Text,
    city: Text,
    workingHours: Schema.String,
  }),
  WarehouseRemoved: Schema.Struct({ warehouseId: Id }),
};

type ProductSchemas = typeof productSchemas;
type WarehouseSchemas = typeof warehouseSchemas;
export type ProductEvent = {
  [K in keyof ProductSchemas]: DomainEvent<K, ProductSchemas[K]['Type']>;
}[keyof ProductSchemas];
export type ProductEventOf<K extends ProductEvent['type']> = Extract<ProductEvent, { type: K }>;
export type WarehouseEvent = {
  [K in keyof WarehouseSchemas]: DomainEvent<K, WarehouseSchemas[K]['Type']>;
}[keyof WarehouseSchemas];

export type ProductDetails = Omit<ProductEventOf<'ProductDetailsChanged'>['data'], 'productId'>;
export type StockLevel = ProductEventOf<'ProductStockChanged'>['data']['stocks'][number];
export type WarehouseDetails = Omit<
  Extract<WarehouseEvent, { type: 'WarehouseChanged' }>['data'],
  'warehouseId'
>;

export const productEvents = new EventCodec<ProductEvent>(productSchemas);
export const warehouseEvents = new EventCodec<WarehouseEvent>(warehouseSchemas);

export const productStream = (productId: number): string => `product-${productId}`;
export const warehouseStream = (warehouseId: number): string => `warehouse-${warehouseId}`;
