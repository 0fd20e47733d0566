// Public surface of the product entity.
export { PRODUCT_NOT_FOUND, fetchProduct, productQueryOptions, useProduct } from './api/getProduct';
export { fetchProducts, productsQueryOptions, useProducts } from './api/listProducts';
export { productKeys } from './api/keys';
export { catalogSummaryQueryOptions, fetchCatalogSummary, useCatalogSummary } from './api/catalogSummary';
export type { CatalogCardExtras, CatalogSummary } from './api/catalogSummary';
export type { ProductListParams } from './api/params';
export {
  CHARACTERISTIC_ORDER,
  characteristicRank,
  isSameId,
  parseProductId,
  productPath,
  sortCharacteristics,
  stockTotal,
  toAssetUrl,
  toProduct,
  toProductList,
} from './model';
export type {
  Characteristic,
  ComponentDescription,
  DeliverySetItem,
  Measure,
  NormativeDocument,
  Product,
  ProductId,
  ProductImage,
  ProductList,
  ProductService,
  ProductStock,
  Warehouse,
} from './model';
export { ProductCard, ProductCardSkeleton, PRODUCT_CARD_TEXT } from './ProductCard';
export type { ProductCardProps } from './ProductCard';
export { ProductLink, isProductPath } from './ProductLink';
export { ORDER_GUARD_TEXT, useOrderGuard } from './useOrderGuard';
export type { ProductLinkProps } from './ProductLink';
