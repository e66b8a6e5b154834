import useSWR from 'swr';
import type { SWRConfiguration, SWRResponse } from 'swr';
import { errorMessage, requestData } from '@pgportal/contracts/api';
import { useKitLabels } from '../kit-labels';
import { notify } from '../toast';
import { apiKey, parseApiKey } from './api-key';
import type { Query } from './api-key';

export interface ApiQueryOptions<T> extends SWRConfiguration<T> {
  /** Show a failure as an error toast (SPEC §8); on by default. */
  toastErrors?: boolean;
}

/** The fetcher behind every query: the key is apiKey(path, query). */
export const fetchApiKey = <T>(key: string): Promise<T> => {
  const { path, query } = parseApiKey(key);
  return requestData<T>(path, { query });
};

/**
 * Reads GET `path` (`null` waits) with `query`, cached under apiKey(path, query) in the shell's
 * SWR cache. A failure shows the server's message as a toast unless toastErrors is false.
 */
export function useApiQuery<T>(
  path: string | null,
  query?: Query,
  { toastErrors = true, ...options }: ApiQueryOptions<T> = {},
): SWRResponse<T, unknown> {
  const labels = useKitLabels();
  return useSWR<T, unknown>(path === null ? null : apiKey(path, query), fetchApiKey<T>, {
    ...options,
    onError: (error: unknown, key, config) => {
      if (toastErrors) notify.error(labels.message(errorMessage(error)));
      options.onError?.(error, key, config);
    },
  });
}
