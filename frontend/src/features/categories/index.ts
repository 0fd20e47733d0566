// Public surface of the categories feature.
export { categoryKeys } from './api/keys';
export { categoryTreeQueryOptions, fetchCategoryTree, useCategoryTree } from './api/categoryTree';
export { CategoriesPage } from './CategoriesPage';
export { CategoryNav, CATEGORY_NAV_LABEL } from './CategoryNav';
export { CategoryTree, CategoryTreeSkeleton, CATEGORY_TREE_TEXT } from './CategoryTree';
export { categoryPath, findCategoryBySlug, toCategoryTree } from './model';
export type { Category, CategoryDto } from './model';
