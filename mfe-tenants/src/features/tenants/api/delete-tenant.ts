import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import { useApiMutation } from '@pgportal/ui/data';
import { TENANTS_PATH } from './get-tenants';

/** DELETE /tenant/delete/{id}: a soft delete, refused while the tenant is on a bed. */
export function deleteTenant(id: string) {
  return request<null>(API.tenant.delete(id), { method: 'DELETE' });
}

export const useDeleteTenant = () =>
  useApiMutation({ request: deleteTenant, successMessage: MESSAGES.deleted, revalidates: [TENANTS_PATH] });
