import { badRequest } from '../../src/write-kit/index.ts';
import type { ContractTermsValue } from './events.ts';

export const LIMITS = { subject: 500, deliveryTerms: 2000, priceReference: 500 } as const;

export const TERM_MESSAGES = {
  subject: 'Укажите предмет договора (до 500 символов)',
  validFrom: 'Укажите дату начала действия в виде ГГГГ-ММ-ДД',
  validTo: 'Дата окончания — не раньше даты начала',
  prepaymentPercent: 'Предоплата — целое число процентов от 0 до 100',
  deferralDays: 'Отсрочка — целое число дней от 0 до 365',
  deliveryTerms: 'Условия поставки — до 2000 символов',
  priceReference: 'Прайс-лист или спецификация — до 500 символов',
  counterparty: 'Укажите ИНН компании-контрагента',
  counterpartyUnknown: 'Компания с таким ИНН не зарегистрирована на площадке',
  ownCompany: 'Договор заключается с другой компанией',
  noCompany: 'Сначала заполните данные своей компании в разделе «Данные компании»',
  counterpartySide: 'Контрагент должен быть на другой стороне сделки: поставщик заключает договор с покупателем',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The terms as typed, checked all at once: one 400 with a Russian message per bad field. */
export function checkTerms(input: Record<string, unknown>): ContractTermsValue {
  const fields: Record<string, string> = {};
  const text = (name: keyof typeof LIMITS, required: boolean): string => {
    const value = input[name];
    const trimmed = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : null;
    if (trimmed === null || trimmed.length > LIMITS[name] || (required && trimmed === '')) fields[name] = TERM_MESSAGES[name];
    return trimmed ?? '';
  };
  const integer = (name: 'prepaymentPercent' | 'deferralDays', max: number): number => {
    const value = input[name] ?? 0;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) fields[name] = TERM_MESSAGES[name];
    return typeof value === 'number' ? value : 0;
  };
  const subject = text('subject', true);
  const deliveryTerms = text('deliveryTerms', false);
  const priceReference = text('priceReference', false);
  const prepaymentPercent = integer('prepaymentPercent', 100);
  const deferralDays = integer('deferralDays', 365);
  const validFrom = input.validFrom;
  const validTo = input.validTo;
  if (!isDay(validFrom)) fields.validFrom = TERM_MESSAGES.validFrom;
  if (!isDay(validTo) || (isDay(validFrom) && validTo < validFrom)) fields.validTo = TERM_MESSAGES.validTo;
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
  return { subject, validFrom: validFrom as string, validTo: validTo as string, prepaymentPercent, deferralDays, deliveryTerms, priceReference };
}

/** The terms as one line on an order or a document: «Предоплата 30%, отсрочка 15 дней, …». */
export function termsLine(number: string, terms: ContractTermsValue): string {
  return [
    `По договору ${number}`,
    `предоплата ${terms.prepaymentPercent}%`,
    terms.deferralDays > 0 ? `отсрочка ${terms.deferralDays} дн.` : null,
    terms.deliveryTerms || null,
  ].filter(Boolean).join(', ');
}

const SCAN = /^\/uploads\/documents\/[A-Za-z0-9._-]{1,200}\.pdf$/;
export const isScanUrl = (url: unknown): url is string => typeof url === 'string' && SCAN.test(url);
