import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import { useApiMutation } from '@pgportal/ui/data';

/** DELETE /tenant/my-meal-optouts/{optOutId}: until the cut-off before the first day away. */
export const useWithdrawDaysAway = () =>
  useApiMutation({
    request: (optOutId: string) => request<null>(API.tenant.myMealOptOut(optOutId), { method: 'DELETE' }),
    successMessage: MESSAGES.mealOptOutWithdrawn,
    revalidates: [API.tenant.myMealOptOuts, API.meals.prefix],
  });
