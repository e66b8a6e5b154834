// 'I have paid' (issue 22): the tenant's claim of a UPI payment, and staff confirming or rejecting it.
import { API } from '@pgportal/contracts/api-paths';
import { oneKeyPerSubmit, request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Invoice, PaymentClaim } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';

const PAYMENT_PATH = API.payment.prefix;
const STATS_PATH = API.stats.get;
const TENANT_PATH = API.tenant.prefix;
/** what waits for staff (issue 42): the dashboard's list and the navigation's badges */
const WAITING_PATH = API.waiting.prefix;

export interface ClaimPaymentInput {
  invoiceId: string;
  /** the 12-digit UPI reference */
  utr: string;
  /** what was paid, when less than what is outstanding (a part); left out: all of it */
  amount?: number;
  screenshot?: File;
}

/** The form's fields: the UTR, the amount when given, the screenshot when chosen. */
function claimForm(fields: Record<string, string>, amount?: number, screenshot?: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (amount !== undefined) body.append('amount', String(amount));
  if (screenshot) body.append('screenshot', screenshot);
  return body;
}

/** POST /tenant/my-invoices/{invoiceId}/claims (multipart: utr, optional amount and screenshot). */
export function claimPayment({ invoiceId, utr, amount, screenshot }: ClaimPaymentInput) {
  const body = claimForm({ utr }, amount, screenshot);
  return request<PaymentClaim>(API.tenant.claimPayment(invoiceId), { method: 'POST', body });
}

/** 'Payment claimed, waiting for confirmation'; the tenant's invoices are read again. */
export const useClaimPayment = () =>
  useApiMutation({
    request: claimPayment,
    successMessage: MESSAGES.claimRecorded,
    revalidates: [PAYMENT_PATH],
  });

export interface ClaimSeveralInput {
  invoiceIds: readonly string[];
  utr: string;
  /** what the one transfer paid, when less than all they owe; the oldest invoices are paid first */
  amount?: number;
  screenshot?: File;
}

/** POST /tenant/my-claims: one transfer (one UTR) for several invoices; a claim per invoice it paid. */
export function claimSeveral({ invoiceIds, utr, amount, screenshot }: ClaimSeveralInput) {
  const body = claimForm({ utr, invoiceIds: invoiceIds.join(',') }, amount, screenshot);
  return request<PaymentClaim[]>(API.tenant.claimSeveral, { method: 'POST', body });
}

export const useClaimSeveral = () =>
  useApiMutation({
    request: claimSeveral,
    successMessage: MESSAGES.claimRecorded,
    revalidates: [PAYMENT_PATH],
  });

export interface DecideClaimInput {
  billingId: string;
  claimId: string;
}

/** POST /payment/{billingId}/claims/{claimId}/confirm: a UPI payment with the UTR as reference. */
export const confirmClaim = ({ billingId, claimId }: DecideClaimInput, idempotencyKey?: string) =>
  request<Invoice>(API.payment.confirmClaim(billingId, claimId), { method: 'POST', idempotencyKey });

/** One Idempotency-Key per confirmation: a retried Confirm records the payment once. */
const confirmKeys = oneKeyPerSubmit<DecideClaimInput>();

/** 'Payment confirmed'; the invoices, the tenant's money cards and the dashboard refresh. */
export const useConfirmClaim = () =>
  useApiMutation({
    request: (input: DecideClaimInput) => confirmKeys.send(input, (key) => confirmClaim(input, key)),
    successMessage: MESSAGES.claimConfirmed,
    revalidates: [PAYMENT_PATH, STATS_PATH, TENANT_PATH, WAITING_PATH],
  });

/** POST /payment/{billingId}/claims/{claimId}/reject {reason}. */
export const rejectClaim = ({ billingId, claimId, reason }: DecideClaimInput & { reason: string }) =>
  request<Invoice>(API.payment.rejectClaim(billingId, claimId), { method: 'POST', body: { reason } });

export const useRejectClaim = () =>
  useApiMutation({
    request: rejectClaim,
    successMessage: MESSAGES.claimRejected,
    revalidates: [PAYMENT_PATH, WAITING_PATH],
  });
