import { API } from '@pgportal/contracts/api-paths';
import type { ChargeAnswer } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /tenant/{tenantId}/charges: the tenant's pending charges and credits, then the billed ones. */
export const useCharges = (tenantId: string) => useApiQuery<ChargeAnswer[]>(API.tenant.charges(tenantId));
