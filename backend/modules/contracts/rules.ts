import { Schema } from 'effect';
import { CalendarDay, decodeInput, isCalendarDay, type CrossFieldRules } from '../../kit/write/index.ts';
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
  counterpartySide:
    'Контрагент должен быть на другой стороне сделки: поставщик заключает договор с покупателем',
} as const;

// The terms as a form sends them (ADR 0047), texts trimmed; "absent or null" is no text, no per cent, no days.
const Text = (max: number) => Schema.optional(Schema.NullOr(Schema.Trim.check(Schema.isMaxLength(max))));
const Whole = (max: number) =>
  Schema.optional(
    Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(max))),
  );
const TermsBody = Schema.Struct({
  subject: Schema.Trim.check(Schema.isMinLength(1), Schema.isMaxLength(LIMITS.subject)),
  validFrom: CalendarDay,
  validTo: CalendarDay,
  prepaymentPercent: Whole(100),
  deferralDays: Whole(365),
  deliveryTerms: Text(LIMITS.deliveryTerms),
  priceReference: Text(LIMITS.priceReference),
});
const TERM_FIELDS = {
  subject: TERM_MESSAGES.subject,
  validFrom: TERM_MESSAGES.validFrom,
  validTo: TERM_MESSAGES.validTo,
  prepaymentPercent: TERM_MESSAGES.prepaymentPercent,
  deferralDays: TERM_MESSAGES.deferralDays,
  deliveryTerms: TERM_MESSAGES.deliveryTerms,
  priceReference: TERM_MESSAGES.priceReference,
} as const;
const endsAfterStart: CrossFieldRules = ({ validFrom, validTo }): Record<string, string> =>
  typeof validFrom === 'string' &&
  typeof validTo === 'string' &&
  isCalendarDay(validFrom) &&
  isCalendarDay(validTo) &&
  validTo < validFrom
    ? { validTo: TERM_MESSAGES.validTo }
    : {};

/** The terms as typed, checked all at once: one 400 with a Russian message per bad field. */
export function checkTerms(input: Record<string, unknown>): ContractTermsValue {
  const terms = decodeInput(TermsBody, input, TERM_FIELDS, endsAfterStart);
  return {
    subject: terms.subject,
    validFrom: terms.validFrom,
    validTo: terms.validTo,
    prepaymentPercent: terms.prepaymentPercent ?? 0,
    deferralDays: terms.deferralDays ?? 0,
    deliveryTerms: terms.deliveryTerms ?? '',
    priceReference: terms.priceReference ?? '',
  };
}

/** The terms as one line on an order or a document: «Предоплата 30%, отсрочка 15 дней, …». */
export function termsLine(number: string, terms: ContractTermsValue): string {
  return [
    `По договору ${number}`,
    `предоплата ${terms.prepaymentPercent}%`,
    terms.deferralDays > 0 ? `отсрочка ${terms.deferralDays} дн.` : null,
    terms.deliveryTerms || null,
  ]
    .filter(Boolean)
    .join(', ');
}

const SCAN = /^\/uploads\/documents\/[A-Za-z0-9._-]{1,200}\.pdf$/;
export const isScanUrl = (url: unknown): url is string => typeof url === 'string' && SCAN.test(url);
