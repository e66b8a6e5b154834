export { API_BASE, api, fetcher, request, requestData } from './client';
export type { RequestOptions } from './client';
export { ApiError, errorMessage, FALLBACK_ERROR, UNKNOWN_ERROR } from './errors';
