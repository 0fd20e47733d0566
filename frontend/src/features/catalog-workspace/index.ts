export { MyProducts } from './MyProducts';
export { MyWarehouses } from './MyWarehouses';
export { ProductModeration } from './ProductModeration';
