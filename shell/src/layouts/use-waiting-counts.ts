import { API } from '@pgportal/contracts/api-paths';
import type { WaitingAnswer, WaitingCountsAnswer } from '@pgportal/contracts/responses';
import { useSession } from '@pgportal/runtime/session';
import { useApiQuery } from '@pgportal/ui/data';

/**
 * What waits in the current property (issue 42), for the navigation's badges: the same read as the
 * dashboard's 'Waiting for you' list, so one request serves both and a Confirm refreshes both.
 */
export function useWaitingCounts(): WaitingCountsAnswer | null {
  const signedIn = useSession((state) => state.staffStatus === 'authenticated');
  const { data } = useApiQuery<WaitingAnswer>(signedIn ? API.waiting.list() : null, undefined, {
    toastErrors: false,
  });
  return data?.counts ?? null;
}

/** Which navigation item each count belongs to, by the item's path. */
export function waitingByPath(counts: WaitingCountsAnswer | null): Record<string, number> {
  if (!counts) return {};
  return {
    '/app/dashboard': counts.complaints,
    '/app/tenants': counts.notices + counts.exitDisputes,
    '/app/dues': counts.claims + counts.overdue,
    '/app/reconcile': counts.statementLines,
  };
}
