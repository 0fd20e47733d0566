import { badRequest } from '../../kit/write/index.ts';
import { isRegistrationName } from '../../../shared/names/index.ts';
import { innKind, isValidInnChecksum } from '../../../shared/russian-ids/index.ts';

export { isRegistrationName };

export const PASSWORD_MIN_LENGTH = 6;
/** scrypt's cost does not depend on the length, but a megabyte "password" is no password. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const REASON_MAX_LENGTH = 500;

/** The Russian texts of the identity module: its validation messages and its errors, word for word. */
export const MESSAGES = {
  badEmail: 'Введите корректный email',
  innRequired: 'Введите номер ИНН',
  badInn: 'Введите корректный ИНН (10 цифр для ЮЛ, 12 цифр для ИП)',
  innChecksum: 'ИНН не прошёл проверку контрольной суммы',
  shortPassword: 'Пароль должен быть не менее 6 символов',
  longPassword: 'Пароль должен быть не длиннее 128 символов',
  passwordMismatch: 'Пароли не совпадают',
  badRole: 'Выберите тип пользователя: покупатель или поставщик',
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  firstNameTooLong: 'Имя должно быть не длиннее 100 символов',
  lastNameTooLong: 'Фамилия должна быть не длиннее 100 символов',
  middleNameTooLong: 'Отчество должно быть не длиннее 100 символов',
  badPhone: 'Введите телефон в формате +7 (XXX) XXX-XX-XX',
  loginRequired: 'Введите email и пароль',
  invalidCredentials: 'Неверный email или пароль',
  blocked: 'Учётная запись заблокирована',
  sessionExpired: 'Сессия истекла. Пожалуйста, войдите заново',
  refreshTokenRequired: 'Необходимо войти в систему заново',
  currentPasswordRequired: 'Введите текущий пароль',
  wrongCurrentPassword: 'Неверный текущий пароль',
  passwordChanged: 'Пароль успешно изменен',
  userNotFound: 'Пользователь не найден',
  reasonRequired: 'Укажите причину (до 500 символов)',
  cannotBlockSelf: 'Нельзя заблокировать собственную учётную запись',
  adminRoleFixed: 'Нельзя изменить роль администратора',
  badNewRole: 'Роль может быть только «покупатель» или «поставщик»',
  alreadyInCompany: 'Вы уже состоите в компании',
  avatarRequired: 'Выберите файл изображения в поле avatar',
  avatarType: 'Аватар должен быть изображением PNG, JPEG или WebP',
  avatarTooLarge: 'Размер аватара не должен превышать 2 МБ',
  badPage: 'Номер страницы и размер страницы должны быть положительными целыми числами (размер до 100)',
  badStatus: 'Статус может быть только active или blocked',
  badRoleFilter: 'Роль может быть только admin, supplier или buyer',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type PublicRole = 'buyer' | 'supplier';
export const PUBLIC_ROLES: readonly PublicRole[] = ['buyer', 'supplier'];

export function isPublicRole(value: unknown): value is PublicRole {
  return value === 'buyer' || value === 'supplier';
}

/** Trimmed and lower-cased: one account per address whatever the case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/** The message for an ИНН, or null when it is a well-formed ИНН with the right check digits. */
export function innProblem(inn: string): string | null {
  if (inn === '') return MESSAGES.innRequired;
  if (innKind(inn) === null) return MESSAGES.badInn;
  if (!isValidInnChecksum(inn)) return MESSAGES.innChecksum;
  return null;
}

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.shortPassword;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.longPassword;
  return null;
}

/** What the client sends to register, every field as text when present. */
export interface RegistrationInput {
  readonly email?: string | undefined;
  readonly inn?: string | undefined;
  readonly password?: string | undefined;
  readonly passwordConfirm?: string | undefined;
  readonly role?: string | undefined;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly middleName?: string | undefined;
}

export interface Registration {
  readonly email: string;
  readonly inn: string;
  readonly password: string;
  readonly role: PublicRole;
  readonly firstName: string;
  readonly lastName: string;
  readonly middleName: string;
}

/**
 * The registration rules, all checked at once: a 400 whose fields name every
 * failed rule, the first one as the message. Admins never come from here (only `admin:create`).
 */
export function checkRegistration(input: RegistrationInput): Registration {
  const fields: Record<string, string> = {};
  const email = normalizeEmail(input.email ?? '');
  if (!isValidEmail(email)) fields.email = MESSAGES.badEmail;
  const inn = (input.inn ?? '').trim();
  const innError = innProblem(inn);
  if (innError) fields.inn = innError;
  const password = input.password ?? '';
  const passwordError = passwordProblem(password);
  if (passwordError) fields.password = passwordError;
  if ((input.passwordConfirm ?? '') !== password) fields.passwordConfirm = MESSAGES.passwordMismatch;
  if (!isPublicRole(input.role)) fields.role = MESSAGES.badRole;
  const names = checkNames(input, fields);
  const first = Object.values(fields)[0];
  if (first !== undefined) throw badRequest(first, fields);
  return {
    email,
    inn,
    password,
    role: input.role as PublicRole,
    firstName: names.firstName ?? '',
    lastName: names.lastName ?? '',
    middleName: names.middleName ?? '',
  };
}

const NAME_FIELDS = [
  ['firstName', MESSAGES.firstNameTooLong],
  ['lastName', MESSAGES.lastNameTooLong],
  ['middleName', MESSAGES.middleNameTooLong],
] as const;

type NameField = (typeof NAME_FIELDS)[number][0];

/** Trimmed names; a field error for each one that is too long. Absent stays absent. */
function checkNames(
  input: Partial<Record<NameField, string | undefined>>,
  fields: Record<string, string>,
): Partial<Record<NameField, string>> {
  const names: Partial<Record<NameField, string>> = {};
  for (const [field, message] of NAME_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (trimmed.length > NAME_MAX_LENGTH) fields[field] = message;
    else names[field] = trimmed;
  }
  return names;
}

/**
 * A Russian phone number in any usual spelling (+7 999 123-45-67, 8 (999) 123 45 67) as
 * +79991234567; null for an empty value; undefined when it is not a phone number.
 */
export function normalizePhone(value: string | null): string | null | undefined {
  if (value === null) return null;
  const compact = value.replace(/[\s()-]/g, '');
  if (compact === '') return null;
  const match = /^(?:\+7|8|7)(\d{10})$/.exec(compact);
  return match ? `+7${match[1]}` : undefined;
}

export interface ProfileInput {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly middleName?: string | undefined;
  readonly phone?: string | null | undefined;
}

/** The fields a profile update sets, checked and normalized; absent fields stay as they are. */
export function checkProfile(input: ProfileInput): {
  firstName?: string;
  lastName?: string;
  middleName?: string;
  phone?: string | null;
} {
  const fields: Record<string, string> = {};
  const names = checkNames(input, fields);
  let phone: string | null | undefined;
  if (input.phone !== undefined) {
    phone = normalizePhone(input.phone);
    if (phone === undefined) fields.phone = MESSAGES.badPhone;
  }
  const first = Object.values(fields)[0];
  if (first !== undefined) throw badRequest(first, fields);
  return { ...names, ...(phone === undefined ? {} : { phone }) };
}

/** An admin's reason for a decision: required, trimmed, bounded. */
export function checkReason(reason: string | undefined): string {
  const trimmed = (reason ?? '').trim();
  if (trimmed.length === 0 || trimmed.length > REASON_MAX_LENGTH) {
    throw badRequest(MESSAGES.reasonRequired, { reason: MESSAGES.reasonRequired });
  }
  return trimmed;
}

/** Whether a registration stored the spec's default name (events before the flag: read from the names). */
export function placeholderAtRegistration(data: {
  firstName: string;
  lastName: string;
  inn: string | null;
  nameIsPlaceholder?: boolean | undefined;
}): boolean {
  return data.nameIsPlaceholder ?? isRegistrationName(data);
}

/** Whether the name is still the default after a profile change (events before the flag: neither part changed). */
export function placeholderAfterChange(
  before: { firstName: string; lastName: string; nameIsPlaceholder: boolean },
  data: { firstName: string; lastName: string; nameIsPlaceholder?: boolean | undefined },
): boolean {
  return (
    data.nameIsPlaceholder ??
    (before.nameIsPlaceholder && data.firstName === before.firstName && data.lastName === before.lastName)
  );
}
