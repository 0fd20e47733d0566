import { typedProjection } from '../../backend/kit/read/index.ts';
import { EventCodec } from '../../backend/kit/write/index.ts';
import {
  SEARCH_META_ID,
  SELLER_SEARCH_PROJECTION,
  cityTermsOf,
  companyTermsOf,
  warehouseEvents,
  type SearchMetaDoc,
  type SellerSearchDoc,
  type WarehouseEvent,
} from '../../backend/modules/catalog/published.ts';
import { companyEvents, type CompanyEvent } from '../../backend/modules/companies/published.ts';
import { identityEvents, type IdentityEventOf } from '../../backend/modules/identity/published.ts';

type Doc = SellerSearchDoc | SearchMetaDoc;
type Event =
  | Extract<
      CompanyEvent,
      { type: 'CompanyRegistered' | 'CompanyDetailsChanged' | 'CompanyRegistrationCancelled' }
    >
  | IdentityEventOf<'UserJoinedCompany'>
  | WarehouseEvent;

const events: EventCodec<Event> = EventCodec.merge(
  companyEvents.only('CompanyRegistered', 'CompanyDetailsChanged', 'CompanyRegistrationCancelled'),
  identityEvents.only('UserJoinedCompany'),
  warehouseEvents,
);

const companyKey = (companyId: number): string => `company-${companyId}`;
const warehouseKey = (warehouseId: number): string => `warehouse-${warehouseId}`;

/**
 * What the catalogue search knows of the sellers (ADR 0060): one document per company (its name's
 * terms and the people who sell for it) and per warehouse (its city's terms). The API process's
 * index finds a seller's products by the company's name and a product by the cities of the
 * warehouses holding it, and follows renames and moves through these documents; every event also
 * touches `_last`, as in `productSearch`.
 */
export const sellerSearchProjection = typedProjection<Doc, Event>({
  name: SELLER_SEARCH_PROJECTION,
  version: 1,
  events,
  indexes: [{ fields: { '_pos.commit': 1 } }],
  keys: (event) => [
    'warehouseId' in event.data ? warehouseKey(event.data.warehouseId) : companyKey(event.data.companyId),
    SEARCH_META_ID,
  ],
  evolve(doc, event, key) {
    if (key === SEARCH_META_ID) return { _id: SEARCH_META_ID, kind: 'meta' };
    switch (event.type) {
      case 'CompanyRegistered':
      case 'CompanyDetailsChanged': {
        const members = doc?.kind === 'company' ? doc.memberIds : [];
        return {
          _id: key,
          kind: 'company',
          id: event.data.companyId,
          name: event.data.name,
          memberIds: members,
          terms: companyTermsOf(event.data.name),
        };
      }
      case 'CompanyRegistrationCancelled':
        return {
          _id: key,
          kind: 'company',
          id: event.data.companyId,
          name: '',
          memberIds: [],
          terms: companyTermsOf(''),
        };
      case 'UserJoinedCompany': {
        // Written after the company's registration; a document is made either way, so the order never matters.
        const company =
          doc?.kind === 'company'
            ? doc
            : {
                _id: key,
                kind: 'company' as const,
                id: event.data.companyId,
                name: '',
                memberIds: [],
                terms: companyTermsOf(''),
              };
        return company.memberIds.includes(event.data.userId)
          ? company
          : { ...company, memberIds: [...company.memberIds, event.data.userId] };
      }
      case 'WarehouseCreated':
        return {
          _id: key,
          kind: 'warehouse',
          id: event.data.warehouseId,
          supplierId: event.data.supplierId,
          city: event.data.city,
          terms: cityTermsOf(event.data.city),
        };
      case 'WarehouseChanged':
        return doc?.kind === 'warehouse'
          ? { ...doc, city: event.data.city, terms: cityTermsOf(event.data.city) }
          : null;
      case 'WarehouseRemoved':
        return doc?.kind === 'warehouse' ? { ...doc, city: '', terms: cityTermsOf('') } : null;
    }
  },
});
