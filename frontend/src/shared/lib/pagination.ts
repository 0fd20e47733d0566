import { PAGINATION_WINDOW } from '../config/limits';

/*
 * The arithmetic of the pagination widget (up to 5 page numbers centred on the
 * current page, and 'Показано X-Y из N записей'). Pages are 1-based, as in the API.
 */

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Number of pages for `total` records, `limit` per page; at least 1, so an empty list has page 1. */
export function pageCount(total: number, limit: number): number {
  if (!(total > 0) || !(limit > 0)) return 1;
  return Math.ceil(total / limit);
}

/**
 * Up to `max` consecutive page numbers centred on `current` and shifted inward at the edges, so
 * the window is always full when there are enough pages: 1 of 10 → 1..5, 6 of 10 → 4..8,
 * 10 of 10 → 6..10, any of 3 → 1..3. An out-of-range `current` is clamped first.
 */
export function pageWindow(current: number, totalPages: number, max: number = PAGINATION_WINDOW): number[] {
  const pages = Math.floor(totalPages);
  const size = Math.min(Math.floor(max), pages);
  if (!(size > 0)) return [];
  const page = clamp(Math.floor(current) || 1, 1, pages);
  // With an even window the extra page goes after the current one.
  const start = clamp(page - Math.floor((size - 1) / 2), 1, pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * 'Показано 13-24 из 40 записей': X = (page − 1) · limit + 1, Y = min(page · limit, total);
 * 'Показано 0-0 из 0 записей' for an empty list. A page past the end is read as the last page.
 */
export function rangeText(page: number, limit: number, total: number): string {
  if (!(total > 0) || !(limit > 0)) return 'Показано 0-0 из 0 записей';
  const current = clamp(Math.floor(page) || 1, 1, pageCount(total, limit));
  const from = (current - 1) * limit + 1;
  const to = Math.min(current * limit, total);
  return `Показано ${from}-${to} из ${total} записей`;
}
