export { LoginRoute, RegisterRoute } from './AuthRoutes';
