/**
 * What the categories module publishes to the read side (read models, the audit, notifications): its
 * events and the streams they live in, how the audit reads them, and the documents of its read
 * models. It loads no HTTP, storage or file handling, so the projection worker stays light; code
 * that runs commands or answers requests uses index.ts (docs/architecture.md).
 */
export { CATEGORY_TREE_STREAM, categoryEvents, type CategoryEvent } from './events.ts';
export { categoryAudit } from './audit.ts';
export { CATEGORIES_PROJECTION, type CategoryDoc } from './view.ts';
export { categoryChange } from './decider.ts';
export { touchedBy, treeDocAfter } from '../../src/write-kit/index.ts';
