import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Tenant } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { TENANTS_PATH } from './get-tenants';
import { tenantFormData, type TenantFields } from './tenant-form-data';

/** PUT /tenant/update/{id} (multipart, the same fields). */
export function updateTenant({ id, ...fields }: TenantFields & { id: string }) {
  return request<Tenant>(API.tenant.update(id), { method: 'PUT', body: tenantFormData(fields) });
}

export const useUpdateTenant = () =>
  useApiMutation({
    request: updateTenant,
    successMessage: MESSAGES.tenantUpdated,
    revalidates: [TENANTS_PATH],
  });
