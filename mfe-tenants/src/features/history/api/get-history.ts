import { API } from '@pgportal/contracts/api-paths';
import type { AuditListAnswer } from '@pgportal/contracts/responses';
import { PAGE_SIZE, useApiQuery } from '@pgportal/ui/data';

/** GET /tenant/{tenantId}/history?page=&limit=: the changes about the tenant, newest first. */
export const useTenantHistory = (tenantId: string, page: number) =>
  useApiQuery<AuditListAnswer>(API.tenant.history(tenantId), { page, limit: PAGE_SIZE });
