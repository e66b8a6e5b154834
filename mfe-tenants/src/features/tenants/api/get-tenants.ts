import { API } from '@pgportal/contracts/api-paths';
import type { TenantListFilters } from '@pgportal/contracts/schemas';
import type { TenantListItem } from '@pgportal/contracts/types';
import { PAGE_SIZE, usePagedQuery } from '@pgportal/ui/data';

/** GET /tenant/ (GET /tenant?search=…): the tenants in the caller's scope. */
export const TENANTS_PATH = API.tenant.search;

export const TENANTS_PAGE_SIZE = PAGE_SIZE;

/** The list's filters and sort, as the API names them (owes, overdue, assigned, left, sort). */
export type TenantsFilters = TenantListFilters;

export interface TenantsQuery extends TenantsFilters {
  search: string;
  page: number;
}

/** One page of the list, as the whole envelope (its pagination beside the rows). */
export const useTenants = ({ search, page, ...filters }: TenantsQuery) =>
  usePagedQuery<TenantListItem>(TENANTS_PATH, { search, page, limit: TENANTS_PAGE_SIZE, ...filters });
