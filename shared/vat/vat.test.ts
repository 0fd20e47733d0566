import { describe, expect, it } from 'vitest';
import { VAT_KINDS, vatIncluded, vatKindLabel, vatKindOfRate, vatRateLabel, vatRateOn } from './index.ts';

describe('the VAT rate by the document’s date', () => {
  it('the general rate is 20 % through 31.12.2025 and 22 % from 01.01.2026', () => {
    expect(vatRateOn('general', '2025-12-31')).toBe(20);
    expect(vatRateOn('general', '2026-01-01')).toBe(22);
    expect(vatRateOn('general', '2026-11-27')).toBe(22);
    expect(vatRateOn('general', '2019-01-01')).toBe(20);
    expect(vatRateOn('general', '2025-12-31T23:59:59.999Z')).toBe(20);
    expect(vatRateOn('general', '2026-01-01T00:00:00.000Z')).toBe(22);
  });

  it('10 %, 0 %, the simplified system’s 5 % and 7 % and «Без НДС» do not change with the date', () => {
    for (const day of ['2025-12-31', '2026-01-01']) {
      expect(vatRateOn('reduced10', day)).toBe(10);
      expect(vatRateOn('zero', day)).toBe(0);
      expect(vatRateOn('simplified5', day)).toBe(5);
      expect(vatRateOn('simplified7', day)).toBe(7);
      expect(vatRateOn('none', day)).toBeNull();
    }
  });

  it('refuses a date it cannot read instead of guessing a rate', () => {
    expect(() => vatRateOn('general', '31.12.2025')).toThrow(RangeError);
  });

  it('reads the numbers older settings stored as kinds', () => {
    expect([20, 22, 10, 0, 5, 7, null].map(vatKindOfRate)).toEqual([
      'general',
      'general',
      'reduced10',
      'zero',
      'simplified5',
      'simplified7',
      'none',
    ]);
  });

  it('labels every kind, the general one with the rate of the day', () => {
    expect(vatKindLabel('general', '2026-11-27')).toBe('НДС 22 % — общая ставка');
    expect(vatKindLabel('general', '2025-06-01')).toBe('НДС 20 % — общая ставка');
    expect(new Set(VAT_KINDS.map((kind) => vatKindLabel(kind, '2026-01-01'))).size).toBe(VAT_KINDS.length);
    expect(vatRateLabel(null)).toBe('Без НДС');
    expect(vatRateLabel(10)).toBe('НДС 10 %');
  });

  it('takes the VAT out of an amount that includes it, to the kopeck', () => {
    expect(vatIncluded(194_001, 20)).toBe(32_333.5);
    expect(vatIncluded(122, 22)).toBe(22);
    expect(vatIncluded(1000, 22)).toBe(180.33);
    expect(vatIncluded(110, 10)).toBe(10);
    expect(vatIncluded(1000, 0)).toBe(0);
    expect(vatIncluded(1000, null)).toBe(0);
  });
});
