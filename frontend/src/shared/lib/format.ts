/*
 * Display formatting in Russian conventions. Invalid or absent input renders as '' (spec: invalid
 * dates render empty), so a card with a broken field shows a gap rather than "NaN ₽" or "Invalid Date".
 */

const wholePriceFormat = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const kopecksPriceFormat = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * '12 500 ₽', '1 234,50 ₽'. Accepts numbers and numeric strings as the API sends decimals
 * ('12500.00'; a comma decimal and grouping spaces are tolerated). Anything else gives ''.
 * The separators are non-breaking spaces, so a price never wraps inside itself.
 */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = toNumber(value);
  if (amount === null) return '';
  // Kopecks, when there are any, always in two digits ('1 850,50 ₽', never '1 850,5 ₽').
  return (Math.round(amount * 100) % 100 === 0 ? wholePriceFormat : kopecksPriceFormat).format(amount);
}

/** Numbers, and decimal texts as the API sends them ('12500.00', '1 234,5'); null for anything else. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const normalized = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  // Number('') is 0: an empty field must not read as a free part.
  if (normalized === '') return null;
  const amount = Number(normalized);
  return Number.isFinite(amount) ? amount : null;
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { ...DATE_OPTIONS, hour: '2-digit', minute: '2-digit' };
const dateFormat = new Intl.DateTimeFormat('ru-RU', DATE_OPTIONS);
const dateTimeFormat = new Intl.DateTimeFormat('ru-RU', DATE_TIME_OPTIONS);

export interface FormatDateOptions {
  /** Append the hour and minute: '5 марта 2024 г. в 09:07'. */
  withTime?: boolean;
  /** An IANA zone instead of the visitor's (a page rendered on the server; see useDisplayTimeZone). */
  timeZone?: string;
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();
function zonedFormat(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('ru-RU', { ...(withTime ? DATE_TIME_OPTIONS : DATE_OPTIONS), timeZone });
    zonedFormats.set(key, format);
  }
  return format;
}

/** A calendar date without a time ('2024-03-05'): a day, not an instant. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '5 марта 2024 г.' (or with `withTime`, '5 марта 2024 г. в 09:07') in the visitor's time zone.
 * Accepts a Date, an ISO string or a timestamp in milliseconds; anything unparseable gives ''.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  options: FormatDateOptions = {},
): string {
  if (options.timeZone) {
    // A calendar day is the same day in every zone: read it at UTC midnight and format it there.
    const day = typeof value === 'string' ? DATE_ONLY.exec(value.trim()) : null;
    if (day)
      return zonedFormat('UTC', false).format(
        new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))),
      );
  }
  const date = toDate(value);
  if (!date) return '';
  if (options.timeZone) return zonedFormat(options.timeZone, options.withTime ?? false).format(date);
  return (options.withTime ? dateTimeFormat : dateFormat).format(date);
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value == null || value === '') return null;
  let date: Date;
  if (value instanceof Date) {
    date = value;
  } else if (typeof value === 'string' && DATE_ONLY.test(value.trim())) {
    // new Date('2024-03-05') is UTC midnight, which west of Greenwich is the 4th: read it as a local day.
    const [, year, month, day] = DATE_ONLY.exec(value.trim())!;
    date = new Date(Number(year), Number(month) - 1, Number(day));
  } else {
    date = new Date(value);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}
