import { typedProjection } from '../../backend/kit/read/index.ts';
import { EventCodec } from '../../backend/kit/write/index.ts';
import { vatKindOfRate } from '../../shared/vat/index.ts';
import { settingsEvents } from '../../backend/modules/accounting/published.ts';
import {
  productEvents,
  warehouseEvents,
  type ProductEvent,
  type WarehouseEvent,
} from '../../backend/modules/catalog/published.ts';
import { companyEvents, type CompanyEvent } from '../../backend/modules/companies/published.ts';
import { identityEvents, type IdentityEventOf } from '../../backend/modules/identity/published.ts';
import {
  OFFERS_PROJECTION,
  companyKey,
  offerKey,
  sellerKey,
  warehouseKey,
  type OfferDoc,
  type OfferProductDoc,
} from '../../backend/modules/parts/published.ts';

type SettingsEvent = ReturnType<typeof settingsEvents.check>;
type Event =
  | ProductEvent
  | WarehouseEvent
  | Extract<
      CompanyEvent,
      {
        type:
          | 'CompanyRegistered'
          | 'CompanyDetailsChanged'
          | 'CompanyVerified'
          | 'CompanyVerificationRevoked'
          | 'CompanyRegistrationCancelled';
      }
    >
  | IdentityEventOf<'UserJoinedCompany'>
  | SettingsEvent;

const events: EventCodec<Event> = EventCodec.merge(
  productEvents,
  warehouseEvents,
  companyEvents.only(
    'CompanyRegistered',
    'CompanyDetailsChanged',
    'CompanyVerified',
    'CompanyVerificationRevoked',
    'CompanyRegistrationCancelled',
  ),
  identityEvents.only('UserJoinedCompany'),
  settingsEvents,
);

const seller = (doc: OfferDoc | null, userId: number): Extract<OfferDoc, { kind: 'seller' }> =>
  doc?.kind === 'seller'
    ? doc
    : { _id: sellerKey(userId), kind: 'seller', userId, companyId: null, vatKind: 'general' };

function evolveOffer(doc: OfferProductDoc | null, event: ProductEvent): OfferProductDoc | null {
  if (event.type === 'ProductCreated') {
    const { productId, supplierId, name, price, quality, leadTimeDays } = event.data;
    const current = { name, price, quality, leadTimeDays: leadTimeDays ?? null };
    return {
      _id: offerKey(productId),
      kind: 'offer',
      productId,
      supplierId,
      partId: null,
      status: 'draft',
      current,
      live: null,
      stocks: [],
    };
  }
  if (!doc) return null;
  switch (event.type) {
    case 'ProductDetailsChanged': {
      const { name, price, quality, leadTimeDays } = event.data;
      return { ...doc, current: { name, price, quality, leadTimeDays: leadTimeDays ?? null } };
    }
    case 'ProductSubmitted':
      // As the product decider: a published version stays public while its edit is moderated.
      return { ...doc, status: 'submitted', live: doc.status === 'published' ? doc.current : doc.live };
    case 'ProductPublished':
      return { ...doc, status: 'published', live: null };
    case 'ProductRejected':
      return { ...doc, status: 'rejected' };
    case 'ProductArchived':
      return { ...doc, status: 'archived', live: null };
    case 'ProductRestored':
      return { ...doc, status: 'draft' };
    case 'ProductStockChanged':
      return {
        ...doc,
        stocks: event.data.stocks.map(({ warehouseId, quantity }) => ({ warehouseId, quantity })),
      };
    case 'ProductPartLinked':
      return { ...doc, partId: event.data.partId };
  }
}

/**
 * The offers of the parts (ADR 0064), built from the product, warehouse, company, membership and
 * VAT-setting events: one document per product, warehouse, company and seller, joined when a part
 * is read (view.ts). A price, a stock, a company's name or check, a warehouse's city shows in every
 * offers table within the projection lag.
 */
export const offersProjection = typedProjection<OfferDoc, Event>({
  name: OFFERS_PROJECTION,
  // 2: offers carry their lead time (ADR 0065).
  version: 2,
  events,
  // `kind`: a part page finds its sellers' warehouses among few documents, not every offer (ADR 0073).
  indexes: [{ fields: { partId: 1 } }, { fields: { kind: 1 } }],
  keys: (event) => {
    const data = event.data as Record<string, unknown>;
    if ('productId' in data) return [offerKey(data.productId as number)];
    if ('warehouseId' in data) return [warehouseKey(data.warehouseId as number)];
    if (event.type === 'UserJoinedCompany') return [sellerKey(event.data.userId)];
    if ('sellerId' in data) return [sellerKey(data.sellerId as number)];
    return [companyKey(data.companyId as number)];
  },
  evolve(doc, event, key) {
    switch (event.type) {
      case 'WarehouseCreated': {
        const { warehouseId, supplierId, name, city } = event.data;
        return { _id: key, kind: 'warehouse', id: warehouseId, supplierId, name, city };
      }
      case 'WarehouseChanged':
        return doc?.kind === 'warehouse' ? { ...doc, name: event.data.name, city: event.data.city } : null;
      case 'WarehouseRemoved':
        return null;
      case 'CompanyRegistered':
        return {
          _id: key,
          kind: 'company',
          id: event.data.companyId,
          name: event.data.name,
          verified: false,
        };
      case 'CompanyDetailsChanged':
        return doc?.kind === 'company' ? { ...doc, name: event.data.name } : null;
      case 'CompanyVerified':
        return doc?.kind === 'company' ? { ...doc, verified: true } : null;
      case 'CompanyVerificationRevoked':
        return doc?.kind === 'company' ? { ...doc, verified: false } : null;
      case 'CompanyRegistrationCancelled':
        return null;
      case 'UserJoinedCompany':
        return { ...seller(doc, event.data.userId), companyId: event.data.companyId };
      case 'VatKindSet':
        return { ...seller(doc, event.data.sellerId), vatKind: event.data.vatKind };
      case 'VatRateSet':
        return { ...seller(doc, event.data.sellerId), vatKind: vatKindOfRate(event.data.vatRate) };
      default:
        return evolveOffer(doc?.kind === 'offer' ? doc : null, event);
    }
  },
});
