import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api';
import type { PageSlug, PageVersion } from '../model';
import { siteKeys } from './keys';

/** GET /api/admin/pages/{slug}/history: every version, newest first. */
export function historyQueryOptions<C>(slug: PageSlug) {
  return queryOptions({
    queryKey: siteKeys.history(slug),
    queryFn: ({ signal }) =>
      apiGet<{ versions: PageVersion<C>[] }>(`api/admin/pages/${slug}/history`, { signal }),
  });
}

export function usePageHistory<C>(slug: PageSlug) {
  return useQuery(historyQueryOptions<C>(slug));
}
