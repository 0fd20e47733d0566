import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  PAGES_PROJECTION,
  pageEvents,
  pageOf,
  type PageDoc,
  type PageEvent,
} from '../../backend/modules/content/published.ts';

/** One document per page, keyed by its slug, holding the content the page shows now. */
export const pagesProjection = typedProjection<PageDoc, PageEvent>({
  name: PAGES_PROJECTION,
  version: 1,
  events: pageEvents,
  indexes: [],
  keys: (event) => [pageOf(event).slug],
  evolve(_doc, event) {
    const page = pageOf(event);
    return { _id: page.slug, ...page };
  },
});
