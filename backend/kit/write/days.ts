import { Schema, SchemaIssue } from 'effect';

// Days and instants a command is given (ADR 0051): a day is a real day of the calendar, never one
// `Date` would roll over (2027-02-30 into 2027-03-02); an instant is ISO 8601 text on such a day.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_AT_START = /^\d{4}-\d{2}-\d{2}/;
const INSTANT =
  /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** A refusal that tells its own reason, whatever field it is in: `decodeInput` tells it instead of the field's text. */
export const told = (message: string): SchemaIssue.InvalidValue =>
  new SchemaIssue.InvalidValue({ told: message });

/** Why a day that looks like one is refused. */
export const noSuchDay = (value: string): string =>
  `Такой даты нет в календаре: ${value.slice(0, 10)} — проверьте день и месяц (ГГГГ-ММ-ДД)`;

/** 'YYYY-MM-DD' naming a day the Gregorian calendar has (no 2027-02-30, no month 13, 29 February only in leap years). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const length = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= length;
}

/** A text that has a day's shape at its start but names no day of the calendar (2027-13-45, 2027-02-30T10:00Z). */
export const isImpossibleDay = (value: string): boolean =>
  DAY_AT_START.test(value) && !isCalendarDay(value.slice(0, 10));

/**
 * The instants a request may name: ISO 8601 (a day, or a day and a time, with or without an offset)
 * on a day of the calendar, at a time of the clock (no 24:00, no minute 60), in years 1970–9999:
 * stored events keep ISO text with a four-digit year.
 */
export function isRequestInstant(value: string): boolean {
  const match = INSTANT.exec(value);
  if (!match || !isCalendarDay(match[1]!)) return false;
  if (Number(match[2] ?? 0) > 23 || Number(match[3] ?? 0) > 59 || Number(match[4] ?? 0) > 59) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && time >= 0 && time < Date.UTC(10_000, 0, 1);
}

/** A day of the calendar, 'YYYY-MM-DD': the one schema of every day field of a command. */
export const CalendarDay = Schema.String.check(
  Schema.makeFilter(
    (value: string) => isCalendarDay(value) || (isImpossibleDay(value) ? told(noSuchDay(value)) : false),
  ),
);

/** A date or date-time in a request (query or body). */
export const RequestInstant = Schema.String.check(
  Schema.isMaxLength(40),
  Schema.makeFilter(
    (value: string) => isRequestInstant(value) || (isImpossibleDay(value) ? told(noSuchDay(value)) : false),
  ),
);
