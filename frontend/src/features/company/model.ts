/*
 * 'Данные компании': founding a company and editing its requisites. The checks mirror the server's
 * (backend/modules/companies/rules.ts, ADR 0010) with its Russian messages, so a mistyped number
 * is told before sending: ИНН of 10 or 12 digits with its check digits; a КПП exactly for
 * organisations; ОГРН (13 digits) for an organisation or ОГРНИП (15) for a sole proprietor.
 */
import type { ApiSchema } from '../../shared/api';
import {
  innKind,
  isValidInnChecksum,
  isValidKpp,
  isValidOgrnChecksum,
  ogrnKind,
  type FieldErrors,
  type TextValues,
} from '../../shared/lib';

export const NAME_MAX_LENGTH = 200;
export const ADDRESS_MAX_LENGTH = 500;

/** A company as the server answers it (docs/openapi.yaml, `Company`; ADR 0046). */
export type Company = ApiSchema<'Company'>;
/** A document proving the requisites: a выписка from ЕГРЮЛ/ЕГРИП, or a letter on the letterhead (ADR 0052). */
export type ProofKind = NonNullable<Company['proof']>['kind'];

export const PROOF_KINDS: Record<ProofKind, string> = {
  egrul: 'Выписка из ЕГРЮЛ/ЕГРИП',
  letterhead: 'Письмо на бланке компании',
};

export const COMPANY_FIELDS = ['name', 'inn', 'kpp', 'ogrn', 'legalAddress'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyValues = TextValues<CompanyField>;
export type CompanyErrors = FieldErrors<CompanyField>;
export const EMPTY_COMPANY: CompanyValues = { name: '', inn: '', kpp: '', ogrn: '', legalAddress: '' };

export const COMPANY_TEXT = {
  title: 'Данные компании',
  createTitle: 'Регистрация компании',
  createLead:
    'Компания объединяет сотрудников покупателя или поставщика. Вы станете её администратором и сможете изменять реквизиты.',
  details: 'Реквизиты',
  name: 'Название',
  nameHint: 'Как в учредительных документах: ООО «Вагонсервис», ИП Иванов И. И.',
  inn: 'ИНН',
  innHint: '10 цифр для юридического лица, 12 цифр для ИП',
  innFixedHint: 'ИНН компании изменить нельзя',
  kpp: 'КПП',
  kppHint: 'Только для юридического лица: 9 символов',
  ogrn: 'ОГРН / ОГРНИП',
  ogrnLegal: 'ОГРН',
  ogrnIndividual: 'ОГРНИП',
  ogrnHint: '13 цифр для юридического лица, 15 цифр для ИП',
  legalAddress: 'Юридический адрес',
  none: 'Нет',
  create: 'Зарегистрировать компанию',
  creating: 'Регистрация...',
  created: 'Компания зарегистрирована',
  createFailed: 'Не удалось зарегистрировать компанию',
  edit: 'Изменить',
  save: 'Сохранить',
  saving: 'Сохранение...',
  cancel: 'Отмена',
  saved: 'Данные компании сохранены',
  saveFailed: 'Не удалось сохранить данные компании',
  loading: 'Загрузка данных компании...',
  loadFailed: 'Не удалось загрузить данные компании',
  retry: 'Повторить',
  youAreAdmin: 'Вы администратор компании: реквизиты можете изменять только вы.',
  verified: 'Компания проверена администратором площадки',
  notVerified: 'Компания ещё не проверена.',
  verificationNote: 'Проверка снята',
  verificationHint:
    'Администратор площадки сверит реквизиты с ЕГРЮЛ/ЕГРИП; изменение реквизитов снимает проверку.',
  memberNote: 'Изменять данные компании может только её администратор.',
  adminNoCompany: 'У администратора площадки нет компании',
  adminNoCompanyText: 'Компании регистрируют покупатели и поставщики в своём личном кабинете.',
  errors: {
    nameRequired: 'Введите название компании (до 200 символов)',
    innRequired: 'Введите номер ИНН',
    badInn: 'Введите корректный ИНН (10 цифр для ЮЛ, 12 цифр для ИП)',
    innChecksum: 'ИНН не прошёл проверку контрольной суммы',
    kppRequired: 'Введите КПП: для юридического лица он обязателен',
    badKpp: 'Введите корректный КПП: 9 символов — 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры',
    kppForIndividual: 'У индивидуального предпринимателя нет КПП: оставьте поле пустым',
    ogrnRequired: 'Введите ОГРН (13 цифр) или ОГРНИП (15 цифр)',
    badOgrn: 'ОГРН должен состоять из 13 цифр, ОГРНИП — из 15 цифр',
    ogrnForLegal: 'Для юридического лица укажите ОГРН из 13 цифр',
    ogrnForIndividual: 'Для индивидуального предпринимателя укажите ОГРНИП из 15 цифр',
    ogrnChecksum: 'ОГРН не прошёл проверку контрольной суммы',
    addressRequired: 'Введите юридический адрес (до 500 символов)',
  },
} as const;

const E = COMPANY_TEXT.errors;

function innProblem(inn: string): string | null {
  if (inn === '') return E.innRequired;
  if (innKind(inn) === null) return E.badInn;
  if (!isValidInnChecksum(inn)) return E.innChecksum;
  return null;
}

function kppProblem(kpp: string, kind: 'legal' | 'individual' | null): string | null {
  if (kind === 'individual') return kpp === '' ? null : E.kppForIndividual;
  if (kpp === '') return kind === 'legal' ? E.kppRequired : null;
  return isValidKpp(kpp) ? null : E.badKpp;
}

function ogrnProblem(ogrn: string, kind: 'legal' | 'individual' | null): string | null {
  if (ogrn === '') return E.ogrnRequired;
  const form = ogrnKind(ogrn);
  if (form === null) return E.badOgrn;
  if (kind === 'legal' && form !== 'legal') return E.ogrnForLegal;
  if (kind === 'individual' && form !== 'individual') return E.ogrnForIndividual;
  if (!isValidOgrnChecksum(ogrn)) return E.ogrnChecksum;
  return null;
}

export function validateCompany(values: CompanyValues): CompanyErrors {
  const errors: CompanyErrors = {};
  const name = values.name.trim();
  if (name.length === 0 || name.length > NAME_MAX_LENGTH) errors.name = E.nameRequired;
  const inn = values.inn.trim();
  const innError = innProblem(inn);
  if (innError) errors.inn = innError;
  const kind = innKind(inn);
  const kppError = kppProblem(values.kpp.trim().toUpperCase(), kind);
  if (kppError) errors.kpp = kppError;
  const ogrnError = ogrnProblem(values.ogrn.trim(), kind);
  if (ogrnError) errors.ogrn = ogrnError;
  const address = values.legalAddress.trim();
  if (address.length === 0 || address.length > ADDRESS_MAX_LENGTH) errors.legalAddress = E.addressRequired;
  return errors;
}

export interface CompanyPayload {
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string;
  legalAddress: string;
}

export function toCompanyPayload(values: CompanyValues): CompanyPayload {
  const kpp = values.kpp.trim().toUpperCase();
  return {
    name: values.name.trim(),
    inn: values.inn.trim(),
    kpp: kpp === '' ? null : kpp,
    ogrn: values.ogrn.trim(),
    legalAddress: values.legalAddress.trim(),
  };
}

export function companyValues(company: Company): CompanyValues {
  return {
    name: company.name,
    inn: company.inn,
    kpp: company.kpp ?? '',
    ogrn: company.ogrn,
    legalAddress: company.legalAddress,
  };
}

/** 'ОГРН' for 13 digits, 'ОГРНИП' for 15. */
export function ogrnLabel(ogrn: string): string {
  return ogrnKind(ogrn) === 'individual' ? COMPANY_TEXT.ogrnIndividual : COMPANY_TEXT.ogrnLegal;
}
