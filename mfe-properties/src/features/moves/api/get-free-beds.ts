import { API } from '@pgportal/contracts/api-paths';
import type { FreeBedAnswer } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /bed/free?search=…: free beds of every property in the caller's scope (the move's picker). */
export function useFreeBeds(search: string, enabled: boolean) {
  return useApiQuery<FreeBedAnswer[]>(enabled ? API.bed.free : null, { search: search.trim(), limit: 20 });
}
