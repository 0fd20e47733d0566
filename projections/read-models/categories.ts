import { typedProjection } from '../runtime/index.ts';
import {
  CATEGORIES_PROJECTION,
  categoryChange,
  categoryEvents,
  touchedBy,
  treeDocAfter,
  type CategoryDoc,
  type CategoryEvent,
} from '../../backend/modules/categories/published.ts';

/** One document per category; the tree is assembled at query time (it is small). */
export const categoriesProjection = typedProjection<CategoryDoc, CategoryEvent>({
  name: CATEGORIES_PROJECTION,
  version: 1,
  events: categoryEvents,
  // Slugs are unique by the decider; no unique index, so a swap inside one batch cannot trip it.
  indexes: [{ fields: { parentId: 1 } }, { fields: { slug: 1 } }],
  keys: (event) => touchedBy(categoryChange(event)),
  evolve: (doc, event) => treeDocAfter(doc, categoryChange(event)),
});
