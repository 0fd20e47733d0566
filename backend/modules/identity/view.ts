import type { Doc } from '../../../infra/read-store/index.ts';
import type { RevocationReason } from './events.ts';
import { personNames } from './names.ts';
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
  /** The name is still the spec's registration default, not the person's (ADR 0058). */
  nameIsPlaceholder: boolean;
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

/** The company details shown with a user (`Company` in the API document), given by the companies module. */
export interface CompanySummary {
  id: number;
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string;
  legalAddress: string;
}

/** The user as the SPA holds it. */
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
  /** How the site names the user (ADR 0058): their name, else their company's, else their e-mail. */
  displayName: string;
  /** The header and greetings: their first name, else their company's, else the e-mail before the @. */
  shortName: string;
  /** Whether they gave a name of their own (registration stores the spec's default one). */
  nameGiven: boolean;
  Company?: CompanySummary;
}

/** `GET /api/users/profile`. */
export interface ProfileDto {
  firstName: string;
  lastName: string;
  middleName: string;
  phone: string | null;
  avatar: string | null;
  email: string;
}

/** A user in the admin's user management. */
export interface AdminUserDto extends Omit<UserDto, 'Company'> {
  /** The name of the user's company, null without one. */
  companyName: string | null;
  inn: string | null;
  status: UserStatus;
  statusReason: string | null;
  createdAt: string;
}

/** The account's fields every answer about a user has, named by the rule of ADR 0058. */
type NamedAccount = Pick<
  UserDoc,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'middleName'
  | 'nameIsPlaceholder'
  | 'phone'
  | 'role'
  | 'avatar'
  | 'companyId'
  | 'isCompanyAdmin'
>;

function accountDto(doc: NamedAccount, companyName: string | null): Omit<UserDto, 'Company'> {
  const names = personNames(doc, companyName);
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
    displayName: names.displayName,
    shortName: names.shortName,
    nameGiven: names.given !== null,
  };
}

export function userDto(doc: NamedAccount, company: CompanySummary | null = null): UserDto {
  return { ...accountDto(doc, company?.name ?? null), ...(company ? { Company: company } : {}) };
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

export function adminUserDto(doc: UserDoc, companyName: string | null): AdminUserDto {
  return {
    ...accountDto(doc, companyName),
    companyName,
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
