/*
 * The login and registration forms: their texts, checks and request bodies.
 * Every message the spec gives is used word for word.
 */
import { registrationName } from '../../../../shared/names';
import { isEmail, type FieldErrors } from '../../shared/lib';

export type AuthMode = 'login' | 'register';
export type PublicRole = 'buyer' | 'supplier';

export const PASSWORD_MIN_LENGTH = 6;

export const AUTH_TEXT = {
  loginTitle: 'Вход',
  registerTitle: 'Регистрация',
  email: 'Email',
  password: 'Пароль',
  passwordConfirm: 'Подтверждение пароля',
  inn: 'ИНН',
  innHint: '10 цифр для юридического лица, 12 цифр для ИП',
  passwordHint: 'Не менее 6 символов',
  userType: 'Тип пользователя',
  roles: { buyer: 'Покупатель', supplier: 'Поставщик' } as Record<PublicRole, string>,
  privacy: 'Я принимаю политику конфиденциальности и даю согласие на обработку персональных данных',
  login: 'Войти',
  loggingIn: 'Вход...',
  register: 'Зарегистрироваться',
  registering: 'Регистрация...',
  noAccount: 'Нет учётной записи?',
  toRegister: 'Зарегистрироваться',
  haveAccount: 'Уже зарегистрированы?',
  toLogin: 'Войти',
  forgot: 'Забыли пароль?',
  byLink: 'Войти по ссылке из письма',
  loginFailedTitle: 'Ошибка входа',
  loginFailed: 'Ошибка при входе в систему',
  registerFailed: 'Ошибка при регистрации',
  registered: 'Регистрация успешно завершена!',
  errors: {
    emailRequired: 'Введите email',
    email: 'Введите корректный email',
    passwordRequired: 'Введите пароль',
    innRequired: 'Введите номер ИНН',
    inn: 'Введите корректный ИНН (10 цифр для ЮЛ, 12 цифр для ИП)',
    password: 'Пароль должен быть не менее 6 символов',
    passwordConfirm: 'Пароли не совпадают',
    privacy: 'Необходимо принять политику конфиденциальности',
  },
} as const;

// ---- login -------------------------------------------------------------------------------------

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginField = keyof LoginValues;
export type LoginErrors = FieldErrors<LoginField>;

/** Email and password are both required. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = AUTH_TEXT.errors.emailRequired;
  else if (!isEmail(email)) errors.email = AUTH_TEXT.errors.email;
  if (!values.password) errors.password = AUTH_TEXT.errors.passwordRequired;
  return errors;
}

export function toLoginPayload(values: LoginValues): LoginValues {
  return { email: values.email.trim(), password: values.password };
}

// ---- registration ------------------------------------------------------------------------------

export interface RegisterValues {
  role: PublicRole;
  email: string;
  inn: string;
  password: string;
  passwordConfirm: string;
  privacy: boolean;
}

export type RegisterField = keyof RegisterValues;
export type RegisterErrors = FieldErrors<RegisterField>;

export const EMPTY_REGISTRATION: RegisterValues = {
  role: 'buyer',
  email: '',
  inn: '',
  password: '',
  passwordConfirm: '',
  privacy: false,
};

/** The fields in the order of the form: the first invalid one gets the focus. */
export const REGISTER_FIELDS: readonly RegisterField[] = [
  'role',
  'email',
  'inn',
  'password',
  'passwordConfirm',
  'privacy',
];

/** Registration: every rule with its message. */
export function validateRegistration(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!isEmail(values.email)) errors.email = AUTH_TEXT.errors.email;
  const inn = values.inn.trim();
  if (!inn) errors.inn = AUTH_TEXT.errors.innRequired;
  else if (!/^(\d{10}|\d{12})$/.test(inn)) errors.inn = AUTH_TEXT.errors.inn;
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = AUTH_TEXT.errors.password;
  if (values.passwordConfirm !== values.password) errors.passwordConfirm = AUTH_TEXT.errors.passwordConfirm;
  if (!values.privacy) errors.privacy = AUTH_TEXT.errors.privacy;
  return errors;
}

/** The registration payload. */
export interface RegisterPayload {
  email: string;
  inn: string;
  password: string;
  passwordConfirm: string;
  role: PublicRole;
  firstName: string;
  lastName: string;
  middleName: string;
}

/** The first name is 'Поставщик' for suppliers, else 'Пользователь'; lastName 'ИНН ' + INN; middleName empty. */
export function toRegisterPayload(values: RegisterValues): RegisterPayload {
  const inn = values.inn.trim();
  return {
    email: values.email.trim(),
    inn,
    password: values.password,
    passwordConfirm: values.passwordConfirm,
    role: values.role,
    // The server marks this name as nobody's (ADR 0058): it is never shown as the person's.
    ...registrationName(values.role, inn),
  };
}

export { serverFieldErrors, serverMessage } from '../../shared/api';
