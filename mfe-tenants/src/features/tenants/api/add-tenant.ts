import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Tenant } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { TENANTS_PATH } from './get-tenants';
import { tenantFormData, type TenantFields } from './tenant-form-data';

/** POST /tenant/add (multipart): the new tenant is e-mailed a verification link. */
export function addTenant(fields: TenantFields) {
  return request<Tenant>(API.tenant.add, { method: 'POST', body: tenantFormData(fields) });
}

export const useAddTenant = () =>
  useApiMutation({
    request: addTenant,
    successMessage: MESSAGES.tenantAdded,
    revalidates: [TENANTS_PATH],
  });
