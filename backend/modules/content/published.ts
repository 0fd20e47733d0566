/**
 * What the content module publishes to the read side (read models, the audit, notifications): its
 * events and the streams they live in, how the audit reads them, and the documents of its read
 * models. It loads no HTTP, storage or file handling, so the projection worker stays light; code
 * that runs commands or answers requests uses index.ts (docs/architecture.md).
 */
export {
  isPageSlug,
  NAVIGATION_STREAM,
  navigationEvents,
  pageEvents,
  pageOf,
  pageStream,
  type NavigationEvent,
  type PageEvent,
} from './events.ts';
export { navigationAudit, pageAudit } from './audit.ts';
export { NAVIGATION_PROJECTION, PAGES_PROJECTION, type NavigationItemDoc, type PageDoc } from './view.ts';
