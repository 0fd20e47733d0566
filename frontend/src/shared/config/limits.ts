/*
 * Business constants and limits. Everything the client counts, waits for or cuts
 * to lives here, so a change of the spec is a change of one line.
 */

/** Page sizes of the public lists: shared with the server, whose ItemList names the same items. */
export { CATALOG_PAGE_SIZE, NEWS_PAGE_SIZE, SERVICES_PAGE_SIZE } from '../../../../shared/page-head';
/**
 * The cards of a list's first row: their pictures are fetched at once and first (one of them is
 * the page's largest paint), the rest only as they near the viewport.
 */
export const FIRST_ROW_CARDS = 3;
/** The generic pagination default limit. */
export const DEFAULT_PAGE_SIZE = 10;
/** The pagination widget shows up to this many page numbers, centred on the current page. */
export const PAGINATION_WINDOW = 5;

/** Header search: the drop-down opens from this many characters, after this pause, with this many results. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESULTS = 5;
/** The services list searches after a longer pause: each search refilters the whole list. */
export const SERVICES_SEARCH_DEBOUNCE_MS = 500;

/** Toast: shown for this long (the timer pauses while hovered), then fades out for TOAST_FADE_MS. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_FADE_MS = 300;
/**
 * Not in the spec: the same toast raised again within this window is not stacked a second time
 * (several queries failing on one network outage would otherwise pile up identical messages).
 */
export const TOAST_DEDUPE_MS = 1000;

/** Mobile: a second tap within this time is ignored; the drill-down stops at this depth. */
export const CLICK_LOCK_MS = 300;
export const MOBILE_CATEGORY_DEPTH = 10;

/** Browser-storage cache life of navigation, contacts, home and guide content: 1 hour. */
export const CACHE_TTL_MS = 60 * 60 * 1000;
/** A session older than this since the last authentication is ended at start-up: 24 hours. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** News card excerpt length; the general `truncate` default is TRUNCATE_LENGTH. */
export const NEWS_EXCERPT_LENGTH = 150;
export const TRUNCATE_LENGTH = 100;

/** Home: products of the month. */
export const HOME_PRODUCTS = 4;
/** Quantity stepper minimum. */
export const MIN_QUANTITY = 1;

/** Realtime connection: retries after a close, this far apart; the counter resets on success. */
export const REALTIME_RETRIES = 5;
export const REALTIME_RETRY_MS = 3000;

/** Slider: 1, 3 and 4 items from 320, 768 and 1440 px; 10 px between items; autoplay delay. */
export const SLIDER_SPACING_PX = 10;
export const SLIDER_AUTOPLAY_MS = 5000;
