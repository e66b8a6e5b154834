// Placing a statement line on an invoice (the payment is recorded) or ignoring it (issue 23).
import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import { useApiMutation } from '@pgportal/ui/data';

const REVALIDATES = [API.payment.prefix, API.stats.get, API.tenant.prefix];

/** POST /payment/statement-lines/{id}/match {billingId}. */
export const matchLine = ({ lineId, billingId }: { lineId: string; billingId: string }) =>
  request<{ _id: string }>(API.payment.matchLine(lineId), { method: 'POST', body: { billingId } });

export const useMatchLine = () =>
  useApiMutation({
    request: matchLine,
    successMessage: MESSAGES.statementLineMatched,
    revalidates: REVALIDATES,
  });

/** POST /payment/statement-lines/{id}/ignore. */
export const ignoreLine = (lineId: string) =>
  request<{ _id: string }>(API.payment.ignoreLine(lineId), { method: 'POST' });

export const useIgnoreLine = () =>
  useApiMutation({
    request: ignoreLine,
    successMessage: MESSAGES.statementLineIgnored,
    revalidates: [API.payment.prefix],
  });
