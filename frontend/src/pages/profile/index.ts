export { CompanyRoute, ProfileRoute } from './ProfileRoute';
