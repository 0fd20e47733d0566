import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, browserCached } from '../../../shared/api';
import { STORAGE_KEYS } from '../../../shared/session';
import type { ContactsPage, GuidePage, HomePage } from '../model';
import { contentKeys } from './keys';

const PAGE_STORAGE = {
  home: STORAGE_KEYS.home,
  guide: STORAGE_KEYS.guide,
  contacts: STORAGE_KEYS.contacts,
} as const;

/** GET /api/pages/{slug} answers `PageContent`: one of these by its slug. */
interface PageShapes {
  home: HomePage;
  guide: GuidePage;
  contacts: ContactsPage;
}

export function pageQueryOptions<S extends keyof PageShapes>(slug: S) {
  return queryOptions({
    queryKey: contentKeys.page(slug),
    ...browserCached<PageShapes[S]>(PAGE_STORAGE[slug], (signal) =>
      apiGet<PageShapes[S]>(`api/pages/${slug}`, { signal }),
    ),
  });
}

export function usePage<S extends keyof PageShapes>(slug: S) {
  return useQuery(pageQueryOptions(slug));
}
