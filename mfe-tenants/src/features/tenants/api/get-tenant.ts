import { API } from '@pgportal/contracts/api-paths';
import type { Tenant } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /tenant/fetch/{id}: one tenant's whole record (staff). */
export const tenantPath = (id: string) => API.tenant.fetch(id);

export const useTenant = (id: string) => useApiQuery<Tenant>(tenantPath(id));

/** GET /tenant/profile: the signed-in tenant's own record; retried once (SPEC §7). */
export const OWN_TENANT_PATH = API.tenant.profile;

export const useOwnTenant = () => useApiQuery<Tenant>(OWN_TENANT_PATH, undefined, { errorRetryCount: 1 });
