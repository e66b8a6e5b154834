import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import { useApiMutation } from '@pgportal/ui/data';

/** DELETE /tenant/{tenantId}/charges/{chargeId}: a pending charge goes (409 once billed). */
export const removeCharge = ({ tenantId, chargeId }: { tenantId: string; chargeId: string }) =>
  request<null>(API.tenant.charge(tenantId, chargeId), { method: 'DELETE' });

export const useRemoveCharge = () =>
  useApiMutation({
    request: removeCharge,
    successMessage: MESSAGES.chargeRemoved,
    revalidates: [API.tenant.prefix],
  });
