/*
 * The light public surface of sign-in (the header imports it, so it is in the entry bundle): the
 * logout, the lazily loaded side panel and the rules. The forms themselves are published by
 * `./forms` for the pages that render them, and reach the header only inside the lazy panel.
 */
export { LOGOUT_MESSAGE, PRIVATE_QUERY_KEYS, useLogout } from './useLogout';
export { LazyAuthPanel, preloadAuthPanel } from './LazyAuthPanel';
export { GuestOnly, RequireAuth } from './guards';
export {
  AUTH_TEXT,
  toRegisterPayload,
  validateLogin,
  validateRegistration,
  serverFieldErrors,
  serverMessage,
  type AuthMode,
  type RegisterPayload,
} from './model';
