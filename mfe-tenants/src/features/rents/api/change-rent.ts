import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ChangeRentInput } from '@pgportal/contracts/schemas';
import { useApiMutation } from '@pgportal/ui/data';

/** POST /tenant/{tenantId}/rent: the tenant (rent cards) and their rents change. */
export const useChangeRent = (tenantId: string) =>
  useApiMutation({
    request: (body: ChangeRentInput) =>
      request<null>(API.tenant.changeRent(tenantId), { method: 'POST', body }),
    successMessage: MESSAGES.rentChanged,
    revalidates: [API.tenant.prefix],
  });
