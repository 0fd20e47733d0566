import { useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '../../../entities/content';
import { STORAGE_KEYS, removeItem } from '../../../shared/session';
import type { PageSlug } from '../model';
import { siteKeys } from './keys';

const PAGE_CACHE = {
  home: STORAGE_KEYS.home,
  guide: STORAGE_KEYS.guide,
  contacts: STORAGE_KEYS.contacts,
} as const;

/**
 * After a save the admin's own browser drops the 1-hour copy of the page and asks
 * again, so the site shows the change at once; other visitors see it within the hour.
 */
export function useAfterPageChange(slug: PageSlug) {
  const queryClient = useQueryClient();
  return async () => {
    removeItem(PAGE_CACHE[slug]);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.page(slug) }),
      queryClient.invalidateQueries({ queryKey: siteKeys.history(slug) }),
      queryClient.invalidateQueries({ queryKey: siteKeys.current(slug) }),
    ]);
  };
}
