import { MARKETPLACE_TIME_ZONE } from '../../../../shared/calendar';
import { useHydrated } from './useHydrated';

/** The zone public pages are rendered in on the server: the marketplace's business time. */
export const SERVER_TIME_ZONE = MARKETPLACE_TIME_ZONE;

/**
 * The zone to show a date in: the server's while a page is rendered there and while the browser
 * hydrates it (so both write the same text), then the visitor's own (undefined).
 */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : SERVER_TIME_ZONE;
}
