import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  NEWS_PROJECTION,
  newsEvents,
  type NewsDoc,
  type NewsEvent,
} from '../../backend/modules/news/published.ts';

/** One document per news item; a deleted item's document goes. Times come from the events' metadata. */
export const newsProjection = typedProjection<NewsDoc, NewsEvent>({
  name: NEWS_PROJECTION,
  version: 1,
  events: newsEvents,
  indexes: [{ fields: { status: 1, publishedAt: -1 } }, { fields: { updatedAt: -1 } }],
  keys: (event) => [String(event.data.newsId)],
  evolve(doc, event) {
    const at = event.metadata.at;
    switch (event.type) {
      case 'NewsCreated':
        return {
          _id: String(event.data.newsId),
          id: event.data.newsId,
          title: event.data.title,
          content: event.data.content,
          image: event.data.image,
          status: 'draft',
          publishedAt: null,
          createdAt: at,
          updatedAt: at,
        };
      case 'NewsEdited':
        return (
          doc && {
            ...doc,
            title: event.data.title,
            content: event.data.content,
            image: event.data.image,
            updatedAt: at,
          }
        );
      case 'NewsPublished':
        return doc && { ...doc, status: 'published', publishedAt: event.data.publishedAt, updatedAt: at };
      case 'NewsUnpublished':
        return doc && { ...doc, status: 'draft', publishedAt: null, updatedAt: at };
      case 'NewsDeleted':
        return null;
    }
  },
});
