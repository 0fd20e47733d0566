// Public surface of the header search feature.
export { SearchBox, SEARCH_BOX_TEXT } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
export { productSearchKeys } from './api/keys';
export { productSearchQueryOptions, searchProducts, useProductSearch } from './api/searchProducts';
export {
  SEARCH_DEBOUNCE_MS,
  SEARCH_LIMIT,
  SEARCH_MIN_LENGTH,
  catalogSearchPath,
  productPath,
  toSearchProducts,
} from './model';
export type { SearchProduct } from './model';
