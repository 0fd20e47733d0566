import { defineProjection } from '../runtime/index.ts';
import {
  FEEDBACK_PROJECTION,
  feedbackEvents,
  type FeedbackDoc,
  type FeedbackEvent,
} from '../../backend/modules/feedback/index.ts';

/** One document per visitor's question; submitted and processed times come from the events' metadata. */
export const feedbackProjection = defineProjection<FeedbackDoc>({
  name: FEEDBACK_PROJECTION,
  version: 1,
  eventTypes: feedbackEvents.types,
  indexes: [{ fields: { status: 1, createdAt: -1 } }, { fields: { createdAt: -1 } }],
  decode: (type, data) => feedbackEvents.check(type, data).data,
  keys: (event) => [String((event as unknown as FeedbackEvent).data.feedbackId)],
  evolve(doc, event) {
    const { type, data } = event as unknown as FeedbackEvent;
    switch (type) {
      case 'FeedbackSubmitted':
        return {
          _id: String(data.feedbackId),
          id: data.feedbackId,
          name: data.name,
          phone: data.phone,
          email: data.email,
          message: data.message,
          source: data.source,
          status: 'new',
          createdAt: event.metadata.at,
          processedAt: null,
          note: null,
        };
      case 'FeedbackProcessed':
        if (!doc) return null;
        return { ...doc, status: 'processed', processedAt: event.metadata.at, note: data.note };
    }
  },
});
