export { API_BASE, UNAUTHORIZED_EVENT, api, fetcher, request, requestData } from './client';
export type { RequestOptions } from './client';
export { ApiError, errorMessage, FALLBACK_ERROR, UNKNOWN_ERROR } from './errors';
