import { describe, expect, it } from 'vitest';
import { marketplaceDay, marketplaceDayOf, marketplaceToday, marketplaceYear } from './index.ts';

describe('the marketplace day (Moscow)', () => {
  it('turns at midnight in Moscow, 21:00 UTC, not at midnight UTC', () => {
    expect(marketplaceDay(new Date('2026-12-31T20:59:59.999Z'))).toBe('2026-12-31');
    expect(marketplaceDay(new Date('2026-12-31T21:00:00.000Z'))).toBe('2027-01-01');
    expect(marketplaceDay(new Date('2027-01-01T02:30:00.000Z'))).toBe('2027-01-01');
    expect(marketplaceYear(new Date('2026-12-31T21:30:00.000Z'))).toBe(2027);
    expect(marketplaceYear(new Date('2026-12-31T20:30:00.000Z'))).toBe(2026);
  });

  it('has no summer time: the same three hours in July as in January', () => {
    expect(marketplaceDay(new Date('2026-07-14T20:59:00.000Z'))).toBe('2026-07-14');
    expect(marketplaceDay(new Date('2026-07-14T21:00:00.000Z'))).toBe('2026-07-15');
  });

  it('leaves the day of a date the calendar has, in any year the documents use', () => {
    expect(marketplaceDay(new Date('2028-02-29T12:00:00.000Z'))).toBe('2028-02-29');
    expect(marketplaceDay(new Date('1999-12-31T21:00:00.000Z'))).toBe('2000-01-01');
  });
});

describe('the marketplace day of a recorded instant', () => {
  it('reads the instant in Moscow, whatever offset it was written with', () => {
    expect(marketplaceDayOf('2026-12-31T21:30:00.000Z')).toBe('2027-01-01');
    expect(marketplaceDayOf('2026-12-31T23:30:00+02:00')).toBe('2027-01-01');
    expect(marketplaceDayOf('2026-06-01T12:00:00.000Z')).toBe('2026-06-01');
  });
});

describe('today, kept for the day', () => {
  it('is the marketplace day of the instant, also across Moscow’s midnight and back', () => {
    const midnight = Date.parse('2026-11-28T00:00:00+03:00');
    const instants = [
      midnight - 1,
      midnight,
      midnight + 1,
      midnight - 1,
      Date.parse('2027-01-01T12:00:00Z'),
      midnight,
    ];
    for (const now of instants)
      expect(marketplaceToday(now), new Date(now).toISOString()).toBe(marketplaceDay(new Date(now)));
    expect(marketplaceToday(Date.parse('2024-02-29T20:59:59.999Z'))).toBe('2024-02-29');
    expect(marketplaceToday(Date.parse('2024-02-29T21:00:00.000Z'))).toBe('2024-03-01');
    expect(marketplaceToday()).toBe(marketplaceDay(new Date()));
  });
});
