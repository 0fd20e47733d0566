import { badRequest } from '../../kit/write/index.ts';
import { innKind, isValidKpp, isValidOgrnChecksum, ogrnKind } from '../../../shared/russian-ids/index.ts';
import { innProblem } from '../identity/index.ts';
import type { BankDetails } from './events.ts';

export const NAME_MAX_LENGTH = 200;
export const ADDRESS_MAX_LENGTH = 500;

export const MESSAGES = {
  nameRequired: 'Введите название компании (до 200 символов)',
  kppRequired: 'Введите КПП: для юридического лица он обязателен',
  badKpp: 'Введите корректный КПП: 9 символов — 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры',
  kppForIndividual: 'У индивидуального предпринимателя нет КПП: оставьте поле пустым',
  ogrnRequired: 'Введите ОГРН (13 цифр) или ОГРНИП (15 цифр)',
  badOgrn: 'ОГРН должен состоять из 13 цифр, ОГРНИП — из 15 цифр',
  ogrnForLegal: 'Для юридического лица укажите ОГРН из 13 цифр',
  ogrnForIndividual: 'Для индивидуального предпринимателя укажите ОГРНИП из 15 цифр',
  ogrnChecksum: 'ОГРН не прошёл проверку контрольной суммы',
  addressRequired: 'Введите юридический адрес (до 500 символов)',
  innTaken: 'Компания с таким ИНН уже зарегистрирована',
  innVerifiedElsewhere: 'Этот ИНН уже подтверждён у другой компании: сначала снимите проверку с неё',
  innFixed: 'ИНН компании изменить нельзя',
  notFound: 'Компания не найдена',
  alreadyInCompany: 'Вы уже состоите в компании',
  founderRole: 'Зарегистрировать компанию может только покупатель или поставщик',
  notMember: 'Данные компании доступны только её сотрудникам',
  notCompanyAdmin: 'Изменять данные компании может только её администратор',
  bankName: 'Введите название банка (до 200 символов)',
  bik: 'БИК — 9 цифр и начинается с 04',
  corrAccount: 'Корреспондентский счёт — 20 цифр, начинается с 301 и сходится с БИК по контрольной сумме',
  account: 'Расчётный счёт — 20 цифр и сходится с БИК по контрольной сумме',
  adminOnly: 'Проверять компании может только администратор площадки',
  reasonRequired: 'Укажите причину (до 1000 символов)',
  requisitesChanged: 'Реквизиты изменены: нужна повторная проверка',
  proofFile: 'Приложите документ в PDF, загруженный на площадку',
  proofKind: 'Укажите вид документа: выписка из ЕГРЮЛ/ЕГРИП или письмо на бланке компании',
} as const;

export interface BankInput {
  readonly bankName?: string | undefined;
  readonly bik?: string | undefined;
  readonly corrAccount?: string | undefined;
  readonly account?: string | undefined;
}

/** The Bank of Russia's key: digits × 7, 1, 3 repeated, summed, is a multiple of 10. */
function keyHolds(digits: string): boolean {
  const weights = [7, 1, 3];
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1)
    sum += (Number(digits[index]) * weights[index % 3]!) % 10;
  return sum % 10 === 0;
}

export const isValidBik = (bik: string): boolean => /^04\d{7}$/.test(bik);
/** A корреспондентский счёт is keyed with "0" and the БИК's 5th and 6th digits. */
export const isValidCorrAccount = (bik: string, corr: string): boolean =>
  isValidBik(bik) && /^301\d{17}$/.test(corr) && keyHolds(`0${bik.slice(4, 6)}${corr}`);
/** A расчётный счёт is keyed with the БИК's last three digits. */
export const isValidSettlementAccount = (bik: string, account: string): boolean =>
  isValidBik(bik) && /^\d{20}$/.test(account) && keyHolds(`${bik.slice(6, 9)}${account}`);

/** The bank details, all checked at once; all four empty means no bank details. */
export function checkBankDetails(input: BankInput): BankDetails | null {
  const bankName = (input.bankName ?? '').trim();
  const bik = (input.bik ?? '').replace(/\s/g, '');
  const corrAccount = (input.corrAccount ?? '').replace(/\s/g, '');
  const account = (input.account ?? '').replace(/\s/g, '');
  if (!bankName && !bik && !corrAccount && !account) return null;
  const fields: Record<string, string> = {};
  if (bankName.length === 0 || bankName.length > NAME_MAX_LENGTH) fields.bankName = MESSAGES.bankName;
  if (!isValidBik(bik)) fields.bik = MESSAGES.bik;
  if (!isValidCorrAccount(bik, corrAccount)) fields.corrAccount = MESSAGES.corrAccount;
  if (!isValidSettlementAccount(bik, account)) fields.account = MESSAGES.account;
  const first = Object.values(fields)[0];
  if (first !== undefined) throw badRequest(first, fields);
  return { bankName, bik, corrAccount, account };
}

/** The requisites of a company, checked and normalized. */
export interface CompanyDetails {
  readonly name: string;
  readonly inn: string;
  readonly kpp: string | null;
  readonly ogrn: string;
  readonly legalAddress: string;
}

export interface CompanyInput {
  readonly name?: string | undefined;
  readonly inn?: string | undefined;
  readonly kpp?: string | null | undefined;
  readonly ogrn?: string | undefined;
  readonly legalAddress?: string | undefined;
}

function ogrnProblem(ogrn: string, kind: 'legal' | 'individual' | null): string | null {
  if (ogrn === '') return MESSAGES.ogrnRequired;
  const form = ogrnKind(ogrn);
  if (form === null) return MESSAGES.badOgrn;
  if (kind === 'legal' && form !== 'legal') return MESSAGES.ogrnForLegal;
  if (kind === 'individual' && form !== 'individual') return MESSAGES.ogrnForIndividual;
  if (!isValidOgrnChecksum(ogrn)) return MESSAGES.ogrnChecksum;
  return null;
}

function kppProblem(kpp: string | null, kind: 'legal' | 'individual' | null): string | null {
  if (kind === 'individual') return kpp === null ? null : MESSAGES.kppForIndividual;
  if (kpp === null) return kind === 'legal' ? MESSAGES.kppRequired : null;
  return isValidKpp(kpp) ? null : MESSAGES.badKpp;
}

/**
 * Company rules, all checked at once (a 400 naming every failed field): ИНН of 10 or 12 digits
 * with its check digits; a КПП exactly for organisations (10-digit ИНН); ОГРН (13 digits) for an
 * organisation or ОГРНИП (15) for a sole proprietor, with its check digit; name and address.
 */
export function checkCompanyDetails(input: CompanyInput): CompanyDetails {
  const fields: Record<string, string> = {};
  const name = (input.name ?? '').trim();
  if (name.length === 0 || name.length > NAME_MAX_LENGTH) fields.name = MESSAGES.nameRequired;
  const inn = (input.inn ?? '').trim();
  const innError = innProblem(inn);
  if (innError) fields.inn = innError;
  const kind = innKind(inn);
  const kppText = (input.kpp ?? '').trim().toUpperCase();
  const kpp = kppText === '' ? null : kppText;
  const kppError = kppProblem(kpp, kind);
  if (kppError) fields.kpp = kppError;
  const ogrn = (input.ogrn ?? '').trim();
  const ogrnError = ogrnProblem(ogrn, kind);
  if (ogrnError) fields.ogrn = ogrnError;
  const legalAddress = (input.legalAddress ?? '').trim();
  if (legalAddress.length === 0 || legalAddress.length > ADDRESS_MAX_LENGTH)
    fields.legalAddress = MESSAGES.addressRequired;
  const first = Object.values(fields)[0];
  if (first !== undefined) throw badRequest(first, fields);
  return { name, inn, kpp, ogrn, legalAddress };
}
