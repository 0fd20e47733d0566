import { describe, expect, it } from 'vitest';
import { formatRoubles, formatRussianDate } from './index.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('roubles as people read them', () => {
  it('shows whole roubles without kopecks and any kopecks in two digits', () => {
    expect(plain(formatRoubles(12500))).toBe('12 500 ₽');
    expect(plain(formatRoubles(1850.5))).toBe('1 850,50 ₽');
    expect(plain(formatRoubles(0.07))).toBe('0,07 ₽');
    expect(plain(formatRoubles(99.999))).toBe('100 ₽');
  });
});

describe('Russian dates', () => {
  it('turns an ISO date or date-time into DD.MM.YYYY', () => {
    expect(formatRussianDate('2026-12-10')).toBe('10.12.2026');
    expect(formatRussianDate('2026-12-10T09:30:00.000Z')).toBe('10.12.2026');
    expect(formatRussianDate('к 15 декабря')).toBe('к 15 декабря');
  });
});
