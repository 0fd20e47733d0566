import { describe, expect, it } from 'vitest';
import { isWholeKopecks } from './money.ts';

describe('a sum in whole kopecks', () => {
  it('takes every price written with two decimals, large and small', () => {
    for (const price of [
      0, 0.01, 0.29, 1.15, 4.35, 19.99, 1234.57, 97_000, 1_000_000_000.01, 9_999_999_999.99,
    ])
      expect(isWholeKopecks(price), String(price)).toBe(true);
  });

  it('refuses fractions of a kopeck and what is not a number', () => {
    for (const price of [0.001, 19.999, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isWholeKopecks(price), String(price)).toBe(false);
  });
});
