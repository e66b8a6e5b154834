import { API } from '@pgportal/contracts/api-paths';
import type { MealOptOutsAnswer } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /tenant/{tenantId}/meal-optouts (staff): a tenant's standing days away and the credit rule. */
export const useTenantDaysAway = (tenantId: string) =>
  useApiQuery<MealOptOutsAnswer>(API.tenant.mealOptOuts(tenantId));
