import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { MoveAnswer } from '@pgportal/contracts/responses';
import type { MoveTenantInput } from '@pgportal/contracts/schemas';
import { useApiMutation } from '@pgportal/ui/data';

/** POST /tenant/{tenantId}/move: beds, rooms, the tenant, their invoices and the dashboard change. */
export const useMoveTenant = (tenantId: string) =>
  useApiMutation({
    request: (body: MoveTenantInput) =>
      request<MoveAnswer>(API.tenant.move(tenantId), { method: 'POST', body }),
    successMessage: MESSAGES.tenantMoved,
    revalidates: [
      API.room.prefix,
      API.bed.prefix,
      API.property.prefix,
      API.tenant.prefix,
      API.payment.prefix,
      API.stats.prefix,
    ],
  });
