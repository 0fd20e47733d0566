import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  FEEDBACK_PROJECTION,
  feedbackEvents,
  type FeedbackDoc,
  type FeedbackEvent,
} from '../../backend/modules/feedback/published.ts';

/** One document per visitor's question; submitted and processed times come from the events' metadata. */
export const feedbackProjection = typedProjection<FeedbackDoc, FeedbackEvent>({
  name: FEEDBACK_PROJECTION,
  version: 1,
  events: feedbackEvents,
  indexes: [{ fields: { status: 1, createdAt: -1 } }, { fields: { createdAt: -1 } }],
  keys: (event) => [String(event.data.feedbackId)],
  evolve(doc, event) {
    switch (event.type) {
      case 'FeedbackSubmitted':
        return {
          _id: String(event.data.feedbackId),
          id: event.data.feedbackId,
          name: event.data.name,
          phone: event.data.phone,
          email: event.data.email,
          message: event.data.message,
          source: event.data.source,
          status: 'new',
          createdAt: event.metadata.at,
          processedAt: null,
          note: null,
        };
      case 'FeedbackProcessed':
        if (!doc) return null;
        return { ...doc, status: 'processed', processedAt: event.metadata.at, note: event.data.note };
    }
  },
});
