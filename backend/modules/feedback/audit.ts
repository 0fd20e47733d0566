import type { AuditCatalog } from '../../kit/write/index.ts';
import type { FeedbackEvent } from './events.ts';

/** How the visitors' questions read in the audit: an admin's answer is a decision. */
export const feedbackAudit: AuditCatalog<FeedbackEvent> = {
  FeedbackSubmitted: (d) => ({
    entityType: 'feedback',
    entityId: String(d.feedbackId),
    action: 'Отправлено',
    name: `${d.name}: ${d.message.slice(0, 60)}`,
  }),
  FeedbackProcessed: (d) => ({
    entityType: 'feedback',
    entityId: String(d.feedbackId),
    action: 'Обработано',
    reason: d.note,
  }),
};
