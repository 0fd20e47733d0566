import { typedProjection } from '../runtime/index.ts';
import {
  SERVICE_CATEGORIES_PROJECTION,
  serviceCategoryEvents,
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
  keys(event) {
    const { type, data } = event;
    if (type === 'ServiceCategoriesReordered') return data.orderedIds.map(String);
    return [String(data.serviceCategoryId)];
  },
  evolve(doc, event) {
    const { type, data } = event;
    switch (type) {
      case 'ServiceCategoryCreated':
        return {
          _id: String(data.serviceCategoryId),
          id: data.serviceCategoryId,
          name: data.name,
          slug: data.slug,
          parentId: data.parentId,
          position: data.position,
          image: data.image,
        };
      case 'ServiceCategoryDeleted':
        return null;
    }
    if (!doc) return null;
    switch (type) {
      case 'ServiceCategoryRenamed':
        return { ...doc, name: data.name, slug: data.slug };
      case 'ServiceCategoriesReordered':
        return { ...doc, position: data.orderedIds.indexOf(doc.id) };
      case 'ServiceCategoryImageChanged':
        return { ...doc, image: data.image };
    }
  },
});
