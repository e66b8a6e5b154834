import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { AssignTenantValues } from '@pgportal/contracts/schemas';
import type { Room } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { ROOM_PATH } from './get-rooms';

/** What an assignment or a vacate changes: rooms, counts, tenants, their invoices, the dashboard. */
export const BED_REVALIDATES = [ROOM_PATH, '/property', '/tenant', '/payment', '/stats'];

/** POST /bed/assign-tenant (SPEC §3 assignment payload). */
export const useAssignTenant = () =>
  useApiMutation({
    request: (body: AssignTenantValues) => request<Room>('/bed/assign-tenant', { method: 'POST', body }),
    successMessage: MESSAGES.tenantAssigned,
    revalidates: BED_REVALIDATES,
  });

/** POST /bed/vacate-tenant/{tenantId}. */
export const useVacateTenant = () =>
  useApiMutation({
    request: (tenantId: string) =>
      request<null>(`/bed/vacate-tenant/${encodeURIComponent(tenantId)}`, { method: 'POST' }),
    successMessage: MESSAGES.tenantVacated,
    revalidates: BED_REVALIDATES,
  });
