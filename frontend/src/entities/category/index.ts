// Public surface of the category entity: the catalogue's tree and filters, read from the API.
export { categoryKeys } from './api/keys';
export { categoryTreeQueryOptions, fetchCategoryTree, useCategoryTree } from './api/categoryTree';
export { categoryFiltersQueryOptions, fetchCategoryFilters, useCategoryFilters } from './api/categoryFilters';
export {
  DEFAULT_QUALITY_FILTERS,
  categoryPath,
  defaultCategoryFilters,
  findCategoryBySlug,
  findCategoryTrail,
  toCategoryFilters,
  toCategoryTree,
} from './model';
export type { Category, CategoryDto, CategoryFilters } from './model';
