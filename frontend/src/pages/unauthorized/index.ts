export { UNAUTHORIZED_TEXT, UnauthorizedPage } from './UnauthorizedPage';
