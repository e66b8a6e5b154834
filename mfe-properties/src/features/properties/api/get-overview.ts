import { API } from '@pgportal/contracts/api-paths';
import type { OverviewAnswer } from '@pgportal/contracts/responses';
import { PAGE_SIZE, useApiQuery } from '@pgportal/ui/data';

/** GET /property/overview?page=&limit=: the caller's properties with their figures, and the totals. */
export const useOverview = (page: number) =>
  useApiQuery<OverviewAnswer>(API.property.overview, { page, limit: PAGE_SIZE });
