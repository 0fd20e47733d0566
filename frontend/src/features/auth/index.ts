export { LOGOUT_MESSAGE, useLogout } from './useLogout';
