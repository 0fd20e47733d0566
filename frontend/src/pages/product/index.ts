export { ProductPage, PRODUCT_TEXT } from './ProductPage';
