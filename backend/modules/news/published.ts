/**
 * What the news module publishes to the read side (read models, the audit, notifications): its
 * events and the streams they live in, how the audit reads them, and the documents of its read
 * models. It loads no HTTP, storage or file handling, so the projection worker stays light; code
 * that runs commands or answers requests uses index.ts (docs/architecture.md).
 */
export { newsEvents, newsStream, type NewsEvent } from './events.ts';
export { newsAudit } from './audit.ts';
export { NEWS_PROJECTION, type NewsDoc } from './view.ts';
export { textOf } from './sanitize.ts';
