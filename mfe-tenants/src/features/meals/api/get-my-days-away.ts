import { API } from '@pgportal/contracts/api-paths';
import type { MealOptOutsAnswer } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /tenant/my-meal-optouts: the signed-in tenant's days away, the cut-off and the credit rule. */
export const useMyDaysAway = () => useApiQuery<MealOptOutsAnswer>(API.tenant.myMealOptOuts);
