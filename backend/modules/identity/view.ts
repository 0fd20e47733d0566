import type { Doc } from '../../../infra/read-store/index.ts';
import type { RevocationReason } from './events.ts';
import type { UserRole, UserStatus } from './user-decider.ts';

export const USERS_PROJECTION = 'users';
export const SESSIONS_PROJECTION = 'sessions';

/** Read-model document of one account (projection `users`). Never a password hash. */
export interface UserDoc extends Doc {
  id: number;
  email: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  middleName: string;
  phone: string | null;
  avatar: string | null;
  inn: string | null;
  companyId: number | null;
  isCompanyAdmin: boolean;
  status: UserStatus;
  /** The admin's reason for the last block or unblock. */
  statusReason: string | null;
  createdAt: string;
  /** Lower-case e-mail, names and ИНН: what the admin's search looks in. */
  searchText: string;
}

/** Read-model document of one refresh-token family (projection `sessions`). Never a token hash. */
export interface SessionDoc extends Doc {
  sessionId: string;
  userId: number;
  startedAt: string;
  expiresAt: string;
  refreshedAt: string | null;
  revoked: boolean;
  revokedReason: RevocationReason | null;
}

/** The company details shown with a user (`Company` of spec section 3), given by the companies module. */
export interface CompanySummary {
  id: number;
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string;
  legalAddress: string;
}

/** The user as the SPA holds it (spec section 3). */
export interface UserDto {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  middleName: string;
  phone: string | null;
  role: UserRole;
  avatar: string | null;
  companyId: number | null;
  isCompanyAdmin: boolean;
  Company?: CompanySummary;
}

/** `GET /api/users/profile` (spec section 7). */
export interface ProfileDto {
  firstName: string;
  lastName: string;
  middleName: string;
  phone: string | null;
  avatar: string | null;
  email: string;
}

/** A user in the admin's user management. */
export interface AdminUserDto extends UserDto {
  inn: string | null;
  status: UserStatus;
  statusReason: string | null;
  createdAt: string;
}

export function userDto(doc: UserDoc, company: CompanySummary | null = null): UserDto {
  return {
    id: doc.id,
    email: doc.email,
    firstName: doc.firstName,
    lastName: doc.lastName,
    middleName: doc.middleName,
    phone: doc.phone,
    role: doc.role,
    avatar: doc.avatar,
    companyId: doc.companyId,
    isCompanyAdmin: doc.isCompanyAdmin,
    ...(company ? { Company: company } : {}),
  };
}

export function profileDto(doc: UserDoc): ProfileDto {
  return {
    firstName: doc.firstName,
    lastName: doc.lastName,
    middleName: doc.middleName,
    phone: doc.phone,
    avatar: doc.avatar,
    email: doc.email,
  };
}

export function adminUserDto(doc: UserDoc): AdminUserDto {
  return {
    ...userDto(doc),
    inn: doc.inn,
    status: doc.status,
    statusReason: doc.statusReason,
    createdAt: doc.createdAt,
  };
}

export function searchTextOf(
  doc: Pick<UserDoc, 'email' | 'firstName' | 'lastName' | 'middleName' | 'inn'>,
): string {
  return [doc.email, doc.lastName, doc.firstName, doc.middleName, doc.inn ?? ''].join(' ').toLowerCase();
}
