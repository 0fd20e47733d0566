// PUT /api/admin/pages/{slug}, GET …/{slug}/history, POST …/{slug}/restore.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../shared/api';
import { contentKeys } from '../../../entities/content';
import { STORAGE_KEYS, removeItem } from '../../../shared/session';
import type { PageSlug, PageVersion } from '../model';
import { siteKeys } from './keys';

const PAGE_CACHE = {
  home: STORAGE_KEYS.home,
  guide: STORAGE_KEYS.guide,
  contacts: STORAGE_KEYS.contacts,
} as const;

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

/**
 * After a save the admin's own browser drops the 1-hour copy of the page (spec section 9) and asks
 * again, so the site shows the change at once; other visitors see it within the hour.
 */
function useAfterPageChange(slug: PageSlug) {
  const queryClient = useQueryClient();
  return async () => {
    removeItem(PAGE_CACHE[slug]);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.page(slug) }),
      queryClient.invalidateQueries({ queryKey: siteKeys.history(slug) }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'pages', slug, 'current'] }),
    ]);
  };
}

export function useSavePage<C>(slug: PageSlug) {
  const after = useAfterPageChange(slug);
  return useMutation({
    mutationFn: (content: C) =>
      apiRequest<C>(`api/admin/pages/${slug}`, { method: 'PUT', body: content, notify: 'never' }),
    onSuccess: after,
  });
}

export function useRestorePage(slug: PageSlug) {
  const after = useAfterPageChange(slug);
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest(`api/admin/pages/${slug}/restore`, { method: 'POST', body: { version } }),
    onSuccess: after,
  });
}

/** The page as stored now (not the visitor's 1-hour copy): what the admin edits. */
export function adminPageQueryOptions<C>(slug: PageSlug) {
  return queryOptions({
    queryKey: ['admin', 'pages', slug, 'current'] as const,
    queryFn: ({ signal }) => apiGet<C>(`api/pages/${slug}`, { signal }),
    staleTime: 0,
  });
}

export function useAdminPage<C>(slug: PageSlug) {
  return useQuery(adminPageQueryOptions<C>(slug));
}
