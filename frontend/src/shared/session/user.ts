import type { ApiSchema } from '../api';

type ApiUser = ApiSchema<'User'>;
type ApiCompany = ApiSchema<'Company'>;

/** The signed-in user as the client holds it (docs/openapi.yaml `User`). */
export type Role = ApiUser['role'];

/** The user's company; a session stored by an older client may hold only some of its fields. */
export type Company = Pick<ApiCompany, 'id'> & Partial<Omit<ApiCompany, 'id'>>;

/** Names a user may leave blank: screens read them as null or absent alike. */
type NamePart = 'firstName' | 'lastName' | 'middleName';

/**
 * The server's user. What every screen reads is required; the rest may be missing from a session
 * stored before a field existed (`isUser` checks the required part when a session is read back).
 */
export type User = Pick<ApiUser, 'id' | 'email' | 'role'> &
  Partial<Omit<ApiUser, 'id' | 'email' | 'role' | 'Company' | NamePart>> & {
    [Part in NamePart]?: ApiUser[Part] | null;
  } & {
    Company?: Company | null;
  };

/** The roles as the interface names them. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Администратор',
  supplier: 'Поставщик',
  buyer: 'Покупатель',
};

export const isAdmin = (user: User | null | undefined): boolean => user?.role === 'admin';
export const isSupplier = (user: User | null | undefined): boolean => user?.role === 'supplier';
export const isBuyer = (user: User | null | undefined): boolean => user?.role === 'buyer';
export const isCompanyAdmin = (user: User | null | undefined): boolean => user?.isCompanyAdmin === true;
export const hasCompany = (user: User | null | undefined): boolean =>
  user?.companyId !== undefined && user?.companyId !== null;

const emailName = (email: string | undefined): string => (email ? (email.split('@')[0] ?? '') : '');

/*
 * Names come ready from the server (ADR 0058): the name the person gave, else their company's,
 * else their e-mail, never the name registration stores by the spec («Пользователь», «ИНН …»).
 * The stored names are read only from a session kept before the server sent them, until
 * start-up has reloaded the user.
 */

/** The header auth button: their first name, else their company's, else the e-mail before the @, else 'Кабинет'. */
export function authButtonLabel(user: User | null | undefined): string {
  if (!user) return 'Войти';
  return user.shortName?.trim() || user.firstName?.trim() || emailName(user.email) || 'Кабинет';
}

/** The profile menu: their full name, else their company's, else the e-mail, else 'Пользователь'. */
export function profileMenuName(user: User | null | undefined): string {
  if (user?.displayName?.trim()) return user.displayName.trim();
  const fullName = [user?.lastName, user?.firstName, user?.middleName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || user?.email || 'Пользователь';
}

/** Greeting after login: 'Добро пожаловать, ' + the header's name (or the e-mail) + '!'. */
export function welcomeMessage(user: User): string {
  return `Добро пожаловать, ${user.shortName?.trim() || user.firstName?.trim() || user.email}!`;
}

/** They have entered no name of their own yet: the cabinet invites them to (unknown for an older session: no). */
export const lacksOwnName = (user: User | null | undefined): boolean => user?.nameGiven === false;

/** A stored user is trusted only when it has the fields every screen reads. */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<User>;
  return (
    (typeof candidate.id === 'number' || typeof candidate.id === 'string') &&
    typeof candidate.email === 'string' &&
    (candidate.role === 'admin' || candidate.role === 'supplier' || candidate.role === 'buyer')
  );
}
