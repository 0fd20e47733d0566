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
  SERVICE_CATEGORY_TREE_STREAM,
  serviceCategoryEvents,
  type NavigationEvent,
  type PageEvent,
  type ServiceCategoryEvent,
} from './events.ts';
export { navigationAudit, pageAudit, serviceCategoryAudit } from './audit.ts';
export {
  NAVIGATION_PROJECTION,
  PAGES_PROJECTION,
  SERVICE_CATEGORIES_PROJECTION,
  type NavigationItemDoc,
  type PageDoc,
  type ServiceCategoryDoc,
} from './view.ts';
export { serviceCategoryChange } from './service-category-decider.ts';
export { touchedBy, treeDocAfter } from '../../src/write-kit/index.ts';
