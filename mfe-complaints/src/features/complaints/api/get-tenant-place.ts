import { API } from '@pgportal/contracts/api-paths';
import type { Tenant } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /tenant/profile: the tenant's record, holding the property, room and bed they are on now. */
export const TENANT_PROFILE_PATH = API.tenant.profile;

export type TenantPlace = Pick<Tenant, 'propertyId' | 'roomId' | 'bedId'>;

export function useTenantPlace() {
  return useApiQuery<TenantPlace>(TENANT_PROFILE_PATH);
}
