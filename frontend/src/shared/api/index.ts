export {
  API_BASE,
  ApiError,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  apiBlob,
  apiGet,
  apiRequest,
  buildUrl,
  isRetryableError,
  newIdempotencyKey,
  onSessionEnd,
  refreshTokens,
  setApiOrigin,
} from './client';
export type { QueryParams, RequestOptions } from './client';
export type { ApiAnswer, ApiSchema, ApiSchemaName } from './contract';
export { API_MESSAGES, defaultErrorMessage } from './messages';
export { BROWSER_CACHE_TTL_MS, browserCached } from './cachedQuery';
export {
  responseMessage,
  serverFieldErrors,
  serverMessage,
  showFormFailure,
  submitForm,
  toastFailure,
} from './failure';
export { useLoadFailureToast } from './useLoadFailureToast';
export { useInvalidate } from './useInvalidate';
export { useListingStep, type ListingStep } from './listingStep';
export { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, IMAGE_TYPES, uploadDocument, uploadImage } from './uploads';
export {
  CONTRACT_DISPLAY_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  SERVICE_REQUEST_STATUS_LABELS,
  SERVICE_STATUS_LABELS,
  PRODUCT_STATUS_LABELS,
} from './labels.gen';
