import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ApiError,
  INVALID_RESPONSE_MESSAGE,
  apiGet,
  browserCached,
  type ApiAnswer,
} from '../../../shared/api';
import { STORAGE_KEYS } from '../../../shared/session';
import type { NavigationItem } from '../model';
import { contentKeys } from './keys';

/** GET /api/navigation: every menu item in the admin's order. */
export async function fetchNavigation(signal: AbortSignal): Promise<NavigationItem[]> {
  const answer = await apiGet<ApiAnswer<'/api/navigation', 'get'> | null>('api/navigation', { signal });
  // An answer without its list (a proxy's page, never this server's) is not a menu.
  if (!Array.isArray(answer?.items)) throw new ApiError(200, INVALID_RESPONSE_MESSAGE, answer);
  return answer.items;
}

/** Active navigation items in the server's order; cached 1 hour in memory and browser storage. */
export function navigationQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.navigation,
    ...browserCached(STORAGE_KEYS.navigation, fetchNavigation),
    select: (items: NavigationItem[]) => items.filter((item) => item.isActive),
  });
}

export function useNavigation() {
  return useQuery(navigationQueryOptions());
}
