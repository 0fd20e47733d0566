import type { Doc } from '../../../infra/read-store/index.ts';
import type { VatKind } from '../../../shared/vat/index.ts';
import type { ProductStatus, Quality } from '../catalog/published.ts';
import type { CrossReferenceKind } from './events.ts';

export const PARTS_PROJECTION = 'parts';
export const OFFERS_PROJECTION = 'offers';

/** Read-model document of one part (projection `parts`). */
export interface PartDoc extends Doc {
  id: number;
  designation: string;
  name: string;
  categoryId: number | null;
  crossReferences: Array<{ designation: string; kind: CrossReferenceKind; source: string; addedBy: number | null; addedAt: string }>;
  /**
   * The designation keys (rules.ts `designationKey`, the catalogue search's part-number
   * normalisation) of the designation and every cross-reference, indexed: a search by any of them,
   * and an analogue naming another part's designation, find the part.
   */
  keys: string[];
  /** Keys of the designations it is known by as itself (its own and «same part» cross-references). */
  ownKeys: string[];
  createdAt: string;
  updatedAt: string;
}

/** What an offer shows of its product: the public version's. */
export interface OfferCard {
  name: string;
  price: number;
  quality: Quality;
  /** Days to ship from stock, or to make on order when out of stock (ADR 0065); null when not said. */
  leadTimeDays: number | null;
}

/**
 * Documents of projection `offers`: what the offers table joins (ADR 0064). One per product (its
 * part, its public version, its stock), per warehouse (its city), per company (its name and
 * check) and per seller (their company and VAT choice). Joined when a part is read: a part has a
 * handful of offers, and a renamed company or a moved warehouse then changes one document only.
 */
export type OfferDoc =
  | (Doc & {
      kind: 'offer';
      productId: number;
      supplierId: number;
      partId: number | null;
      status: ProductStatus;
      /** The supplier's latest version. */
      current: OfferCard;
      /** The published version while an edit of it is moderated (ADR 0036), else null. */
      live: OfferCard | null;
      stocks: Array<{ warehouseId: number; quantity: number }>;
    })
  | (Doc & { kind: 'warehouse'; id: number; supplierId: number; name: string; city: string })
  | (Doc & { kind: 'company'; id: number; name: string; verified: boolean })
  | (Doc & { kind: 'seller'; userId: number; companyId: number | null; vatKind: VatKind });

export type OfferProductDoc = Extract<OfferDoc, { kind: 'offer' }>;

export const offerKey = (productId: number): string => `product-${productId}`;
export const warehouseKey = (warehouseId: number): string => `warehouse-${warehouseId}`;
export const companyKey = (companyId: number): string => `company-${companyId}`;
export const sellerKey = (userId: number): string => `seller-${userId}`;

/** What buyers see of an offer: the published version, or null while none is public. */
export function publicCard(doc: OfferProductDoc): OfferCard | null {
  if (doc.live !== null) return doc.live;
  return doc.status === 'published' ? doc.current : null;
}
