import { typedProjection } from '../runtime/index.ts';
import {
  CATEGORIES_PROJECTION,
  categoryEvents,
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
  keys(event) {
    const { type, data } = event;
    if (type === 'CategoriesReordered') return data.orderedIds.map(String);
    return [String(data.categoryId)];
  },
  evolve(doc, event) {
    const { type, data } = event;
    switch (type) {
      case 'CategoryCreated':
        return {
          _id: String(data.categoryId),
          id: data.categoryId,
          name: data.name,
          slug: data.slug,
          parentId: data.parentId,
          position: data.position,
          image: data.image,
          icon: data.icon,
          isNameFilter: data.isNameFilter,
        };
      case 'CategoryDeleted':
        return null;
    }
    if (!doc) return null;
    switch (type) {
      case 'CategoryRenamed':
        return { ...doc, name: data.name, slug: data.slug };
      case 'CategoryMoved':
        return { ...doc, parentId: data.parentId, position: data.position };
      case 'CategoriesReordered':
        return { ...doc, position: data.orderedIds.indexOf(doc.id) };
      case 'CategoryImageChanged':
        return { ...doc, image: data.image, icon: data.icon };
      case 'CategoryNameFilterChanged':
        return { ...doc, isNameFilter: data.isNameFilter };
    }
  },
});
