export { CatalogPage, CATALOG_TEXT } from './CatalogPage';
