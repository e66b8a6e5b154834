// Placing a statement line on an invoice (the payment is recorded) or ignoring it (issue 23).
import { API } from '@pgportal/contracts/api-paths';
import { oneKeyPerSubmit, request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import { useApiMutation } from '@pgportal/ui/data';

// what waits for staff (issue 42): the line leaves the dashboard's list and Reconcile's badge
const REVALIDATES = [API.payment.prefix, API.stats.get, API.tenant.prefix, API.waiting.prefix];

export interface MatchLineInput {
  lineId: string;
  billingId: string;
}

/** POST /payment/statement-lines/{id}/match {billingId}, with the submit's Idempotency-Key. */
export const matchLine = ({ lineId, billingId }: MatchLineInput, idempotencyKey?: string) =>
  request<{ _id: string }>(API.payment.matchLine(lineId), {
    method: 'POST',
    body: { billingId },
    idempotencyKey,
  });

/** One Idempotency-Key per match: a retried match records the payment once. */
const matchKeys = oneKeyPerSubmit<MatchLineInput>();

export const useMatchLine = () =>
  useApiMutation({
    request: (input: MatchLineInput) => matchKeys.send(input, (key) => matchLine(input, key)),
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
    revalidates: [API.payment.prefix, API.waiting.prefix],
  });
