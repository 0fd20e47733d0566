// Public surface of the categories feature: the catalogue's navigation (the data is entities/category).
export { CategoryNav, CATEGORY_NAV_LABEL } from './CategoryNav';
export { CategorySidebar, CATEGORY_SIDEBAR_TEXT, isPlainClick } from './CategorySidebar';
export type { CategorySidebarProps } from './CategorySidebar';
export { CategoryDrillDown, CATEGORY_DRILL_DOWN_TEXT } from './CategoryDrillDown';
export type { CategoryDrillDownProps } from './CategoryDrillDown';
