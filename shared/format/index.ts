// Russian money and dates as people read them in letters, notices and documents, shared by the
// server (notifications, e-mails) and the SPA: one source, no imports, so both builds take it as it is.

const wholeRoubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const roublesAndKopecks = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * '12 500 ₽' for whole roubles, '1 850,50 ₽' otherwise: kopecks always in two digits. Grouping and
 * the space before the sign are non-breaking, so an amount never wraps inside itself.
 */
export function formatRoubles(value: number): string {
  const cents = Math.round(value * 100);
  const format = cents % 100 === 0 ? wholeRoubles : roublesAndKopecks;
  return `${format.format(cents / 100)}\u00a0₽`;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** '2026-12-10' (or an ISO date-time, read as its calendar date) → '10.12.2026'; other text as it came. */
export function formatRussianDate(value: string): string {
  const match = CALENDAR_DATE.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}
