export { LoginLinkRoute, LoginRoute, RegisterRoute } from './AuthRoutes';
