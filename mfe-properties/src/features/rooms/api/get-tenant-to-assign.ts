import { API } from '@pgportal/contracts/api-paths';
import type { Tenant } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /tenant/fetch/{id}: the tenant 'Assign a bed' opens with (404 outside the caller's scope). */
export const useTenantToAssign = (id: string) =>
  useApiQuery<Tenant>(API.tenant.fetch(id), undefined, { toastErrors: false });
