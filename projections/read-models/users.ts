import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  USERS_PROJECTION,
  identityEvents,
  placeholderAfterChange,
  placeholderAtRegistration,
  searchTextOf,
  type IdentityEvent,
  type UserDoc,
} from '../../backend/modules/identity/published.ts';

/**
 * One document per account, for sign-in lookups, the profile, the access check and the admin's
 * user list. The password hash is never copied here: it stays in the account's events.
 */
export const usersProjection = typedProjection<UserDoc, IdentityEvent>({
  name: USERS_PROJECTION,
  // 2: whether the name is still the registration default (ADR 0058).
  version: 2,
  events: identityEvents,
  indexes: [{ fields: { email: 1 } }, { fields: { role: 1 } }, { fields: { status: 1 } }],
  keys: (event) => [String(event.data.userId)],
  evolve(doc, event) {
    const { type, data } = event;
    if (type === 'UserRegistered') {
      const fresh: UserDoc = {
        _id: String(data.userId),
        id: data.userId,
        email: data.email,
        role: data.role,
        firstName: data.firstName,
        lastName: data.lastName,
        middleName: data.middleName,
        nameIsPlaceholder: placeholderAtRegistration(data),
        phone: null,
        avatar: null,
        inn: data.inn,
        companyId: null,
        isCompanyAdmin: false,
        status: 'active',
        statusReason: null,
        createdAt: event.metadata.at,
        searchText: '',
      };
      return { ...fresh, searchText: searchTextOf(fresh) };
    }
    if (!doc) return null;
    switch (type) {
      case 'UserProfileChanged': {
        const next = {
          ...doc,
          firstName: data.firstName,
          lastName: data.lastName,
          middleName: data.middleName,
          nameIsPlaceholder: placeholderAfterChange(doc, data),
          phone: data.phone,
        };
        return { ...next, searchText: searchTextOf(next) };
      }
      case 'UserAvatarChanged':
        return { ...doc, avatar: data.avatar };
      case 'UserPasswordChanged':
        return doc;
      case 'UserBlocked':
        return { ...doc, status: 'blocked', statusReason: data.reason };
      case 'UserUnblocked':
        return { ...doc, status: 'active', statusReason: data.reason };
      case 'UserRoleChanged':
        return { ...doc, role: data.role };
      case 'UserJoinedCompany':
        return { ...doc, companyId: data.companyId, isCompanyAdmin: data.isCompanyAdmin };
    }
  },
});
