import { auditEntity, type AuditCatalog } from '../../kit/write/index.ts';
import type { FeedbackEvent } from './events.ts';

const feedback = auditEntity('feedback');

/** How the visitors' questions read in the audit: an admin's answer is a decision. */
export const feedbackAudit: AuditCatalog<FeedbackEvent> = {
  FeedbackSubmitted: (d) => ({
    ...feedback(d.feedbackId),
    action: 'Отправлено',
    name: `${d.name}: ${d.message.slice(0, 60)}`,
  }),
  FeedbackProcessed: (d) => ({
    ...feedback(d.feedbackId),
    action: 'Обработано',
    reason: d.note,
  }),
};
