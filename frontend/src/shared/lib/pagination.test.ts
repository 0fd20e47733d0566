import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, rangeText } from './pagination';
import * as limits from '../config/limits';

describe('pageWindow', () => {
  it('starts at 1 near the beginning', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in the middle', () => {
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(8, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('ends at the last page near the end', () => {
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page when there are at most five', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('always holds the current page and never more than five numbers', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const window = pageWindow(current, total);
        expect(window).toContain(current);
        expect(window).toHaveLength(Math.min(5, total));
        expect(window[0]).toBeGreaterThanOrEqual(1);
        expect(window.at(-1)).toBeLessThanOrEqual(total);
        window.forEach((page, i) => i > 0 && expect(page).toBe(window[i - 1]! + 1));
      }
    }
  });

  it('clamps an out-of-range current page', () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(-3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(42, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(Number.NaN, 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns no pages when there are none', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, -1)).toEqual([]);
    expect(pageWindow(1, Number.NaN)).toEqual([]);
  });

  it('takes another window size; an even one leans forward', () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(10, 10, 7)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(5, 10, 0)).toEqual([]);
  });
});

describe('rangeText', () => {
  it('shows the first page', () => {
    expect(rangeText(1, 10, 95)).toBe('Показано 1-10 из 95 записей');
  });

  it('shows a middle page', () => {
    expect(rangeText(2, 12, 40)).toBe('Показано 13-24 из 40 записей');
  });

  it('stops the last page at the total', () => {
    expect(rangeText(10, 10, 95)).toBe('Показано 91-95 из 95 записей');
    expect(rangeText(4, 12, 40)).toBe('Показано 37-40 из 40 записей');
    expect(rangeText(1, 9, 3)).toBe('Показано 1-3 из 3 записей');
  });

  it('shows a full last page exactly', () => {
    expect(rangeText(4, 10, 40)).toBe('Показано 31-40 из 40 записей');
  });

  it('shows 0-0 of 0 for an empty list', () => {
    expect(rangeText(1, 10, 0)).toBe('Показано 0-0 из 0 записей');
    expect(rangeText(3, 10, 0)).toBe('Показано 0-0 из 0 записей');
  });

  it('reads a page past the end as the last page', () => {
    expect(rangeText(7, 10, 25)).toBe('Показано 21-25 из 25 записей');
    expect(rangeText(0, 10, 25)).toBe('Показано 1-10 из 25 записей');
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(95, 10)).toBe(10);
    expect(pageCount(40, 10)).toBe(4);
    expect(pageCount(1, 12)).toBe(1);
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(10, 0)).toBe(1);
  });
});

describe('limits', () => {
  it('has the page sizes and timings of the spec', () => {
    expect(limits).toMatchObject({
      CATALOG_PAGE_SIZE: 12,
      SERVICES_PAGE_SIZE: 12,
      NEWS_PAGE_SIZE: 9,
      DEFAULT_PAGE_SIZE: 10,
      SEARCH_MIN_LENGTH: 2,
      SEARCH_DEBOUNCE_MS: 300,
      SEARCH_RESULTS: 5,
      SERVICES_SEARCH_DEBOUNCE_MS: 500,
      TOAST_DURATION_MS: 5000,
      TOAST_FADE_MS: 300,
      CLICK_LOCK_MS: 300,
      MOBILE_CATEGORY_DEPTH: 10,
      CACHE_TTL_MS: 3_600_000,
      SESSION_LIFETIME_MS: 86_400_000,
      NEWS_EXCERPT_LENGTH: 150,
      HOME_PRODUCTS: 4,
      MIN_QUANTITY: 1,
      REALTIME_RETRIES: 5,
      REALTIME_RETRY_MS: 3000,
    });
  });
});
