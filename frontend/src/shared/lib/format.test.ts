import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

/** Intl separates groups with no-break spaces (U+00A0 or U+202F, by ICU version): compare on plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats roubles in Russian with the ₽ sign and no kopecks for whole amounts', () => {
    expect(plain(formatPrice(12500))).toBe('12 500 ₽');
    expect(plain(formatPrice(0))).toBe('0 ₽');
    expect(plain(formatPrice(1234567))).toBe('1 234 567 ₽');
  });

  it('keeps up to two fraction digits with a comma', () => {
    expect(plain(formatPrice(1234.5))).toBe('1 234,50 ₽');
    expect(plain(formatPrice(1850.05))).toBe('1 850,05 ₽');
    expect(plain(formatPrice(99.99))).toBe('99,99 ₽');
    expect(plain(formatPrice(12.345))).toBe('12,35 ₽');
  });

  it('reads numeric strings as the API sends decimals', () => {
    expect(plain(formatPrice('12500.00'))).toBe('12 500 ₽');
    expect(plain(formatPrice(' 450.5 '))).toBe('450,50 ₽');
    expect(plain(formatPrice('1 200,75'))).toBe('1 200,75 ₽');
  });

  it('uses no-break spaces so a price never wraps', () => {
    expect(formatPrice(12500)).not.toMatch(/ /);
  });

  it('renders empty for absent or non-finite values', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatPrice('')).toBe('');
    expect(formatPrice('   ')).toBe('');
    expect(formatPrice('по запросу')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats day, long month and year in Russian', () => {
    expect(plain(formatDate(new Date(2024, 2, 5, 9, 7)))).toBe('5 марта 2024 г.');
    expect(plain(formatDate(new Date(2023, 11, 31)))).toBe('31 декабря 2023 г.');
  });

  it('adds hours and minutes with withTime', () => {
    expect(plain(formatDate(new Date(2024, 2, 5, 9, 7), { withTime: true }))).toBe('5 марта 2024 г. в 09:07');
  });

  it('accepts ISO strings and timestamps', () => {
    const local = new Date(2024, 0, 15, 14, 30);
    expect(plain(formatDate(local.toISOString(), { withTime: true }))).toBe('15 января 2024 г. в 14:30');
    expect(plain(formatDate(local.getTime()))).toBe('15 января 2024 г.');
  });

  it('reads a date-only string as that calendar day in any time zone', () => {
    expect(plain(formatDate('2024-03-01'))).toBe('1 марта 2024 г.');
  });

  it('renders invalid or absent dates empty', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('не дата')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate(Number.NaN, { withTime: true })).toBe('');
  });
});
