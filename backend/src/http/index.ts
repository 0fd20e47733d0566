export { authenticate, requireRole, commandContext, MESSAGES as AUTH_MESSAGES } from './auth.ts';
export { TokenService, loadJwtSecret, ACCESS_TOKEN_TTL_SECONDS, type AccessClaims } from './tokens.ts';
export { errorHandler, apiNotFound, MESSAGES as HTTP_MESSAGES } from './errors.ts';
export { decodeBody, parseId, NOT_AN_OBJECT } from './validation.ts';
