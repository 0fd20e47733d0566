export {
  SESSION_LIFETIME_MS,
  clearSession,
  getSession,
  initSession,
  isAuthenticated,
  replaceTokens,
  signOut,
  signedOutRecently,
  startSession,
  subscribeSession,
  updateUser,
  useSession,
  type Session,
} from './store';
export { STORAGE_KEYS, readItem, readJson, removeItem, writeItem, writeJson } from './storage';
export {
  authButtonLabel,
  hasCompany,
  isAdmin,
  isBuyer,
  isCompanyAdmin,
  isSupplier,
  isUser,
  lacksOwnName,
  profileMenuName,
  ROLE_LABELS,
  welcomeMessage,
  type Company,
  type Role,
  type User,
} from './user';
export { decodeJwtPayload, isWellFormedToken } from './jwt';
export { AFTER_LOGIN_DEFAULT, clearPostLoginRedirect, postLoginTarget, safeRedirect } from './redirect';
