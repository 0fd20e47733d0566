// The marketplace's business calendar, shared by the server and the SPA: one source, no imports.
// A day the marketplace names (a document's date, the year that numbers it, «today» of a deadline)
// is Moscow's, as the federal trading platforms and their users count it; never the UTC day, which
// turns at 03:00 in Moscow and would date a document issued on the night of 1 January in December.

/** Moscow time: no daylight saving since 2014, UTC+3 all year. */
export const MARKETPLACE_TIME_ZONE = 'Europe/Moscow';

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKETPLACE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of the marketplace's day at `at`. */
export function marketplaceDay(at: Date): string {
  const parts = Object.fromEntries(dayParts.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The marketplace's year at `at` (what numbers its documents). */
export function marketplaceYear(at: Date): number {
  return Number(marketplaceDay(at).slice(0, 4));
}

/** The marketplace's day of an instant written as ISO text ('2026-12-31T21:30:00.000Z' → '2027-01-01'). */
export function marketplaceDayOf(instant: string): string {
  return marketplaceDay(new Date(instant));
}

const DAY_MS = 86_400_000;
/** Moscow's offset from UTC, for the bounds of a kept day (the zone has had no summer time since 2014). */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;
let dayKept = { from: 0, to: 0, day: '' };

/**
 * Today's marketplace day, worked out once a day: answers that every request asks it of (the part
 * page's VAT rate of the day) do not format a date each time.
 */
export function marketplaceToday(now = Date.now()): string {
  if (now < dayKept.from || now >= dayKept.to) {
    const from = Math.floor((now + MOSCOW_OFFSET_MS) / DAY_MS) * DAY_MS - MOSCOW_OFFSET_MS;
    dayKept = { from, to: from + DAY_MS, day: marketplaceDay(new Date(now)) };
  }
  return dayKept.day;
}
