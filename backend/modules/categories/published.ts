/**
 * What the categories module publishes to the read side (read models, the audit, notifications): its
 * events and the streams they live in, how the audit reads them, and the documents of its read
 * models. It loads no HTTP, storage or file handling, so the projection worker stays light; code
 * that runs commands or answers requests uses index.ts (docs/architecture.md).
 */
export {
  CATEGORY_TREE_STREAM,
  SERVICE_CATEGORY_TREE_STREAM,
  categoryEvents,
  serviceCategoryEvents,
  type CategoryEvent,
  type ServiceCategoryEvent,
} from './events.ts';
export { categoryAudit, serviceCategoryAudit } from './audit.ts';
export {
  CATEGORIES_PROJECTION,
  SERVICE_CATEGORIES_PROJECTION,
  type CategoryDoc,
  type ServiceCategoryDoc,
  type TreeDoc,
} from './view.ts';
export { type CategoryNode } from './decider.ts';
export { type ServiceCategoryNode } from './service-category-decider.ts';
export { PRODUCT_CATEGORY_TREE, SERVICE_CATEGORY_TREE, type TreeKind } from './tree-kinds.ts';
export { touchedBy, treeDocAfter } from '../../kit/write/index.ts';
