import { API } from '@pgportal/contracts/api-paths';
import type { RentHistoryAnswer } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /tenant/{tenantId}/rents: the tenant's rents, newest first, and their billing period now. */
export const useRents = (tenantId: string) => useApiQuery<RentHistoryAnswer>(API.tenant.rents(tenantId));
