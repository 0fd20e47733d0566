// Public surface of the product entity.
export {
  PRODUCT_NOT_FOUND,
  fetchProduct,
  fetchProducts,
  productKeys,
  productQueryOptions,
  productsQueryOptions,
  useProduct,
  useProducts,
} from './api';
export type { ProductListParams } from './api';
export {
  CHARACTERISTIC_ORDER,
  characteristicRank,
  isSameId,
  parseProductId,
  productPath,
  sortCharacteristics,
  stockTotal,
  toAssetUrl,
  toNumber,
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
