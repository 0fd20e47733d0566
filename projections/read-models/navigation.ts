import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  NAVIGATION_PROJECTION,
  navigationEvents,
  type NavigationEvent,
  type NavigationItemDoc,
} from '../../backend/modules/content/published.ts';

/** One document per menu item; the menu is ordered at query time (it is small). */
export const navigationProjection = typedProjection<NavigationItemDoc, NavigationEvent>({
  name: NAVIGATION_PROJECTION,
  version: 1,
  events: navigationEvents,
  indexes: [],
  keys(event) {
    const { type, data } = event;
    if (type === 'NavigationReordered') return data.orderedIds.map(String);
    return [String(data.itemId)];
  },
  evolve(doc, event) {
    const { type, data } = event;
    switch (type) {
      case 'NavigationItemAdded':
        return {
          _id: String(data.itemId),
          id: data.itemId,
          text: data.text,
          link: data.link,
          type: data.type,
          isActive: data.isActive,
          position: data.position,
        };
      case 'NavigationItemRemoved':
        return null;
    }
    if (!doc) return null;
    switch (type) {
      case 'NavigationItemChanged':
        return { ...doc, text: data.text, link: data.link, type: data.type, isActive: data.isActive };
      case 'NavigationReordered':
        return { ...doc, position: data.orderedIds.indexOf(doc.id) };
    }
  },
});
