import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, INVALID_RESPONSE_MESSAGE, apiGet, browserCached } from '../../shared/api';
import { STORAGE_KEYS } from '../../shared/session';
import type { ContactsPage, GuidePage, HomePage, NavigationItem, ServiceCategory } from './model';

export const contentKeys = {
  navigation: ['navigation'] as const,
  page: (slug: 'home' | 'guide' | 'contacts') => ['pages', slug] as const,
  serviceCategories: ['service-categories'] as const,
};

export async function fetchNavigation(signal: AbortSignal): Promise<NavigationItem[]> {
  const answer = await apiGet<{ items?: unknown }>('api/navigation', { signal });
  if (!Array.isArray(answer?.items)) throw new ApiError(200, INVALID_RESPONSE_MESSAGE, answer);
  return answer.items as NavigationItem[];
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

const PAGE_STORAGE = {
  home: STORAGE_KEYS.home,
  guide: STORAGE_KEYS.guide,
  contacts: STORAGE_KEYS.contacts,
} as const;

interface PageShapes {
  home: HomePage;
  guide: GuidePage;
  contacts: ContactsPage;
}

export function pageQueryOptions<S extends keyof PageShapes>(slug: S) {
  return queryOptions({
    queryKey: contentKeys.page(slug),
    ...browserCached<PageShapes[S]>(PAGE_STORAGE[slug], (signal) => apiGet<PageShapes[S]>(`api/pages/${slug}`, { signal })),
  });
}

export function usePage<S extends keyof PageShapes>(slug: S) {
  return useQuery(pageQueryOptions(slug));
}

export async function fetchServiceCategories(signal: AbortSignal): Promise<ServiceCategory[]> {
  const answer = await apiGet<unknown>('api/service-categories', { signal });
  if (!Array.isArray(answer)) throw new ApiError(200, INVALID_RESPONSE_MESSAGE, answer);
  return (answer as ServiceCategory[]).map((category) => ({
    ...category,
    parentId: category.parentId ?? (category as { parent_id?: number | null }).parent_id ?? null,
  }));
}

export function serviceCategoriesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.serviceCategories,
    queryFn: ({ signal }) => fetchServiceCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useServiceCategories() {
  return useQuery(serviceCategoriesQueryOptions());
}
