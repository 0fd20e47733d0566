export { CategoryAdmin } from './CategoryAdmin';
