export { ProfileRoute } from './ProfileRoute';
