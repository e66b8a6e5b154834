export { API_BASE, UNAUTHORIZED_EVENT, api, fetcher, request, requestData } from './client';
export type { RequestOptions } from './client';
export { API_ERROR_BRAND, ApiError, errorMessage, FALLBACK_ERROR, hasErrorCode, isApiError, UNKNOWN_ERROR } from './errors';
export { newIdempotencyKey, oneKeyPerSubmit, type SubmitKeys } from './submit-keys';
