import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ChargeAnswer } from '@pgportal/contracts/responses';
import type { AddChargeInput } from '@pgportal/contracts/schemas';
import { useApiMutation } from '@pgportal/ui/data';

/** POST /tenant/{tenantId}/charges: a charge (or a credit, negative) for the next RENT invoice. */
export const useAddCharge = (tenantId: string) =>
  useApiMutation({
    request: (body: AddChargeInput) =>
      request<ChargeAnswer>(API.tenant.charges(tenantId), { method: 'POST', body }),
    successMessage: MESSAGES.chargeAdded,
    revalidates: [API.tenant.prefix],
  });
