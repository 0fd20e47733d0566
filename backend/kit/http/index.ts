export {
  authenticate,
  publicReads,
  requireAuth,
  requireRole,
  callerOf,
  commandContext,
  MESSAGES as AUTH_MESSAGES,
  type AccessGuard,
} from './auth.ts';
// The auth kit (tokens, the JWT secret) reaches the modules whole through the HTTP kit.
export * from '../auth/index.ts';
export { errorHandler, apiNotFound, MESSAGES as HTTP_MESSAGES } from './errors.ts';
export { clientAddressKey, clientKey } from './client.ts';
export {
  CalendarDay,
  decodeInput,
  decodeListQuery,
  pageQuery,
  periodEnd,
  parseId,
  NOT_AN_OBJECT,
  RequestInstant,
  isRequestInstant,
} from './validation.ts';
export { securityHeaders } from './security-headers.ts';
export { enteredByItsPaths } from './routing.ts';
export { compressAnswers, reuseEncodedJson, COMPRESS_ABOVE_BYTES } from './compression.ts';
export {
  ReadYourWrite,
  IDEMPOTENCY_KEY_MESSAGE,
  writesShownBy,
  type ModuleRouterDeps,
  type ReadSide,
} from './read-your-write.ts';
export { keptAnswersLane } from './kept-answers.ts';
export { receiveFile, type UploadLimits, type UploadRefusals } from './upload.ts';
export {
  fieldError,
  pageMessages,
  queryInteger,
  queryParam,
  queryParsedOnce,
  repeatedParameter,
} from './query.ts';
