// @pgportal/ui/data: the portal's SWR defaults and data hooks.
export { apiKey, keyMatches, parseApiKey } from './api-key';
export type { Query } from './api-key';
export { swrConfig } from './swr-config';
export { fetchApiKey, useApiQuery } from './use-api-query';
export type { ApiQueryOptions } from './use-api-query';
export { useApiMutation } from './use-api-mutation';
export type { ApiMutation, ApiMutationOptions, FormBinding, MutationResult } from './use-api-mutation';
export { useListParams } from './use-list-params';
export type { ListParamsOptions } from './use-list-params';
export { PAGE_SIZE, usePagedQuery } from './use-paged-query';
