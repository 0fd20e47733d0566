import { describe, expect, it } from 'vitest';
import { utcToday } from './queries.ts';

describe('utcToday', () => {
  it('is the UTC date of the instant, also across midnight and back', () => {
    const midnight = Date.UTC(2026, 10, 28);
    const instants = [midnight - 1, midnight, midnight + 1, midnight - 1, Date.UTC(2027, 0, 1, 12), midnight];
    for (const now of instants)
      expect(utcToday(now), new Date(now).toISOString()).toBe(new Date(now).toISOString().slice(0, 10));
    expect(utcToday(Date.UTC(2024, 1, 29, 23, 59, 59, 999))).toBe('2024-02-29');
    expect(utcToday(Date.UTC(1969, 11, 31, 23))).toBe('1969-12-31');
    expect(utcToday()).toBe(new Date().toISOString().slice(0, 10));
  });
});
