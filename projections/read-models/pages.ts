import { defineProjection } from '../runtime/index.ts';
import {
  PAGES_PROJECTION,
  pageEvents,
  pageOf,
  type PageDoc,
  type PageEvent,
} from '../../backend/modules/content/index.ts';

/** One document per page, keyed by its slug, holding the content the page shows now. */
export const pagesProjection = defineProjection<PageDoc>({
  name: PAGES_PROJECTION,
  version: 1,
  eventTypes: pageEvents.types,
  indexes: [],
  decode: (type, data) => pageEvents.check(type, data).data,
  keys: (event) => [pageOf(event as unknown as PageEvent).slug],
  evolve(_doc, event) {
    const page = pageOf(event as unknown as PageEvent);
    return { _id: page.slug, ...page };
  },
});
