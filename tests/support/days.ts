import { marketplaceDay } from '../../shared/calendar/index.ts';

/**
 * The marketplace's day (Moscow's, ADR 0085) `days` from now, as the server counts «today»: the
 * UTC date is a day behind from 21:00 UTC, and a test that wrote it failed every evening.
 */
export const marketplaceDayIn = (days: number): string =>
  marketplaceDay(new Date(Date.now() + days * 86_400_000));
