// Public surface of the categories feature.
export { categoryKeys } from './api/keys';
export { categoryTreeQueryOptions, fetchCategoryTree, useCategoryTree } from './api/categoryTree';
export { categoryFiltersQueryOptions, fetchCategoryFilters, useCategoryFilters } from './api/categoryFilters';
export { CategoryNav, CATEGORY_NAV_LABEL } from './CategoryNav';
export { CategorySidebar, CATEGORY_SIDEBAR_TEXT, isPlainClick } from './CategorySidebar';
export type { CategorySidebarProps } from './CategorySidebar';
export { CategoryDrillDown, CATEGORY_DRILL_DOWN_TEXT } from './CategoryDrillDown';
export type { CategoryDrillDownProps } from './CategoryDrillDown';
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
