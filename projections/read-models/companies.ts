import { typedProjection } from '../../backend/kit/read/index.ts';
import { EventCodec } from '../../backend/kit/write/index.ts';
import {
  COMPANIES_PROJECTION,
  companyEvents,
  type CompanyDoc,
  type CompanyEvent,
} from '../../backend/modules/companies/published.ts';
import { identityEvents, type IdentityEventOf } from '../../backend/modules/identity/published.ts';

/** One document per company; its members and admins follow the users' `UserJoinedCompany` events. */
export const companiesProjection = typedProjection<
  CompanyDoc,
  CompanyEvent | IdentityEventOf<'UserJoinedCompany'>
>({
  name: COMPANIES_PROJECTION,
  version: 3,
  events: EventCodec.merge(companyEvents, identityEvents.only('UserJoinedCompany')),
  indexes: [{ fields: { memberIds: 1 } }, { fields: { inn: 1, verified: 1 } }],
  keys: (event) => [String(event.data.companyId)],
  evolve(doc, event) {
    const at = event.metadata.at;
    switch (event.type) {
      case 'CompanyRegistered': {
        const { companyId, name, inn, kpp, ogrn, legalAddress, founderId } = event.data;
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
    switch (event.type) {
      case 'CompanyDetailsChanged': {
        const { name, kpp, ogrn, legalAddress } = event.data;
        return { ...doc, name, kpp, ogrn, legalAddress, updatedAt: at };
      }
      case 'CompanyBankDetailsChanged':
        return { ...doc, bank: event.data.bank, updatedAt: at };
      case 'CompanyProofSubmitted':
        return {
          ...doc,
          proof: { url: event.data.url, kind: event.data.kind, submittedAt: at },
          updatedAt: at,
        };
      case 'CompanyVerified':
        return { ...doc, verified: true, verifiedAt: at, verificationNote: null, updatedAt: at };
      case 'CompanyVerificationRevoked':
        return {
          ...doc,
          verified: false,
          verifiedAt: null,
          verificationNote: event.data.reason,
          updatedAt: at,
        };
      case 'UserJoinedCompany': {
        const { userId, isCompanyAdmin } = event.data;
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
