// Formatters and helpers shared by every feature (no React components here; those are in shared/ui).
export { formatDate, formatPrice, toNumber, type FormatDateOptions } from './format';
export { htmlExcerpt, stripHtml, truncate } from './html';
export { setHtmlWindow } from './htmlWindow';
export { sanitizeHtml } from './sanitizeHtml';
export { pageCount, pageWindow, rangeText } from './pagination';
export { cycleIndex } from './cycle';
export { createClickLock, useClickLock, type ClickLock } from './useClickLock';
export { pluralRu } from './plural';
export { RouteTableProvider, useRouteHandleValue, useRouteTitle, type RouteHandle } from './routeHandle';
export { useDebouncedValue } from './useDebouncedValue';
export { bindText } from './bindText';
export { useFieldForm } from './useFieldForm';
export { fieldSubmit } from './fieldSubmit';
export type { FieldErrors, TextValues } from './fieldValues';
export { usePagedFilter, useTypedFilter } from './usePagedFilter';
export { EMPTY_PERIOD_SEARCH, type PeriodSearchFilter } from './periodSearchFilter';
export { SERVER_TIME_ZONE, useDisplayTimeZone } from './useDisplayTimeZone';
export { useHydrated } from './useHydrated';
export { FirstLocationProvider, useIsFirstLocation } from './firstLocation';
export { isEmail } from './email';
// The check digits of ИНН, КПП and ОГРН, as the server checks them.
export {
  innKind,
  isValidInnChecksum,
  isValidKpp,
  isValidOgrnChecksum,
  ogrnKind,
} from '../../../../shared/russian-ids';
export { saveFile } from './saveFile';
export { preloadLocation, setScreenLoader } from './screenLoader';
export {
  CARD_IMAGE_SIZES,
  NEWS_CARD_IMAGE_SIZES,
  TILE_IMAGE_SIZES,
  WIDE_IMAGE_SIZES,
  responsiveImage,
} from './responsiveImage';
export { russianDragAccessibility } from './dragAnnouncements';
