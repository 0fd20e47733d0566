export { MESSAGES as CATEGORY_MESSAGES } from './decider.ts';
export { MESSAGES as SERVICE_CATEGORY_MESSAGES } from './service-category-decider.ts';
export {
  CategoryCommands,
  CATEGORY_HOLDS,
  ServiceCategoryCommands,
  type ProductCounter,
  type ServiceCounter,
} from './commands.ts';
export { type CategoryDoc, type ServiceCategoryDoc } from './view.ts';
export { CategoryQueries, ServiceCategoryQueries } from './queries.ts';
