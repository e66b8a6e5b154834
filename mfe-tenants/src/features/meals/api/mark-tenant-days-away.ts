import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import type { MealOptOutAnswer } from '@pgportal/contracts/responses';
import type { StaffMealOptOutInput } from '@pgportal/contracts/schemas';
import { useApiMutation } from '@pgportal/ui/data';

/**
 * POST /tenant/{tenantId}/meal-optouts (staff, issue 42): days away for a tenant in scope, past
 * days too; the kitchen count (API.meals) follows. The toast is the server's message.
 */
export const useMarkTenantDaysAway = (tenantId: string) =>
  useApiMutation({
    request: (body: StaffMealOptOutInput) =>
      request<MealOptOutAnswer>(API.tenant.mealOptOuts(tenantId), { method: 'POST', body }),
    revalidates: [API.tenant.mealOptOuts(tenantId), API.meals.prefix],
  });
