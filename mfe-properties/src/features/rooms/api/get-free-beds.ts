import { API } from '@pgportal/contracts/api-paths';
import type { FreeBedAnswer } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /bed/free?propertyId=…: the free beds of a property with their room and floor (null waits). */
export const useFreeBeds = (propertyId: string | null) =>
  useApiQuery<FreeBedAnswer[]>(propertyId ? API.bed.free : null, {
    propertyId: propertyId ?? '',
    limit: 100,
  });
