/**
 * What the feedback module publishes to the read side (read models, the audit, notifications): its
 * events and the streams they live in, how the audit reads them, and the documents of its read
 * models. It loads no HTTP, storage or file handling, so the projection worker stays light; code
 * that runs commands or answers requests uses index.ts (docs/architecture.md).
 */
export { feedbackEvents, feedbackStream, type FeedbackEvent } from './events.ts';
export { feedbackAudit } from './audit.ts';
export { FEEDBACK_PROJECTION, type FeedbackDoc } from './view.ts';
