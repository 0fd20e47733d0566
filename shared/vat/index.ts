// The VAT a seller's documents carry, shared by the server (what a document is issued with) and the
// SPA (what the settings offer): one rule, no imports, so both builds take it as it is (ADR 0056).

/**
 * What a seller chooses once in 'Бухгалтерия': a kind of rate, not a number, because the general
 * rate depends on the document's date (20 % until 31.12.2025, 22 % from 01.01.2026 under
 * Федеральный закон от 28.11.2025 № 425-ФЗ); the other rates do not.
 */
export const VAT_KINDS = ['general', 'reduced10', 'zero', 'simplified5', 'simplified7', 'none'] as const;
export type VatKind = (typeof VAT_KINDS)[number];

/** A rate printed on a document in percent; null is «Без НДС». */
export type VatRate = 22 | 20 | 10 | 7 | 5 | 0 | null;

/** Every rate a document may carry, old and new. */
export const DOCUMENT_VAT_RATES = [22, 20, 10, 7, 5, 0] as const;

/** The general rate by the first day it applies, newest first. */
const GENERAL_RATES: ReadonlyArray<{ readonly from: string; readonly rate: 22 | 20 }> = [
  { from: '2026-01-01', rate: 22 },
  { from: '0000-01-01', rate: 20 },
];

const FIXED_RATES: Readonly<Record<Exclude<VatKind, 'general'>, VatRate>> = {
  reduced10: 10,
  zero: 0,
  simplified5: 5,
  simplified7: 7,
  none: null,
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * The rate a document of this kind carries on its date ('2026-01-01' or an ISO date-time, read as
 * its calendar date): the general rate of that day, or the fixed rate of the other kinds.
 */
export function vatRateOn(kind: VatKind, date: string): VatRate {
  if (kind !== 'general') return FIXED_RATES[kind];
  const day = CALENDAR_DAY.exec(date)?.[0];
  if (!day) throw new RangeError(`Дата документа не распознана: ${date}`);
  return (GENERAL_RATES.find((period) => day >= period.from) ?? GENERAL_RATES[GENERAL_RATES.length - 1]!)
    .rate;
}

/** The kind an older setting meant when it stored a number (20, 10, 0 or null for «Без НДС»). */
export function vatKindOfRate(rate: number | null): VatKind {
  switch (rate) {
    case 22:
    case 20:
      return 'general';
    case 10:
      return 'reduced10';
    case 7:
      return 'simplified7';
    case 5:
      return 'simplified5';
    case 0:
      return 'zero';
    default:
      return 'none';
  }
}

/** «НДС 22 %», «Без НДС»: a rate as documents and screens print it. */
export const vatRateLabel = (rate: VatRate): string => (rate === null ? 'Без НДС' : `НДС ${rate} %`);

/** A kind by its name, without a date (the general rate's number depends on one). */
export const VAT_KIND_NAMES: Readonly<Record<VatKind, string>> = {
  general: 'Общая ставка НДС',
  reduced10: 'НДС 10 %',
  zero: 'НДС 0 %',
  simplified5: 'НДС 5 % (УСН)',
  simplified7: 'НДС 7 % (УСН)',
  none: 'Без НДС',
};

/** The seller's choices as the settings offer them, with today's general rate in the label. */
export function vatKindLabel(kind: VatKind, today: string): string {
  switch (kind) {
    case 'general':
      return `${vatRateLabel(vatRateOn('general', today))} — общая ставка`;
    case 'simplified5':
    case 'simplified7':
      return `${vatRateLabel(FIXED_RATES[kind])} — при упрощённой системе налогообложения`;
    case 'none':
      return 'Без НДС — продавец не плательщик НДС';
    default:
      return vatRateLabel(FIXED_RATES[kind]);
  }
}

/** The VAT inside an amount that includes it, to the kopeck. */
export function vatIncluded(amount: number, rate: VatRate): number {
  if (!rate) return 0;
  return Math.round(((amount * rate) / (100 + rate)) * 100) / 100;
}
