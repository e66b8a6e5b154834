import { API } from '@pgportal/contracts/api-paths';
import type { FreeBed } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /bed/free/{propertyId}: the free beds of a property with their room and floor (null waits). */
export const useFreeBeds = (propertyId: string | null) =>
  useApiQuery<FreeBed[]>(propertyId ? API.bed.free(propertyId) : null);
