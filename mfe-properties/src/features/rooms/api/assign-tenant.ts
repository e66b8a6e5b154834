import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { AssignTenantValues } from '@pgportal/contracts/schemas';
import type { Room } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { ROOM_PATH } from './get-rooms';

/** What an assignment or a vacate changes: rooms, counts, tenants, their invoices, the dashboard. */
export const BED_REVALIDATES = [
  ROOM_PATH,
  API.property.prefix,
  API.tenant.prefix,
  API.payment.prefix,
  API.stats.prefix,
];

/** POST /bed/assign-tenant (SPEC §3 assignment payload). */
export const useAssignTenant = () =>
  useApiMutation({
    request: (body: AssignTenantValues) => request<Room>(API.bed.assignTenant, { method: 'POST', body }),
    successMessage: MESSAGES.tenantAssigned,
    revalidates: BED_REVALIDATES,
  });

/** POST /bed/vacate-tenant/{tenantId}. */
export const useVacateTenant = () =>
  useApiMutation({
    request: (tenantId: string) => request<null>(API.bed.vacateTenant(tenantId), { method: 'POST' }),
    successMessage: MESSAGES.tenantVacated,
    revalidates: BED_REVALIDATES,
  });
