import { API } from '@pgportal/contracts/api-paths';
import useSWR from 'swr';
import { errorMessage, request } from '@pgportal/contracts/api';
import type { PagedEnvelope, TenantListItem } from '@pgportal/contracts/types';
import { apiKey } from '@pgportal/ui/data';
import { notify } from '@pgportal/ui/toast';

/** GET /tenant/ (GET /tenant?search=…): the tenants in the caller's scope. */
export const TENANTS_PATH = API.tenant.search;

export const TENANTS_PAGE_SIZE = 20;

export interface TenantsQuery {
  search: string;
  page: number;
}

/**
 * One page of the list, as the whole envelope (its pagination beside the rows). The previous
 * page stays on screen while the next one loads, so typing in the search does not flash.
 */
export function useTenants({ search, page }: TenantsQuery) {
  const query = { search: search || undefined, page, limit: TENANTS_PAGE_SIZE };
  return useSWR<PagedEnvelope<TenantListItem>, unknown>(
    apiKey(TENANTS_PATH, query),
    () => request<TenantListItem[]>(TENANTS_PATH, { query }),
    { keepPreviousData: true, onError: (error: unknown) => notify.error(errorMessage(error)) },
  );
}
