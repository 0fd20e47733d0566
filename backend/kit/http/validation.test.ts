import { describe, expect, it } from 'vitest';
import { isRequestInstant } from './validation.ts';

describe('isRequestInstant', () => {
  it('takes ISO dates and date-times of the years an event can hold', () => {
    expect(isRequestInstant('2026-11-25')).toBe(true);
    expect(isRequestInstant('2026-11-25T10:00:00.000Z')).toBe(true);
    expect(isRequestInstant('1970-01-01T00:00:00Z')).toBe(true);
  });

  it('refuses what Date.parse takes but no stored event can hold (the fuzzer found a 500 here)', () => {
    expect(isRequestInstant('-025703-06-07T19:33:07.525Z')).toBe(false);
    expect(isRequestInstant('+275760-09-13T00:00:00.000Z')).toBe(false);
    expect(isRequestInstant('1969-12-31T23:59:59Z')).toBe(false);
    expect(isRequestInstant('вчера')).toBe(false);
  });
});
