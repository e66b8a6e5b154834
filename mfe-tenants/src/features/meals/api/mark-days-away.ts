import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import type { MealOptOutAnswer } from '@pgportal/contracts/responses';
import type { MealOptOutInput } from '@pgportal/contracts/schemas';
import { useApiMutation } from '@pgportal/ui/data';

/**
 * POST /tenant/my-meal-optouts: days away before the cut-off. The toast is the server's message,
 * which says when the absence is too short to earn a meal credit.
 */
export const useMarkDaysAway = () =>
  useApiMutation({
    request: (body: MealOptOutInput) =>
      request<MealOptOutAnswer>(API.tenant.myMealOptOuts, { method: 'POST', body }),
    revalidates: [API.tenant.myMealOptOuts, API.meals.prefix],
  });
