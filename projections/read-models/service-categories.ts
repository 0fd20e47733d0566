import { typedProjection } from '../runtime/index.ts';
import {
  SERVICE_CATEGORIES_PROJECTION,
  serviceCategoryChange,
  serviceCategoryEvents,
  touchedBy,
  treeDocAfter,
  type ServiceCategoryDoc,
  type ServiceCategoryEvent,
} from '../../backend/modules/content/published.ts';

/** One document per service category; the list is ordered at query time (it is small). */
export const serviceCategoriesProjection = typedProjection<ServiceCategoryDoc, ServiceCategoryEvent>({
  name: SERVICE_CATEGORIES_PROJECTION,
  version: 1,
  events: serviceCategoryEvents,
  // Slugs are unique by the decider; no unique index, so a swap inside one batch cannot trip it.
  indexes: [{ fields: { parentId: 1 } }, { fields: { slug: 1 } }],
  keys: (event) => touchedBy(serviceCategoryChange(event)),
  evolve: (doc, event) => treeDocAfter(doc, serviceCategoryChange(event)),
});
