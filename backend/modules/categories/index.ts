export {
  categoryDecider,
  MESSAGES as CATEGORY_MESSAGES,
  type CategoryCommand,
  type CategoryTree,
  type CategoryNode,
} from './decider.ts';
export { categoryEvents, type CategoryEvent, CATEGORY_TREE_STREAM } from './events.ts';
export {
  CategoryCommands,
  CATEGORY_HOLDS,
  type ProductCounter,
  type CreateCategoryInput,
} from './commands.ts';
export {
  CATEGORIES_PROJECTION,
  buildTree,
  flatten,
  toDto,
  type CategoryDoc,
  type CategoryDto,
} from './view.ts';
export { CategoryQueries } from './queries.ts';
export { categoryAudit } from './audit.ts';
