import { API } from '@pgportal/contracts/api-paths';
import type { MealCountAnswer } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /meals/count?date=YYYY-MM-DD: how many of the current property eat that day, and who is away. */
export const useMealCount = (date: string) => useApiQuery<MealCountAnswer>(API.meals.count, { date });
