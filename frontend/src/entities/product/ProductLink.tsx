import { Link, useLocation, type LinkProps } from 'react-router';
import { productPath, type ProductId } from './model';

export interface ProductLinkProps extends Omit<LinkProps, 'to' | 'replace'> {
  productId: ProductId;
}

const PRODUCT_PAGE = /^\/product\/[^/]+\/?$/;

/** Whether `pathname` is a product page (`/product/{id}`). */
export function isProductPath(pathname: string): boolean {
  return PRODUCT_PAGE.test(pathname);
}

/**
 * A link to `/product/{id}`. From one product page to another it replaces the current history
 * entry (spec, section 2), so Back leads out of the product pages, not through each one seen.
 */
export function ProductLink({ productId, ...rest }: ProductLinkProps) {
  const { pathname } = useLocation();
  return <Link to={productPath(productId)} replace={isProductPath(pathname)} {...rest} />;
}
