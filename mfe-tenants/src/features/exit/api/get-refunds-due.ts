import { API } from '@pgportal/contracts/api-paths';
import type { RefundDueAnswer } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /stats/refunds-due: exit statements in the caller's scope not settled, nearest deadline first. */
export const useRefundsDue = () => useApiQuery<RefundDueAnswer[]>(API.stats.refundsDue);
