import type { SWRConfiguration } from 'swr';
import { fetchApiKey } from './use-api-query';

/** SPEC §7: data is stale at once, no refetch on window focus, one retry on failure. */
export const swrConfig: SWRConfiguration = {
  fetcher: fetchApiKey,
  dedupingInterval: 0,
  revalidateOnFocus: false,
  revalidateIfStale: true,
  errorRetryCount: 1,
  shouldRetryOnError: true,
};
