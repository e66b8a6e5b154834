import { API } from '@pgportal/contracts/api-paths';
import type { Tenant } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /tenant/fetch/{id}: the tenant's rent and meal cost now (the move's defaults). */
export function useTenantTerms(tenantId: string | null) {
  return useApiQuery<Tenant>(tenantId ? API.tenant.fetch(tenantId) : null);
}
