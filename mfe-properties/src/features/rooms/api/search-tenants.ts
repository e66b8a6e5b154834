import { API } from '@pgportal/contracts/api-paths';
import type { TenantListItem } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /tenant?search=…&assigned=false&limit=20: tenants on no bed, for the assign form's picker. */
export function useUnassignedTenants(search: string, enabled: boolean) {
  return useApiQuery<TenantListItem[]>(enabled ? API.tenant.search : null, {
    search: search.trim(),
    assigned: 'false',
    limit: 20,
  });
}
