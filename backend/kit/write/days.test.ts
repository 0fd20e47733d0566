import { describe, expect, it } from 'vitest';
import { Schema } from 'effect';
import { DomainError } from './errors.ts';
import { CalendarDay, RequestInstant, isCalendarDay, isRequestInstant } from './days.ts';
import { decodeInput } from './input.ts';

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('isCalendarDay', () => {
  it('takes the days the calendar has', () => {
    for (const day of [
      '2027-01-31',
      '2027-02-28',
      '2028-02-29',
      '2000-02-29',
      '2027-04-30',
      '2027-12-31',
      '1970-01-01',
    ])
      expect(isCalendarDay(day), day).toBe(true);
  });

  it('refuses days Date would roll over, months that do not exist and other shapes', () => {
    for (const day of [
      '2027-02-30',
      '2027-02-29',
      '1900-02-29',
      '2027-13-45',
      '2027-00-10',
      '2027-04-31',
      '2027-01-00',
      '2027-2-3',
      '2027/02/03',
      '2027-02-03T00:00:00Z',
      ' 2027-02-03',
      '',
    ])
      expect(isCalendarDay(day), day).toBe(false);
  });
});

describe('isRequestInstant', () => {
  it('takes ISO days and date-times on a day of the calendar', () => {
    for (const value of [
      '2026-11-25',
      '2026-11-25T10:00:00.000Z',
      '2026-11-25T10:00',
      '2026-11-25T10:00:00+03:00',
      '1970-01-01T00:00:00Z',
    ])
      expect(isRequestInstant(value), value).toBe(true);
  });

  it('refuses a day the calendar lacks, a time the clock lacks and what is not ISO', () => {
    for (const value of [
      '2027-02-30',
      '2027-02-30T10:00:00Z',
      '2027-13-45T00:00Z',
      '2027-01-01T24:00:00Z',
      '2027-01-01T23:60Z',
      '2027/02/03',
      'March 7, 2027',
      '2027-2-3',
    ])
      expect(isRequestInstant(value), value).toBe(false);
  });
});

describe('a day in a command', () => {
  const Body = Schema.Struct({ deliveryDate: CalendarDay, publishedAt: Schema.optional(RequestInstant) });
  const FIELDS = { deliveryDate: 'Укажите дату поставки', publishedAt: 'Укажите дату публикации' };

  it('is told as a day the calendar lacks when it has a day’s shape, else with the field’s text', () => {
    const error = refusal(() =>
      decodeInput(Body, { deliveryDate: '2027-02-30', publishedAt: '2027-13-45T10:00:00Z' }, FIELDS),
    );
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      deliveryDate: 'Такой даты нет в календаре: 2027-02-30 — проверьте день и месяц (ГГГГ-ММ-ДД)',
      publishedAt: 'Такой даты нет в календаре: 2027-13-45 — проверьте день и месяц (ГГГГ-ММ-ДД)',
    });
    expect(refusal(() => decodeInput(Body, { deliveryDate: 'завтра' }, FIELDS)).fields).toEqual({
      deliveryDate: FIELDS.deliveryDate,
    });
    expect(decodeInput(Body, { deliveryDate: '2028-02-29' }, FIELDS)).toEqual({ deliveryDate: '2028-02-29' });
  });
});
