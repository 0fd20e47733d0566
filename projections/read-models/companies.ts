import { defineProjection } from '../runtime/index.ts';
import {
  COMPANIES_PROJECTION,
  companyEvents,
  type CompanyDoc,
  type CompanyEvent,
} from '../../backend/modules/companies/index.ts';
import { identityEvents, type IdentityEventOf } from '../../backend/modules/identity/index.ts';

type Handled = CompanyEvent | IdentityEventOf<'UserJoinedCompany'>;

/** One document per company; its members and admins follow the users' `UserJoinedCompany` events. */
export const companiesProjection = defineProjection<CompanyDoc>({
  name: COMPANIES_PROJECTION,
  version: 2,
  eventTypes: [...companyEvents.types, 'UserJoinedCompany'],
  indexes: [{ fields: { memberIds: 1 } }, { fields: { inn: 1 } }],
  decode: (type, data) =>
    (companyEvents.handles(type) ? companyEvents : identityEvents).check(type, data).data,
  keys: (event) => [String((event as unknown as Handled).data.companyId)],
  evolve(doc, event) {
    const handled = event as unknown as Handled;
    const at = event.metadata.at;
    switch (handled.type) {
      case 'CompanyRegistered': {
        const { companyId, name, inn, kpp, ogrn, legalAddress, founderId } = handled.data;
        return {
          _id: String(companyId),
          id: companyId,
          name,
          inn,
          kpp,
          ogrn,
          legalAddress,
          founderId,
          memberIds: [],
          adminIds: [],
          verified: false,
          verifiedAt: null,
          verificationNote: null,
          createdAt: at,
          updatedAt: at,
        };
      }
      case 'CompanyRegistrationCancelled':
        return null;
    }
    if (!doc) return null;
    switch (handled.type) {
      case 'CompanyDetailsChanged': {
        const { name, kpp, ogrn, legalAddress } = handled.data;
        return { ...doc, name, kpp, ogrn, legalAddress, updatedAt: at };
      }
      case 'CompanyBankDetailsChanged':
        return { ...doc, bank: handled.data.bank, updatedAt: at };
      case 'CompanyVerified':
        return { ...doc, verified: true, verifiedAt: at, verificationNote: null, updatedAt: at };
      case 'CompanyVerificationRevoked':
        return { ...doc, verified: false, verifiedAt: null, verificationNote: handled.data.reason, updatedAt: at };
      case 'UserJoinedCompany': {
        const { userId, isCompanyAdmin } = handled.data;
        const add = (ids: number[]): number[] => (ids.includes(userId) ? ids : [...ids, userId]);
        return {
          ...doc,
          memberIds: add(doc.memberIds),
          adminIds: isCompanyAdmin ? add(doc.adminIds) : doc.adminIds.filter((id) => id !== userId),
        };
      }
    }
  },
});
