import type { ApiSchema } from '../../shared/api';
import type { FieldErrors, TextValues } from '../../shared/lib';

/*
 * 'Мои данные': the profile, its avatar and the password.
 * The checks mirror the server's (backend/modules/identity/rules.ts) with its Russian messages.
 */

export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 6;
/** PNG, JPEG or WebP of at most 2 MB (the server checks the bytes again). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const PROFILE_TEXT = {
  title: 'Мои данные',
  details: 'Личные данные',
  edit: 'Изменить',
  save: 'Сохранить',
  saving: 'Сохранение...',
  cancel: 'Отмена',
  lastName: 'Фамилия',
  firstName: 'Имя',
  middleName: 'Отчество',
  email: 'Email',
  phone: 'Телефон',
  phoneHint: 'В формате +7 (XXX) XXX-XX-XX',
  role: 'Тип учётной записи',
  company: 'Компания',
  noCompany: 'Не указана',
  notSet: 'Не указано',
  loading: 'Загрузка профиля...',
  loadFailed: 'Ошибка при загрузке профиля',
  retry: 'Повторить',
  updated: 'Данные профиля сохранены',
  updateFailed: 'Ошибка при обновлении профиля',
  avatar: 'Фотография профиля',
  avatarAlt: 'Фотография профиля',
  chooseAvatar: 'Выбрать изображение',
  avatarHint: 'PNG, JPEG или WebP, не больше 2 МБ',
  saveAvatar: 'Сохранить фото',
  avatarSaved: 'Фотография профиля обновлена',
  avatarFailed: 'Не удалось загрузить фотографию',
  preview: 'Предпросмотр',
  password: 'Смена пароля',
  currentPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  confirmPassword: 'Подтверждение нового пароля',
  passwordHint: 'Не менее 6 символов',
  changePassword: 'Сменить пароль',
  changingPassword: 'Сохранение...',
  passwordChanged: 'Пароль успешно изменен',
  passwordFailed: 'Ошибка при смене пароля',
  passwordNote: 'После смены пароля другие устройства, где вы вошли, потребуют входа заново.',
  emailCopies: 'Уведомления на почту',
  emailCopiesHint: 'Отмеченные уведомления придут и на ваш email. В личном кабинете они видны всегда.',
  emailCopiesSaved: 'Настройки уведомлений сохранены',
  emailCopiesFailed: 'Не удалось сохранить настройки уведомлений',
  emailCopiesLoadFailed: 'Не удалось загрузить настройки уведомлений',
  invitation: {
    label: 'Приглашение указать имя',
    title: 'Укажите ваше имя — так его увидят партнёры.',
    now: (name: string) => `Пока вас видят как ${name}.`,
    action: 'Указать имя',
    dismiss: 'Скрыть',
  },
  errors: {
    firstName: 'Имя должно быть не длиннее 100 символов',
    lastName: 'Фамилия должна быть не длиннее 100 символов',
    middleName: 'Отчество должно быть не длиннее 100 символов',
    phone: 'Введите телефон в формате +7 (XXX) XXX-XX-XX',
    avatarType: 'Аватар должен быть изображением PNG, JPEG или WebP',
    avatarSize: 'Размер аватара не должен превышать 2 МБ',
    currentPassword: 'Введите текущий пароль',
    newPassword: 'Пароль должен быть не менее 6 символов',
    confirmPassword: 'Пароли не совпадают',
  },
} as const;

// ---- profile -----------------------------------------------------------------------------------

/** 'Мои данные' as the server answers them (docs/openapi.yaml `Profile`). */
export type Profile = ApiSchema<'Profile'>;

export const PROFILE_FIELDS = ['lastName', 'firstName', 'middleName', 'phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = TextValues<ProfileField>;
export type ProfileErrors = FieldErrors<ProfileField>;

/**
 * The form's values. While registration's default is all the name there is («Пользователь»,
 * «ИНН …»; ADR 0058) the name fields start empty: that default is nobody's name to edit.
 */
export function profileValues(
  profile: Partial<Profile> | null | undefined,
  defaultName = false,
): ProfileValues {
  return {
    lastName: defaultName ? '' : (profile?.lastName ?? ''),
    firstName: defaultName ? '' : (profile?.firstName ?? ''),
    middleName: profile?.middleName ?? '',
    phone: profile?.phone ? formatPhone(profile.phone) : '',
  };
}

/**
 * A Russian phone number in any usual spelling (+7 999 123-45-67, 8 (999) 123 45 67) as
 * +79991234567; null when empty; undefined when it is not a phone number.
 */
export function normalizePhone(value: string): string | null | undefined {
  const compact = value.replace(/[\s()-]/g, '');
  if (compact === '') return null;
  const match = /^(?:\+7|8|7)(\d{10})$/.exec(compact);
  return match ? `+7${match[1]}` : undefined;
}

/** +79991234567 → '+7 (999) 123-45-67'; anything else as it is. */
export function formatPhone(phone: string): string {
  const match = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}` : phone;
}

export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of ['lastName', 'firstName', 'middleName'] as const) {
    if (values[field].trim().length > NAME_MAX_LENGTH) errors[field] = PROFILE_TEXT.errors[field];
  }
  if (normalizePhone(values.phone) === undefined) errors.phone = PROFILE_TEXT.errors.phone;
  return errors;
}

export interface ProfilePayload {
  firstName?: string;
  lastName?: string;
  middleName: string;
  phone: string | null;
}

/** The body of a change; a name left empty over registration's default is not sent (the default stays, marked). */
export function toProfilePayload(values: ProfileValues, defaultName = false): ProfilePayload {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const keepDefault = defaultName && firstName === '' && lastName === '';
  return {
    ...(keepDefault ? {} : { firstName, lastName }),
    middleName: values.middleName.trim(),
    phone: normalizePhone(values.phone) ?? null,
  };
}

// ---- avatar ------------------------------------------------------------------------------------

/** The client-side check of a chosen avatar file; null when it may be sent. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return PROFILE_TEXT.errors.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return PROFILE_TEXT.errors.avatarSize;
  return null;
}

// ---- password ----------------------------------------------------------------------------------

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = TextValues<PasswordField>;
export type PasswordErrors = FieldErrors<PasswordField>;
export const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function validatePasswords(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.currentPassword) errors.currentPassword = PROFILE_TEXT.errors.currentPassword;
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = PROFILE_TEXT.errors.newPassword;
  if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = PROFILE_TEXT.errors.confirmPassword;
  return errors;
}
