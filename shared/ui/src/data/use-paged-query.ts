import useSWR from 'swr';
import { errorMessage, request } from '@pgportal/contracts/api';
import type { PagedEnvelope } from '@pgportal/contracts/types';
import { notify } from '../toast';
import { apiKey, parseApiKey, type Query } from './api-key';

/** The portal's usual page of a list (the API's `limit`). */
export const PAGE_SIZE = 20;

const fetchPage = <T>(key: string) => {
  const { path, query } = parseApiKey(key);
  return request<T[]>(path, { query }) as Promise<PagedEnvelope<T>>;
};

/**
 * One page of a list (the whole envelope: rows and `pagination`), cached in the shell's SWR cache
 * under apiKey(path, query), so mutations revalidate it by path. Every caller passes `page` and
 * `limit`, so these keys never meet the unpaged reads of the same path. The previous page stays on
 * screen while the next one loads (typing in a search does not flash); a failure toasts.
 */
export function usePagedQuery<T>(path: string | null, query: Query & { page: number; limit: number }) {
  return useSWR<PagedEnvelope<T>, unknown>(path === null ? null : apiKey(path, query), fetchPage<T>, {
    keepPreviousData: true,
    onError: (error: unknown) => notify.error(errorMessage(error)),
  });
}
