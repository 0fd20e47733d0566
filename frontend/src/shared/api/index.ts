export { ApiError, INVALID_RESPONSE_MESSAGE, apiGet, apiRequest, buildUrl, isRetryableError } from './client';
export type { QueryParams, RequestOptions } from './client';
