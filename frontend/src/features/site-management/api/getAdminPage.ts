import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api';
import type { PageSlug } from '../model';
import { siteKeys } from './keys';

/** The page as stored now (not the visitor's 1-hour copy): what the admin edits. */
export function adminPageQueryOptions<C>(slug: PageSlug) {
  return queryOptions({
    queryKey: siteKeys.current(slug),
    queryFn: ({ signal }) => apiGet<C>(`api/pages/${slug}`, { signal }),
    staleTime: 0,
  });
}

export function useAdminPage<C>(slug: PageSlug) {
  return useQuery(adminPageQueryOptions<C>(slug));
}
