import useSWR from 'swr';
import { errorMessage, request } from '@pgportal/contracts/api';
import type { PagedEnvelope } from '@pgportal/contracts/types';
import { apiKey, parseApiKey, type Query } from '@pgportal/ui/data';
import { notify } from '@pgportal/ui/toast';

/** Every paged read of this remote asks for one page of this size (the API's page and limit). */
export const PAGE_SIZE = 20;

const fetchPage = <T>(key: string) => {
  const { path, query } = parseApiKey(key);
  return request<T[]>(path, { query }) as Promise<PagedEnvelope<T>>;
};

/**
 * One page of a list (the whole envelope: rows and `pagination`), cached in the shell's SWR cache
 * under apiKey(path, query), so mutations revalidate it by path. Every caller passes `page` and
 * `limit`, so these keys never meet the unpaged reads other remotes make of the same path.
 */
export function usePagedQuery<T>(path: string | null, query: Query & { page: number; limit: number }) {
  return useSWR<PagedEnvelope<T>, unknown>(path === null ? null : apiKey(path, query), fetchPage<T>, {
    keepPreviousData: true,
    onError: (error: unknown) => notify.error(errorMessage(error)),
  });
}
